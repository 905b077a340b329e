import type { Page, Response, Route } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { text, textsPath } from './support/site';
import type { Lang } from '../src/i18n/languages';
import { useAsParsed } from './support/use-as-parsed';
import { COMPILE_HINT } from '../scripts/vite/compile-hints';
import { chunkGraph } from './support/built-chunks';

/*
 * How a prerendered page loads: its text and largest picture first, the app's code after, and
 * nothing it already carries inline fetched twice.
 */

test("the app's code is requested only once the page's largest picture has loaded", async ({ page }) => {
  await asReturningVisitor(page);
  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.avif')) events.push(`image ${new URL(request.url()).pathname}`);
  });
  page.on('request', (request) => {
    if (/\/assets\/(main|client)-[^/]+\.js$/.test(request.url())) events.push('app script');
  });
  await page.goto('/servicios/encuadernacion');
  await waitForApp(page);
  const hero = await page.locator('img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => img.currentSrc);
  const heroLoaded = events.indexOf(`image ${new URL(hero).pathname}`);
  expect(heroLoaded, 'the priority picture loaded').toBeGreaterThanOrEqual(0);
  expect(events.indexOf('app script'), 'app scripts were requested').toBeGreaterThan(heroLoaded);
});

test('the entry script is fetched at low priority: it waits for the first view, so it yields to what that view needs', async ({
  page,
}) => {
  await asReturningVisitor(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) =>
    priorities.set(new URL(request.url).pathname, request.initialPriority),
  );
  await page.goto('/servicios/encuadernacion');
  await waitForApp(page);
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  expect(priorities.get(entry!), `the priority of ${entry}`).toBe('Low');
  // The page's priority picture keeps its high priority.
  const hero = await page.locator('img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(priorities.get(new URL(hero).pathname)).toBe('High');
});

/** The app's code and texts, as the page asks for them (the boot script is the page's own). */
const APP_FILE = /^\/(assets\/.*\.js|locales\/.*\.json)$/;

/**
 * Holds every answer for the app's code and texts, from now until released, and lists what is
 * asked for meanwhile: what is asked for then was asked for without waiting on any other
 * answer. A chain (a file asked for once another has arrived) never shows up while held, however
 * busy the machine. Routing also keeps the browser's cache out of the way.
 */
async function holdAppFiles(page: Page, { except }: { except?: string } = {}) {
  const asked: string[] = [];
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => APP_FILE.test(url.pathname) && url.pathname !== except,
    (route) => {
      if (!holding) return route.continue();
      asked.push(new URL(route.request().url()).pathname);
      held.push(route);
    },
  );
  return {
    asked: () => [...asked],
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Waits until every file of `needed` has been asked for while the answers are held, then lets them through. */
async function expectAskedAtOnce(held: Awaited<ReturnType<typeof holdAppFiles>>, needed: string[]) {
  await expect
    .poll(() => needed.filter((path) => !held.asked().includes(path)), {
      message: 'files asked for only once another had arrived',
    })
    .toEqual([]);
  const asked = held.asked();
  expect(
    asked.filter((path, i) => asked.indexOf(path) !== i),
    'files asked for twice',
  ).toEqual([]);
  await held.release();
}

test.describe('after the first view, the app needs one round trip, not a chain of them', () => {
  // Each test first loads the page as a visitor would, to learn which files it needs; then again,
  // with every answer held until all of them have been asked for.
  for (const path of ['/servicios/encuadernacion', '/fr/contact', '/']) {
    test(`${path}: its code and texts are all asked for before the first of them arrives, each once`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      // Read in the moment the page hydrates: what it needed to.
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (document.documentElement.dataset.hydrated !== 'true') return;
          observer.disconnect();
          (window as unknown as { atHydration: string[] }).atHydration = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname);
        });
        observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
      });
      await page.goto(path);
      await waitForApp(page);
      const boot = new URL((await page.locator('script[type="module"]').getAttribute('src')) ?? '', page.url())
        .pathname;
      const needed = [
        ...new Set(
          (await page.evaluate(() => (window as unknown as { atHydration: string[] }).atHydration)).filter(
            (file) => file !== boot && APP_FILE.test(file),
          ),
        ),
      ];
      expect(needed.filter((file) => file.startsWith('/locales/')).length, 'texts loaded').toBeGreaterThan(0);
      expect(needed.filter((file) => file.startsWith('/assets/')).length, 'scripts loaded').toBeGreaterThan(3);

      const held = await holdAppFiles(page, { except: boot });
      // Used as it is parsed, so the app is asked for as soon as the first view is shown.
      await useAsParsed(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expectAskedAtOnce(held, needed);
      await waitForApp(page);
    });
  }

  test('a link followed on a first visit asks for the next page, the chunks it imports and its texts at once', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    const link = page.locator('footer a[href="/servicios/encuadernacion"]');
    /**
     * The contact page, loaded and settled: its own after-load fetching done, the form's code and
     * the outbox's, fetched ahead once the browser is idle (contact/form/outbox-ahead.ts). Waited
     * for by name: on one core that idle moment, and the chunks the outbox's imports, came after
     * half a second without a request, and the next page seemed to need them.
     */
    const settled = async () => {
      await page.goto('/contacto');
      await waitForApp(page);
      await page.waitForFunction(
        (files) => {
          const arrived = performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
            .map((entry) => entry.name.replace(/^.*\//, ''));
          return files.every((file) => arrived.includes(file));
        },
        // The dock's chunk, which brings the outbox's with it, and all they import.
        chunkGraph('outbox-dock'),
        { polling: 100 },
      );
      await page.waitForLoadState('networkidle');
      return page.evaluate(() => performance.now());
    };
    const before = await settled();
    await link.click();
    await expect(page).toHaveURL(/\/servicios\/encuadernacion$/);
    await expect(page.locator('main h1')).toBeVisible();
    const needed = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since)
          .map((entry) => new URL(entry.name).pathname),
      before,
    );
    const files = [...new Set(needed.filter((file) => APP_FILE.test(file)))];
    expect(files.filter((file) => file.endsWith('.js')).length, 'scripts the next page needed').toBeGreaterThan(3);
    expect(files).toContain(textsPath('es', 'services'));

    await settled();
    const held = await holdAppFiles(page);
    await link.click();
    await expectAskedAtOnce(held, files);
    await expect(page.locator('main h1')).toHaveText(text('es', 'binding.hero.title', 'services'));
  });
});

test("a first visit hydrates without the HTTP backend's code, and a page that is never left never loads it", async ({
  page,
}) => {
  await asReturningVisitor(page);
  // Known by what it says, not by a chunk's name: the scripts that carry the backend's messages.
  const withBackend: string[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/.*\.js$/.test(response.url())) return;
    // A script still arriving when the test has ended (a chunk fetched ahead) can no longer be
    // read, and its rejection would fail a test that passed; while the test runs, every body can.
    const body = await response.text().catch(() => '');
    if (body.includes('i18next-http-backend')) withBackend.push(new URL(response.url()).pathname);
  });
  await page.goto('/fr/contact');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(withBackend).toEqual([]);
  await page.locator('footer a[href="/fr/services/reliure"]').click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect.poll(() => withBackend).toHaveLength(1);
});

test('a page fetches none of the stylesheets it carries inline, and a page reached later gets its own', async ({
  page,
}) => {
  await asReturningVisitor(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/servicios/encuadernacion');
  await waitForApp(page);
  const inline = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(inline.length).toBeGreaterThan(2);
  // The app's code asked for these files with the page's chunk; none was fetched again.
  expect(stylesheets.filter((path) => inline.includes(path))).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Historia' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect.poll(() => stylesheets.some((path) => /^\/assets\/history-page-[\w-]+\.css$/.test(path))).toBe(true);
  // ...and applies it (the disabled links that mark inline CSS never become style sheets).
  const applied = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) => !sheet.disabled && /history-page-/.test(sheet.href ?? '')),
  );
  expect(applied).toBe(true);
});

/**
 * The picture files (AVIF names) named in the scripts a first visit to `path` has loaded by the
 * time the test sees it hydrated, and those its markup shows.
 */
async function pictureSources(page: Page, path: string): Promise<{ carried: string[]; shown: string[] }> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await waitForApp(page);
  page.off('response', onResponse);
  const names = (text: string) => [...new Set(text.match(/(?<=\/assets\/)[\w-]+\.avif/g) ?? [])].sort();
  const carried = names((await Promise.all(bodies)).join('\n'));
  const shown = names(
    (
      await page.locator('source[type="image/avif"]').evaluateAll((all) => all.map((s) => s.getAttribute('srcset')))
    ).join(),
  );
  return { carried, shown };
}

test("a page loads the sources of its own pictures, and few others: contact none, history the museum's", async ({
  page,
}) => {
  await asReturningVisitor(page);
  expect((await pictureSources(page, '/fr/contact')).carried).toEqual([]);
  const history = await pictureSources(page, '/en/history');
  expect(history.carried.length).toBeGreaterThan(0);
  expect(history.carried.filter((name) => !/^(photo|placeholder)-/.test(name))).toEqual([]);
  // The services list shows every service's cover, and carries nothing else.
  const list = await pictureSources(page, '/servicios');
  expect(list.shown.length).toBeGreaterThan(0);
  expect(list.carried).toEqual(list.shown);
  // A service's page carries what it shows, but not the pictures of the pages with a gallery of their own.
  const binding = await pictureSources(page, '/en/services/binding');
  expect(binding.shown.filter((name) => !binding.carried.includes(name))).toEqual([]);
  const books = await pictureSources(page, '/servicios/libros');
  expect(books.shown.filter((name) => !books.carried.includes(name))).toEqual([]);
  expect(books.carried.filter((name) => name.startsWith('slide-'))).toEqual([]);
});

test("every script a first visit runs has V8's compile hint on its first line (compiled off the main thread as it arrives)", async ({
  page,
}) => {
  await asReturningVisitor(page);
  const scripts: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.push(response.text().then((body) => [pathname, body.split('\n', 1)[0]!]));
  });
  await page.goto('/servicios/encuadernacion');
  await waitForApp(page);
  const firstLines = await Promise.all(scripts);
  // The boot script, React DOM, the shell, the app's entry and the page's chunks.
  expect(firstLines.length).toBeGreaterThan(4);
  for (const [pathname, firstLine] of firstLines) expect(firstLine, pathname).toBe(COMPILE_HINT);
});

/**
 * Every exception the site's own scripts throw in `page`, caught or not. A thrown exception costs
 * the main thread milliseconds even when caught (a stack is captured): the i18n backend threw one
 * per namespace, on a relative address, just before hydration. Two are not counted, React's
 * signals: that a part suspends (`use`, error #460), which the contact form's code on need
 * throws as the page hydrates without it; and that a served boundary must hydrate before an
 * update to it (selective hydration, #461), which each hydration boundary's ask for its own
 * hydration brings (components/hydration-boundary.tsx). React makes each error once, as it
 * loads, and throws that same object each time, so no stack is captured, and React catches it
 * by design.
 */
const REACT_SIGNALS = /^Error: Minified React error #46[01];/;

async function watchThrown(page: Page, origin: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Map<string, string>();
  const thrown: string[] = [];
  cdp.on('Debugger.scriptParsed', ({ scriptId, url }) => scripts.set(scriptId, url));
  cdp.on('Debugger.paused', ({ callFrames, data }) => {
    const where = callFrames.slice(0, 3).map((frame) => {
      const url = scripts.get(frame.location.scriptId) ?? '';
      return `${frame.functionName || '(anonymous)'} ${url}:${frame.location.lineNumber + 1}`;
    });
    const description = (data as { description?: string })?.description?.split('\n')[0] ?? '';
    // Not the test tool's own scripts.
    if (where[0]?.includes(origin) && !REACT_SIGNALS.test(description))
      thrown.push(`${description} at ${where.join(' < ')}`);
    void cdp.send('Debugger.resume').catch(() => {});
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
  return thrown;
}

/** A first visit in full: hydrated, the worker registered, the cookie banner shown 1 s after load. */
async function firstVisit(page: Page, path: string, lang: Lang) {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('region', { name: text(lang, 'cookies.title') })).toBeVisible();
  await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()))).toBe(true);
}

test.describe('a first visit throws no exception, not even one it catches itself', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const [path, lang] of [
    ['/contacto', 'es'],
    ['/en/services/binding', 'en'],
  ] as const)
    test(path, async ({ page, baseURL }) => {
      const thrown = await watchThrown(page, baseURL!);
      await firstVisit(page, path, lang);
      expect(thrown).toEqual([]);
    });

  test.describe('with the language offer', () => {
    test.use({ locale: 'fr-FR' });

    test('/', async ({ page, baseURL }) => {
      const thrown = await watchThrown(page, baseURL!);
      await firstVisit(page, '/', 'es');
      // The offer loads its language's texts through the same backend.
      await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeVisible();
      expect(thrown).toEqual([]);
    });
  });
});

test('a first visit reads no session storage until it has hydrated (its first read in a page costs milliseconds)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { sessionReads: string[] }).sessionReads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === window.sessionStorage && document.documentElement.dataset.hydrated !== 'true') reads.push(key);
      return getItem.call(this, key);
    };
  });
  for (const path of ['/', '/en/services/binding', '/fr/history']) {
    await page.goto(path);
    await waitForApp(page);
    expect(await page.evaluate(() => (window as unknown as { sessionReads: string[] }).sessionReads), path).toEqual([]);
  }
});
