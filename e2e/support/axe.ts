import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.x A and AA, plus axe's best practices; every violation is listed by rule and target. */
export async function violations(page: Page) {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Passing and incomplete results are summarised, not listed node by node: faster, and
    // violations are still reported in full.
    .options({ resultTypes: ['violations'] });
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
