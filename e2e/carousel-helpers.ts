import type { Locator, Page } from '@playwright/test';
import { expect, asReturningVisitor, gotoWithPausedClock } from './support/test';

/**
 * Opens a page with the fake clock paused, so carousels only turn when a test runs the clock.
 * The clock runs in small steps until the app has hydrated (it waits for a frame and a timer).
 */
export async function openWithPausedClock(page: Page, path: string) {
  await asReturningVisitor(page);
  await gotoWithPausedClock(page, path);
}

/** The index of the slide being shown. */
export function currentSlide(carousel: Locator): Promise<number> {
  return carousel
    .locator('[data-current]')
    .evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('data-current') === 'true'));
}

export async function expectSlide(carousel: Locator, index: number) {
  await expect.poll(() => currentSlide(carousel)).toBe(index);
}

/**
 * Waits until the page has handled what is queued: React renders in MessageChannel tasks (which
 * the fake clock leaves alone), so a few round trips through one let a pending slide change land.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Expects the carousel to still show `index` once everything pending has run. */
export async function expectStill(page: Page, carousel: Locator, index: number) {
  await settle(page);
  expect(await currentSlide(carousel)).toBe(index);
}

/** Hovers the carousel and leaves it: the autoplay timer starts again from this moment. */
export async function restartAutoplay(page: Page, carousel: Locator) {
  await carousel.hover();
  await page.mouse.move(2, 300);
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
}

/**
 * Checks that a carousel advances after exactly `intervalMs` and not a millisecond before. One
 * advance at a time: the next timer is only set once React has rendered the new slide.
 */
export async function expectAdvanceAfter(page: Page, carousel: Locator, intervalMs: number) {
  const before = await currentSlide(carousel);
  const count = await carousel.locator('[data-current]').count();
  await page.clock.runFor(intervalMs - 1);
  await expectStill(page, carousel, before);
  await page.clock.runFor(1);
  await expectSlide(carousel, (before + 1) % count);
}

/** Scrolls every image of the page into view and expects each to have loaded. */
export async function expectEveryImageLoads(page: Page) {
  const images = page.locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `image ${i} (${await image.getAttribute('src')}) loads`,
      })
      .toBe(true);
  }
}
