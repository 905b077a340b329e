import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { test as withWorker, openWithWorker } from './support/service-worker';
import { allPages, pagePath, screenPath, text, LANGUAGES } from './support/site';
import { cardField, nextVisitor, visitorCard } from './support/booth';
import { fillEnquiry, outboxIndicator, submitButton, uniqueSender } from './support/outbox';
import { permissionsPolicy } from '../src/app/security-policy';
import { htmlFileFor } from '../src/routing/html-file';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';

/*
 * Issue 55: the camera is the booth page's alone. Its four addresses (and their files) answer
 * with camera=(self), every other page with camera=(); and since the policy is the document's,
 * the booth page is always its own document: entered from the dock, left by a link, switched to
 * another language, and served by the worker offline with the headers it was saved with.
 */

const BOOTH_PATHS = LANGUAGES.map((lang) => screenPath('booth', lang));
const ALLOWED = permissionsPolicy(['camera']);
const DENIED = permissionsPolicy();

/** Whether this document's Permissions-Policy lets it use the camera (Chromium's API, old and new name). */
function cameraAllowed(page: Page): Promise<boolean | null> {
  return page.evaluate(() => {
    const policy =
      (document as Document & { permissionsPolicy?: FeaturePolicy; featurePolicy?: FeaturePolicy }).permissionsPolicy ??
      (document as Document & { featurePolicy?: FeaturePolicy }).featurePolicy;
    return policy ? policy.allowsFeature('camera') : null;
  });
}
interface FeaturePolicy {
  allowsFeature(feature: string): boolean;
}

/** Marks the document, so that a later look says whether the page is still the same document. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as { marked?: true }).marked = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { marked?: true }).marked === true);

test('the preview server allows the camera on the booth page’s addresses and files only, in one policy', async ({
  request,
}) => {
  const others = allPages()
    .map(pagePath)
    .filter((path) => !BOOTH_PATHS.includes(path));
  expect(others.length).toBeGreaterThan(50);
  const expected: [string, string][] = [
    ...BOOTH_PATHS.flatMap((path): [string, string][] => [
      [path, ALLOWED],
      [`/${htmlFileFor(path)}`, ALLOWED],
    ]),
    ...others.flatMap((path): [string, string][] => [
      [path, DENIED],
      [`/${htmlFileFor(path)}`, DENIED],
    ]),
    ['/feria/nada', DENIED],
    ['/en/no-such-page', DENIED],
  ];
  for (const [path, policy] of expected) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expect(response.headers()['permissions-policy'], path).toBe(policy);
  }
});

test('switching the language on the booth page loads the booth page in that language, card kept, camera allowed', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto(screenPath('booth', 'es'));
  await waitForApp(page);
  expect(await cameraAllowed(page)).toBe(true);
  await nextVisitor(page).click();
  await cardField(visitorCard(page), 'name').fill('Ona Puig');
  await markDocument(page);

  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/booth');
  await waitForApp(page);
  expect(await sameDocument(page)).toBe(false);
  expect(await cameraAllowed(page)).toBe(true);
  const card = page.getByRole('form', { name: text('en', 'card.title', 'booth') });
  await expect(card.getByLabel(text('en', 'enquiry.fields.name'))).toHaveValue('Ona Puig');
  // The loaded page remembered the choice (its ?lng=, main.tsx), over the one it was loaded with.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('en');
});

test('the language menu on the booth page loads the page in English though the detector’s code never comes', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto(screenPath('booth', 'es'));
  await waitForApp(page);
  await nextVisitor(page).click();
  await cardField(visitorCard(page), 'name').fill('Ona Puig');
  // Not cached yet and the network stalled: a request for it that is never answered.
  let asked = false;
  await page.route('**/assets/detector-*.js', () => void (asked = true));

  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/booth');
  await waitForApp(page);
  expect(asked).toBe(true);
  const card = page.getByRole('form', { name: text('en', 'card.title', 'booth') });
  await expect(card.getByLabel(text('en', 'enquiry.fields.name'))).toHaveValue('Ona Puig');
});

// Chromium logs every request refused offline as a console error.
withWorker.describe('served by the worker', () => {
  withWorker.use({ allowedConsole: /Failed to load resource/ });

  withWorker(
    'offline, the dock’s way to booth mode loads the booth page from the device with the camera allowed; leaving it, off again',
    async ({ page, context }, testInfo) => {
      await openWithWorker(page, '/contacto');
      expect(await cameraAllowed(page)).toBe(false);
      await context.setOffline(true);
      await fillEnquiry(page, { name: 'Carla Roig', email: uniqueSender(testInfo), message: 'Cascadas.' });
      await submitButton(page).click();
      await outboxIndicator(page).click();
      await markDocument(page);
      await page
        .getByRole('dialog')
        .getByRole('link', { name: text('es', 'outbox.boothMode') })
        .click();
      await expect(page).toHaveURL('/feria');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'title', 'booth'));
      expect(await sameDocument(page)).toBe(false);
      expect(await cameraAllowed(page)).toBe(true);
      // The copy the worker saved, and answered with, carries the page's own policy.
      const saved = await page.evaluate(
        async (file) => {
          const response = await caches.match(file, { ignoreSearch: true });
          return response?.headers.get('permissions-policy') ?? null;
        },
        `/${htmlFileFor('/feria')}`,
      );
      expect(saved).toBe(ALLOWED);

      await markDocument(page);
      await page
        .getByRole('navigation', { name: text('es', 'a11y.mainNav') })
        .getByRole('link', { name: text('es', 'nav.home'), exact: true })
        .click();
      await expect(page).toHaveURL('/');
      await waitForApp(page);
      expect(await sameDocument(page)).toBe(false);
      expect(await cameraAllowed(page)).toBe(false);
    },
  );
});
