import { expect } from './test';

/**
 * The properties a transition may animate on this site: the compositor animates them without the
 * page's main thread. Any other (a height, a colour, a width) lays out or paints the page on
 * every frame of it, which on a phone is time taken from the visitor's next tap.
 */
export const COMPOSITOR_PROPERTIES: readonly string[] = ['opacity', 'transform'];

/** Fails unless `animated` names at least one property, and none the compositor cannot run. */
export function expectCompositorOnly(animated: readonly string[], what: string): void {
  expect(animated.length, `${what}: properties animated`).toBeGreaterThan(0);
  for (const property of animated) expect(COMPOSITOR_PROPERTIES, `${what}: ${property}`).toContain(property);
}
