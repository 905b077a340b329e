import { test, expect, waitForApp } from './support/test';
import { text } from './support/site';
import { PRECACHE_TIMEOUT_MS, precacheCount } from './support/service-worker';
import { violations } from './support/axe';

test.use({ serviceWorkers: 'allow' });

/** A translated sentence as a pattern: each {{placeholder}} stands for any text. */
function pattern(sentence: string): RegExp {
  const parts = sentence.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.+'));
}

// A first visit, as a rep preparing for a fair: the site says how far saving the catalogue has
// got, then that it is ready offline and how much it takes on the device.
test('a first visit shows the catalogue being saved for offline use, then ready with its size', async ({ page }) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + 30_000);
  await page.goto('/');
  await waitForApp(page);
  const notices = page.getByRole('status').filter({ has: page.locator('p') });
  await expect(notices.getByText(pattern(text('es', 'pwa.precaching')))).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('progress')).toHaveAttribute('max', String(precacheCount()));
  expect(await violations(page)).toEqual([]);
  const ready = notices.getByText(pattern(text('es', 'pwa.offlineReadySize')));
  await expect(ready).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect(ready).toHaveText(/\(\d+(,\d)? (MB|kB)\)\.$/);
  await expect(page.locator('progress')).toHaveCount(0);
});
