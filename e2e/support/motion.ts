import type { Page } from '@playwright/test';

/** How long motion that starts by itself may last without a way to pause it (WCAG 2.2.2). */
export const MOTION_LIMIT_MS = 5000;

/**
 * The animations running on the page that last longer than `MOTION_LIMIT_MS` from their start
 * (an endless one included), each as its name and the element it moves.
 */
export function endlessMotion(page: Page): Promise<string[]> {
  return page.evaluate(
    (limit) =>
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) > limit)
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
          const where = target ? `${target.nodeName.toLowerCase()}.${target.getAttribute('class') ?? ''}` : 'nothing';
          return `${name} on ${where}`;
        }),
    MOTION_LIMIT_MS,
  );
}
