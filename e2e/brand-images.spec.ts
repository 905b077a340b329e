import { test, expect } from './support/test';
import { BRAND_IMAGES } from '../scripts/vite/brand-images-plugin';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

for (const image of BRAND_IMAGES) {
  test(`the built site serves /${image.fileName} at ${image.width}×${image.height}`, async ({ request }) => {
    const response = await request.get(`/${image.fileName}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(image.ico ? 'image/x-icon' : 'image/png');
    const body = await response.body();
    // An ICO file's one image starts where its directory entry says.
    expect(pngSize(image.ico ? body.subarray(body.readUInt32LE(18)) : body)).toEqual([image.width, image.height]);
  });
}

test('a document without an icon link, such as robots.txt, loads with no failed request for an icon', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/robots.txt');
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(failed).toEqual([]);
});

test('the Open Graph image a page announces is one the site serves', async ({ page, request }) => {
  await page.goto('/en');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  const path = new URL(ogImage!).pathname;
  expect(BRAND_IMAGES.map((image) => `/${image.fileName}`)).toContain(path);
  expect((await request.get(path)).status()).toBe(200);
});
