import type { Page } from '@playwright/test';

/** Runs in the page: every <img>, made eager and decoded; returns the ones that did not load. */
export async function findBrokenImages(): Promise<string[]> {
  const images = [...document.images];
  for (const img of images) {
    img.loading = 'eager';
    await img.decode().catch(() => undefined);
  }
  return images.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
}

/** Every <img> on the page, made eager and decoded; returns the ones that did not load. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(findBrokenImages);
}
