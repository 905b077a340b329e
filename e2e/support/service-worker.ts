import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test as base, asReturningVisitor, expect, waitForApp } from './test';
import { countSavedFiles, precacheCount } from './precache-list';
import { allowFor, onSlowest, TEST_TIMEOUT_MS } from './limits';

/*
 * Service-worker tests share one installed worker per test worker. Installing it means caching
 * the whole site (some 290 files), which on a busy 2-core machine took from 4 s to over 30 s; once
 * per test worker instead of once per test, and waited for by its own signal, not for a time.
 */

/**
 * The longest the first install may take: the slowest measured was 35 s, on a machine with both
 * cores taken by other work; for the slowest machine of the class, with headroom.
 */
export const PRECACHE_TIMEOUT_MS = onSlowest(45_000);

/**
 * Resolves once a service worker is active, controls the page, and its precache holds every file of
 * the manifest: the worker only activates once its install (the precaching) has succeeded, and
 * the cache itself says that nothing is missing.
 */
export async function waitUntilOfflineReady(
  page: Page,
  expectedFiles = precacheCount(),
  { inTest = true }: { inTest?: boolean } = {},
) {
  // Its own limit, on top of whatever the test has used so far: the saving's pace is the machine's.
  // Not in the worker's fixture, which has a limit of its own (allowFor would change that one).
  if (inTest) allowFor(PRECACHE_TIMEOUT_MS);
  const offlineReady = async () => {
    const controlled = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && !!navigator.serviceWorker.controller;
    });
    return controlled && (await countSavedFiles(page)) >= expectedFiles;
  };
  await expect.poll(offlineReady, { timeout: PRECACHE_TIMEOUT_MS, intervals: [250] }).toBe(true);
}

/**
 * Opens a page as a returning visitor, waits for the app, and checks the worker serves it, having
 * saved `expectedFiles` (this build's list unless a test serves another).
 */
export async function openWithWorker(
  page: Page,
  url: string,
  { timeout, expectedFiles, inTest = true }: { timeout?: number; expectedFiles?: number; inTest?: boolean } = {},
) {
  await asReturningVisitor(page);
  await page.goto(url, { timeout });
  await waitForApp(page, { timeout });
  await waitUntilOfflineReady(page, expectedFiles, { inTest });
}

/**
 * Lends the shared context to one test and takes back what the test left on it: init scripts,
 * bindings, routes and listeners are undone, pages closed, the network restored.
 */
function lend(context: BrowserContext) {
  const undo: (() => Promise<unknown>)[] = [];
  const track =
    <A extends unknown[]>(call: (...args: A) => Promise<{ dispose(): Promise<void> }>) =>
    async (...args: A) => {
      const disposable = await call(...args);
      undo.push(() => disposable.dispose());
      return disposable;
    };
  const listeners: [string, (...args: unknown[]) => void][] = [];
  const lent = new Proxy(context, {
    get(target, property, receiver) {
      switch (property) {
        case 'addInitScript':
          return track(target.addInitScript.bind(target) as typeof target.addInitScript);
        case 'exposeBinding':
          return track(target.exposeBinding.bind(target));
        case 'exposeFunction':
          return track(target.exposeFunction.bind(target));
        case 'on':
          return (event: string, listener: (...args: unknown[]) => void) => {
            listeners.push([event, listener]);
            target.on(event as 'page', listener);
            return receiver;
          };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const release = async () => {
    for (const [event, listener] of listeners) context.off(event as 'page', listener);
    await Promise.all(context.pages().map((page) => page.close()));
    for (const step of undo.reverse()) await step();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await context.clearPermissions();
    await context.clearCookies();
  };
  return { context: lent, release };
}

/** What the site keeps of a visitor, except the worker and its caches: a new visitor each test. */
const VISITOR_STORAGE = 'cookies,indexeddb,local_storage,file_systems,shared_storage,storage_buckets';

/**
 * `test` for specs about a site already cached by its worker: `context` is a persistent profile
 * (installability is only reported outside incognito) whose worker installed once for the whole
 * test worker; each test gets it with the visitor's storage cleared and a fresh page.
 */
export const test = base.extend<object, { siteWithWorker: BrowserContext }>({
  siteWithWorker: [
    async ({ playwright, launchOptions }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const profile = mkdtempSync(join(tmpdir(), 'e2e-worker-'));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        baseURL,
        locale,
        serviceWorkers: 'allow',
      });
      const page = context.pages()[0] ?? (await context.newPage());
      // The install runs under the site's policy: a refused script or fetch shows as a console error.
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await openWithWorker(page, '/', { timeout: PRECACHE_TIMEOUT_MS, inTest: false });
      expect(errors, 'console errors while the service worker installed').toEqual([]);
      await page.close();
      await use(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    // The saving's own limit, and a test's for loading the page and the app before it.
    { scope: 'worker', timeout: PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS },
  ],
  context: async ({ siteWithWorker, baseURL }, use) => {
    const { context, release } = lend(siteWithWorker);
    const page = await siteWithWorker.newPage();
    const cdp = await siteWithWorker.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: VISITOR_STORAGE });
    await cdp.detach();
    await use(context);
    await release();
  },
  // The shared profile keeps the viewport of whichever test launched it; a test's own is set on its page.
  page: async ({ context, viewport }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});

export { expect };
