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

/** How wide the picture is that the page is given for `url` (through its service worker, if any). */
export function servedWidth(page: Page, url: string): Promise<number> {
  return page.evaluate(async (src) => (await createImageBitmap(await (await fetch(src)).blob())).width, url);
}
