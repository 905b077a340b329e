import type { Page } from '@playwright/test';
import { waitForApp } from './support/test';
import { allPages, pagePath, screenPath, sentencePattern, text, LANGUAGES } from './support/site';
import { test, expect, openWithWorker } from './support/service-worker';
import { brokenImages, servedWidth } from './support/images';
import { onSlowest } from './support/limits';
import { isSaved, precacheCount, precacheName, putStored, readStored, type StoredEntry } from './support/precache-list';
import { contentTypeOf } from '../src/pwa/catalogue-packs';
import { STORED_CODING, storesCompressed } from '../src/pwa/stored-compression';
import { htmlFileFor } from '../src/routing/html-file';

test.describe('offline', () => {
  test.beforeEach(async ({ page }) => {
    await openWithWorker(page, '/');
  });

  for (const lang of LANGUAGES) {
    test(`every ${lang} page opens offline with its text and images`, async ({ page, context }) => {
      test.setTimeout(onSlowest(120_000));
      await context.setOffline(true);
      for (const target of allPages().filter((p) => p.lang === lang)) {
        const path = pagePath(target);
        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: text(lang, 'nav.history') })).toBeVisible();
        expect(await brokenImages(page), path).toEqual([]);
      }
      await expect(page.getByText(text(lang, 'pwa.offline'))).toBeVisible();
    });
  }

  test('switching language works offline', async ({ page, context }) => {
    await page.goto(screenPath('binding', 'es'));
    await waitForApp(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.locator('a[hreflang="fr"]').click();
    await expect(page).toHaveURL(screenPath('binding', 'fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: text('fr', 'nav.history') })).toBeVisible();
  });

  // The offline copy keeps each page with its styles linked, not inline (src/pwa/stored-page.ts).
  test('a page opened offline looks as it does from the network, its styles from the saved files', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const look = () =>
      // Not the footer itself: offline, it makes room below for the offline notice.
      ['body', 'header', 'header nav a', 'h1', 'main p', 'main a', 'footer a', 'footer p'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return [selector];
        const style = getComputedStyle(element);
        return [
          selector,
          ...[
            'color',
            'backgroundColor',
            'fontSize',
            'fontFamily',
            'fontWeight',
            'display',
            'position',
            'padding',
            'margin',
            'maxWidth',
            'lineHeight',
            'gridTemplateColumns',
          ].map((name) => style.getPropertyValue(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))),
        ];
      });
    const network = await browser.newContext({ serviceWorkers: 'block', baseURL });
    const fromNetwork = await network.newPage();
    await context.setOffline(true);
    for (const path of ['/', screenPath('binding', 'fr'), '/en/no-such-page']) {
      await fromNetwork.goto(path);
      await waitForApp(fromNetwork);
      await page.goto(path);
      await waitForApp(page);
      // The network's page carries its CSS inline; the saved one links the files it was joined from.
      expect(await fromNetwork.locator('style').count(), path).toBe(1);
      expect(await page.locator('style').count(), path).toBe(0);
      expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count(), path).toBeGreaterThan(0);
      expect(await page.evaluate(look), path).toEqual(await fromNetwork.evaluate(look));
    }
    await network.close();
  });

  test('an unknown URL offline shows the not-found page of its language', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto('/en/no-such-page');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound.title'));
    await page.goto('/no-existe');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });

  test('a wrong-language URL offline still lands on the right page', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto('/localisation');
    await expect(page).toHaveURL('/fr/localisation');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

/**
 * The catalogue keeps each picture at its widest only (src/pwa/picture-stand-ins.ts). On a narrow
 * screen the binding page's first picture asks for a narrower file than that.
 */
test.describe('a picture at a width the catalogue does not keep', () => {
  test.beforeEach(async ({ page }) => {
    await openWithWorker(page, '/');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  /** The file the binding page's first picture asks for, the width it asks for, and the widest. */
  async function firstPicture(page: Page) {
    const picture = page.locator('main picture').first();
    await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
    return picture.evaluate((element) => {
      const img = element.querySelector('img')!;
      const candidates = element
        .querySelector('source[type="image/avif"]')!
        .getAttribute('srcset')!
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/))
        .map(([url, width]) => ({ url: new URL(url!, location.href).href, width: parseInt(width!, 10) }));
      return {
        url: img.currentSrc,
        width: candidates.find(({ url }) => url === img.currentSrc)?.width,
        widest: Math.max(...candidates.map(({ width }) => width)),
      };
    });
  }

  test('is not saved, and offline its widest file stands in for it', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto(screenPath('binding', 'es'));
    await waitForApp(page);
    const asked = await firstPicture(page);
    expect(asked.width).toBeLessThan(asked.widest);
    const saved = await page.evaluate((url) => caches.match(url).then(Boolean), asked.url);
    expect(saved, 'the narrower file is not in the catalogue').toBe(false);
    expect(await servedWidth(page, asked.url)).toBe(asked.widest);
    expect(await brokenImages(page)).toEqual([]);
  });

  test('online, comes from the network; on a network that hangs, the worker answers with the widest file', async ({
    page,
    context,
  }) => {
    await page.goto(screenPath('binding', 'es'));
    await waitForApp(page);
    const asked = await firstPicture(page);
    expect(await servedWidth(page, asked.url)).toBe(asked.width);
    // The worker's request for it is held for good, as on a fair's network that carries nothing.
    await context.route(asked.url, () => {});
    expect(await servedWidth(page, asked.url)).toBe(asked.widest);
  });
});

/** The h1 of `path` as the network serves it, without the worker. */
async function headingFromNetwork(page: Page, path: string): Promise<string> {
  const network = await page
    .context()
    .browser()!
    .newContext({ serviceWorkers: 'block', baseURL: new URL(page.url()).origin });
  const fromNetwork = await network.newPage();
  await fromNetwork.goto(path);
  await waitForApp(fromNetwork);
  const heading = await fromNetwork.getByRole('heading', { level: 1 }).innerText();
  await network.close();
  return heading;
}

/** The offline copy keeps its texts gzipped (src/pwa/stored-compression.ts), so that it takes less room. */
test.describe('the offline copy', () => {
  test.beforeEach(async ({ page }) => {
    await openWithWorker(page, '/');
  });

  test('keeps every file of a kind stored-compression.ts compresses gzipped and marked, every other as it came', async ({
    page,
  }) => {
    const stored = await page.evaluate(
      async ({ name, mark }) => {
        const cache = await caches.open(name);
        return Promise.all(
          (await cache.keys()).map(async (key) => {
            const response = (await cache.match(key))!;
            const [first, second] = new Uint8Array(await response.arrayBuffer());
            return {
              path: new URL(key.url).pathname,
              contentType: response.headers.get('content-type'),
              mark: response.headers.get(mark),
              gzip: first === 0x1f && second === 0x8b,
            };
          }),
        );
      },
      { name: await precacheName(page), mark: STORED_CODING },
    );
    expect(stored.length, 'every file of the list is in the copy').toBe(precacheCount());
    // Each entry is told apart by the type it is stored with, so that type must be its kind's.
    const mediaType = (contentType: string | null) => contentType?.split(';')[0]!.trim().toLowerCase() ?? null;
    expect(stored.filter(({ path, contentType }) => mediaType(contentType) !== mediaType(contentTypeOf(path)))).toEqual(
      [],
    );
    const compressed = stored.filter(({ contentType }) => storesCompressed(contentType));
    const asItCame = stored.filter(({ contentType }) => !storesCompressed(contentType));
    const kinds = (entries: typeof stored) => [...new Set(entries.map(({ path }) => path.split('.').pop()))];
    expect(kinds(compressed)).toEqual(expect.arrayContaining(['html', 'json', 'css', 'svg', 'webmanifest']));
    expect(kinds(asItCame)).toEqual(expect.arrayContaining(['js', 'avif', 'png']));
    expect(compressed.filter(({ mark, gzip }) => mark !== 'gzip' || !gzip)).toEqual([]);
    expect(asItCame.filter(({ mark, gzip }) => mark !== null || gzip)).toEqual([]);
  });

  test('serves a page from its gzipped copy offline as the readable page the network serves', async ({
    page,
    context,
  }) => {
    const path = screenPath('binding', 'fr');
    const heading = await headingFromNetwork(page, path);
    await context.setOffline(true);
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });

  /**
   * Runs `use` with the stored entry of `path`'s page overwritten with half its gzip, headers kept
   * (a write cut short), then puts the entry back as it was: the next tests of this test worker
   * share the copy.
   */
  async function withDamagedPage(
    page: Page,
    path: string,
    use: (damaged: { heading: string; original: StoredEntry; cutShort: StoredEntry }) => Promise<void>,
  ) {
    const heading = await headingFromNetwork(page, path);
    const original = await readStored(page, htmlFileFor(path));
    const cutShort = { ...original, body: original.body.slice(0, original.body.length / 2) };
    try {
      await use({ heading, original, cutShort });
    } finally {
      await page.context().setOffline(false);
      await page.goto('/');
      await putStored(page, original);
    }
  }

  /** The entry of `path`'s page holds a whole gzip, marked as the worker marks what it compresses. */
  async function expectStoredWhole(page: Page, path: string, cutShort: StoredEntry) {
    const stored = await readStored(page, htmlFileFor(path));
    expect(stored.key, 'kept under the key the list names, with its revision').toBe(cutShort.key);
    expect(new Headers(stored.headers).get(STORED_CODING)).toBe('gzip');
    expect(stored.body.slice(0, 2)).toEqual([0x1f, 0x8b]);
    expect(stored.body).not.toEqual(cutShort.body);
  }

  /** `path` opened offline, in a page of its own, shows `heading`. */
  async function expectOpensOffline(page: Page, path: string, heading: string) {
    const context = page.context();
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(path);
    await waitForApp(offline);
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText(heading);
    await offline.close();
    await context.setOffline(false);
  }

  test('a damaged page in the copy is served from the network, never as a blank page, and saved again at once', async ({
    page,
    context,
  }) => {
    const path = screenPath('binding', 'en');
    await withDamagedPage(page, path, async ({ heading, cutShort }) => {
      await putStored(page, cutShort);
      const asked: string[] = [];
      await context.route(
        (url) => url.pathname.startsWith(path),
        (route) => (asked.push(new URL(route.request().url()).pathname), route.continue()),
      );
      // Not waiting for the load: the copy served as a stream (before 37ca1fe) never finished loading.
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await waitForApp(page);
      // One download: the file the list names, saved, and the page served from it.
      expect(asked).toEqual([`${path}.html`]);
      // Saved again as the page was served: before, it was deleted and missing until the next version.
      await expectStoredWhole(page, path, cutShort);
      await expectOpensOffline(page, path, heading);
    });
  });

  test("offline, a damaged page gives the browser's error and the site says its copy is nearly whole, until the network is back and a page opens", async ({
    page,
    context,
  }) => {
    const path = screenPath('binding', 'en');
    const notices = page.getByRole('status').filter({ has: page.locator('p') });
    const readySentences = [text('es', 'pwa.offlineReady'), text('es', 'pwa.offlineReadySize')];
    const ready = notices.getByText(new RegExp(readySentences.map((t) => sentencePattern(t).source).join('|')));
    await withDamagedPage(page, path, async ({ heading, original, cutShort }) => {
      await page.goto('/');
      await waitForApp(page);
      await putStored(page, cutShort);
      await context.setOffline(true);
      // Nothing to answer with: the browser's error, not a page that never ends. On a page of its
      // own: the visitor's init script (asReturningVisitor) throws in an error page.
      const offline = await context.newPage();
      await expect(offline.goto(path)).rejects.toThrow(/net::ERR_/);
      await offline.close();
      expect(await isSaved(page, original.key), 'the damaged copy is deleted').toBe(false);

      // The page left open no longer counts the copy whole, and does not say it is saving a file
      // nothing saves while offline, nor that the saving failed (an alert): the copy, whole once,
      // serves all but that file, which is saved when the network is back. Said politely.
      const short = text('es', 'pwa.copyShort_one').replace('{{count}}', '1');
      await expect(notices.getByText(short)).toBeVisible();
      await expect(page.getByRole('alert').getByText(short)).toHaveCount(0);
      await expect(page.getByText(text('es', 'pwa.precacheFailed'))).toHaveCount(0);
      await expect(page.locator('progress')).toHaveCount(0);
      await expect(ready).toHaveCount(0);

      // Back online, a page opens: the worker saves the file again, and the site is ready offline.
      // Nothing is written in the alerts' region meanwhile: the reconnection is no failed saving.
      await page.evaluate(() => {
        const alerts = document.querySelector('[data-pwa-alerts]')!;
        const written: string[] = [];
        (window as unknown as { alertsWritten: string[] }).alertsWritten = written;
        new MutationObserver(() => {
          const now = alerts.textContent?.trim() ?? '';
          if (now) written.push(now);
        }).observe(alerts, { childList: true, subtree: true, characterData: true });
      });
      await context.setOffline(false);
      const next = await context.newPage();
      await next.goto('/');
      await waitForApp(next);
      await expect(ready).toBeVisible();
      await expect(page.getByText(short)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { alertsWritten: string[] }).alertsWritten)).toEqual([]);
      await expectStoredWhole(page, path, cutShort);
      await next.close();
      await expectOpensOffline(page, path, heading);
    });
  });
});
