import type { Page } from '@playwright/test';

/**
 * Has each document of `page` used as soon as it is parsed, by a pointer moving over it, as a
 * visitor who is already there does: the app loads at the first use (src/app/first-use.ts), so
 * it loads then as it would have at load. Call before `goto`.
 */
export async function useAsParsed(page: Page): Promise<void> {
  await page.addInitScript(() =>
    addEventListener('DOMContentLoaded', () =>
      document.documentElement.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, movementX: 1 })),
    ),
  );
}
