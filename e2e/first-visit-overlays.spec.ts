import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { sentencePattern as pattern, text } from './support/site';
import { PRECACHE_TIMEOUT_MS } from './support/service-worker';
import { TEST_TIMEOUT_MS } from './support/limits';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/**
 * The share of the window that the page's fixed layers with a background cover, counted once
 * where they overlap: the cookie banner, the notices, the language offer. The header is left
 * out: it is the page's own frame, and the content is laid out below it.
 */
function overlaidShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const covered = new Uint8Array(width * height);
    const painted = (style: CSSStyleDeclaration) =>
      style.backgroundImage !== 'none' || !/^(transparent|rgba\(.*,\s*0\))$/.test(style.backgroundColor);
    for (const node of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(node);
      if (!painted(style) || style.visibility !== 'visible' || node.closest('header')) continue;
      let layer: HTMLElement | null = node;
      while (layer && getComputedStyle(layer).position !== 'fixed') layer = layer.parentElement;
      if (!layer || getComputedStyle(layer).opacity === '0') continue;
      const box = node.getBoundingClientRect();
      for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(height, Math.ceil(box.bottom)); y++)
        covered.fill(
          1,
          y * width + Math.max(0, Math.floor(box.left)),
          y * width + Math.min(width, Math.ceil(box.right)),
        );
    }
    return covered.reduce((sum, cell) => sum + cell, 0) / covered.length;
  });
}

// A first visit on a phone: the saving of the site's offline copy and the cookie banner both
// show, over the page the visitor came to read.
test('a first visit’s saving and the cookie banner cover at most a quarter of a phone’s screen', async ({
  page,
  context,
}) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  // The saving is held part-way, so the check sees it under way whatever the machine's speed.
  const held: Array<() => void> = [];
  let passed = 0;
  let release = false;
  await context.route('**/*', async (route) => {
    const worker = route.request().serviceWorker();
    if (!worker || worker.url() === route.request().url() || release || passed++ < 40) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  await page.goto('/');
  await waitForApp(page);
  const saving = page.getByRole('button', { name: text('es', 'pwa.precachingShort') });
  await expect(saving).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect(page.getByRole('button', { name: text('es', 'cookies.acceptAll') })).toBeVisible();
  // The banner rises into place (0.3 s), the notices glide above it: measured once all is still.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const shot = process.env.OVERLAYS_SHOT;
  if (shot) {
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot });
  }
  expect(await overlaidShare(page)).toBeLessThanOrEqual(0.25);

  // The count, on demand.
  const count = page.getByText(pattern(text('es', 'pwa.precaching')));
  await expect(count).toBeHidden();
  await saving.click();
  await expect(saving).toHaveAttribute('aria-expanded', 'true');
  await expect(count).toBeVisible();

  release = true;
  held.forEach((answer) => answer());
  await expect(page.getByText(pattern(text('es', 'pwa.offlineReadySize')))).toBeVisible({
    timeout: PRECACHE_TIMEOUT_MS,
  });
  await expect(saving).toHaveCount(0);
});
