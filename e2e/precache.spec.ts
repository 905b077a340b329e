import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, expect } from './support/test';
import { allPages, pagePath, textsPath, LANGUAGES } from './support/site';
import { precacheList } from './support/precache-list';
import { htmlFileFor, notFoundFileFor } from '../src/routing/html-file';
import { searchIndexPath } from '../src/search/search-hit';
import { PACK_FILE } from '../src/pwa/catalogue-packs';

const DIST = 'dist';

/** Every image a prerendered page references (src, srcset) or a manifest lists. */
function referencedImages(html: string): string[] {
  const urls = [...html.matchAll(/\b(?:src|srcset|href)="([^"]+)"/g)].flatMap((m) =>
    m[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!),
  );
  return urls.filter((url) => /\.(avif|webp|png|jpe?g|svg)$/.test(url) && url.startsWith('/')).map((u) => u.slice(1));
}

test('the service worker precaches every page, translation and image the site uses', () => {
  const list = precacheList(DIST);
  const precached = new Set(list.map(({ url }) => url));
  // A picture's narrower widths are not saved: its widest file, saved, stands in for them
  // (src/pwa/picture-stand-ins.ts).
  const stoodInFor = new Set(list.flatMap(({ standsInFor = [] }) => standsInFor));
  expect(stoodInFor.size).toBeGreaterThan(0);
  expect([...stoodInFor].filter((file) => precached.has(file) || !file.endsWith('.avif'))).toEqual([]);
  const missing: string[] = [];
  const need = (file: string, why: string) =>
    !precached.has(file) && !stoodInFor.has(file) && missing.push(`${file} (${why})`);

  for (const page of allPages()) need(htmlFileFor(pagePath(page)), 'page');
  for (const lang of LANGUAGES) need(notFoundFileFor(lang), 'not-found page');
  for (const lang of LANGUAGES)
    for (const file of readdirSync(join('locales', lang)))
      need(textsPath(lang, file.replace(/\.json$/, '')).slice(1), 'translations');
  const htmlFiles = [...allPages().map((p) => htmlFileFor(pagePath(p))), ...LANGUAGES.map(notFoundFileFor)];
  for (const file of htmlFiles)
    for (const image of referencedImages(readFileSync(join(DIST, file), 'utf8'))) need(image, `image on ${file}`);
  for (const lang of LANGUAGES) {
    const manifest = JSON.parse(readFileSync(join(DIST, `manifest-${lang}.webmanifest`), 'utf8'));
    need(`manifest-${lang}.webmanifest`, 'manifest');
    for (const icon of manifest.icons) need(icon.src.slice(1), 'app icon');
  }
  // Images pages choose at run time (carousels, galleries, the lightbox) are emitted as assets; the
  // packs the worker fetches the list in are not in it (src/pwa/catalogue-packs.ts).
  for (const asset of readdirSync(join(DIST, 'assets')))
    if (!PACK_FILE.test(`assets/${asset}`)) need(`assets/${asset}`, 'built asset');
  // WebP copies serve only browsers without AVIF; the worker caches them on first use instead.
  const webpFallback = (entry: string) => /\.webp \(/.test(entry);
  expect([...new Set(missing)].filter((entry) => !webpFallback(entry))).toEqual([]);
  expect(readFileSync(join(DIST, 'sw.js'), 'utf8')).toContain('webp-fallbacks');
});

/** What the four languages' search indexes may add to the first visit's saving, gzip (issue 56). */
const SEARCH_INDEXES_BUDGET_BYTES = 160 * 1000;

test("the four search indexes are in the first visit's saving, and add at most 160 KB gzip together", async ({
  request,
}) => {
  const precached = new Set(precacheList(DIST).map(({ url }) => url));
  let gzipBytes = 0;
  for (const lang of LANGUAGES) {
    const path = searchIndexPath(lang);
    expect(precached, path).toContain(path.slice(1));
    const served = await request.get(path);
    expect(served.status(), path).toBe(200);
    const body = await served.body();
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ lang });
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  console.log(`search indexes, four languages: ${(gzipBytes / 1000).toFixed(1)} KB gzip`);
  expect(gzipBytes).toBeLessThanOrEqual(SEARCH_INDEXES_BUDGET_BYTES);
});
