import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.x A and AA, plus axe's best practices; every violation is listed by rule and target. */
export async function violations(page: Page) {
  // Axe reads colours as painted: a panel still fading in (the cookie banner rises over 0.3 s)
  // fails contrast half-way. Running animations are awaited, endless ones (a spinner) excepted.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Passing and incomplete results are summarised, not listed node by node: faster, and
    // violations are still reported in full.
    .options({ resultTypes: ['violations'] });
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
