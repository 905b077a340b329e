import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { allPages, pagePath, text, type Lang } from './support/site';
import { test as workerTest, waitUntilOfflineReady } from './support/service-worker';
import { decodeQr as decodeCode } from './support/qr';
import { COMPANY } from '../src/content/company';
import type { PageRef } from '../src/routing/paths';

/*
 * "Share this page": the QR code is read back from the pixels on screen with an independent
 * decoder (jsQR), so what a visitor's phone would open is what is checked.
 */

/** The page's address on the company's site, written out here rather than taken from the app. */
const publicUrl = (path: string) => `${COMPANY.siteUrl}${path}`;

function shareButton(page: Page, lang: Lang) {
  return page.getByRole('banner').getByRole('button', { name: text(lang, 'share.title') });
}

function shareDialog(page: Page, lang: Lang) {
  return page.getByRole('dialog', { name: text(lang, 'share.title') });
}

/** The dialog's QR code, read back as a phone would. */
const decodeQr = (page: Page) => decodeCode(page.getByRole('dialog').getByRole('img'));

async function open(page: Page, path: string, lang: Lang) {
  await asReturningVisitor(page, { language: lang });
  await page.goto(path);
  await waitForApp(page);
}

const SHARED: PageRef[] = [
  { lang: 'es', screen: 'home' },
  { lang: 'en', screen: 'design' },
  { lang: 'fr', screen: 'samples' },
  { lang: 'ca', screen: 'contact' },
  { lang: 'fr', screen: 'history' },
  { lang: 'en', screen: 'serviceDetail', serviceId: 'lomeras' },
];

for (const shared of SHARED) {
  const path = pagePath(shared);
  test(`on ${path} the QR code reads as the page's public address; Escape closes it and focus returns`, async ({
    page,
  }) => {
    const { lang } = shared;
    await open(page, path, lang);
    const button = shareButton(page, lang);
    await button.click();
    const dialog = shareDialog(page, lang);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText(text(lang, 'share.scanHint'));
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await expect(dialog.getByText(publicUrl(path), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAccessibleName(
      text(lang, 'share.qrLabel').replace('{{url}}', publicUrl(path)),
    );
    expect(await decodeQr(page)).toBe(publicUrl(path));

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(path);
  });
}

test('every page and the not-found page have the share control in their prerendered header', async ({ request }) => {
  for (const target of allPages()) {
    const html = await (await request.get(pagePath(target))).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header, pagePath(target)).toContain('aria-haspopup="dialog"');
    expect(header, pagePath(target)).toContain(text(target.lang, 'share.title'));
  }
  const notFound = await (await request.get('/en/no-such-page')).text();
  expect(notFound).toContain(text('en', 'share.title'));
});

test('the dialog keeps focus inside, closes from its button or a click outside, and the code is large', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/ca/serveis/mostraris', 'ca');
  const button = shareButton(page, 'ca');
  const dialog = shareDialog(page, 'ca');

  await button.click();
  await expect(dialog).toBeVisible();
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), key).toBe(true);
  }
  // Readable at arm's length: most of a phone's width, and every module several pixels wide.
  const qr = dialog.getByRole('img');
  const box = (await qr.boundingBox())!;
  const modules = Number((await qr.getAttribute('viewBox'))!.split(' ')[2]);
  expect(box.width).toBeGreaterThanOrEqual(300);
  expect(box.width / modules).toBeGreaterThanOrEqual(7);
  expect(await decodeQr(page)).toBe(publicUrl('/ca/serveis/mostraris'));

  await dialog.getByRole('button', { name: text('ca', 'share.close') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 830);
  await expect(dialog).toHaveCount(0);
});

test('the link can be copied, and the device share sheet is offered only where it exists', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
  await open(page, '/en/location', 'en');
  await shareButton(page, 'en').click();
  const dialog = shareDialog(page, 'en');
  await expect(dialog.getByRole('button', { name: text('en', 'share.native') })).toHaveCount(0);
  await dialog.getByRole('button', { name: text('en', 'share.copy') }).click();
  await expect(dialog.getByRole('status')).toHaveText(text('en', 'share.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl('/en/location'));

  // A device with a share sheet: the page's title and public address go to it.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.reload();
  await waitForApp(page);
  await shareButton(page, 'en').click();
  await dialog.getByRole('button', { name: text('en', 'share.native') }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({ title: await page.title(), url: publicUrl('/en/location') });
});

workerTest(
  'the QR dialog works with the network off, from what the service worker keeps',
  async ({ page, context }) => {
    await open(page, '/', 'es');
    // What the test stands on, said as such if it fails: the worker controls the page and keeps the
    // whole site. A CI run on a slower machine failed this test once (no message kept);
    // none of 60 runs here, nor 172 of every worker spec together, did.
    await waitUntilOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/fr/services/reliure');
    await waitForApp(page);
    await expect(page.getByText(text('fr', 'pwa.offline'))).toBeVisible();
    // The dialog's code was not fetched while online: nothing had asked for it yet.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /share-dialog/.test(e.name))),
    ).toBe(false);

    await shareButton(page, 'fr').click();
    await expect(shareDialog(page, 'fr')).toBeVisible();
    expect(await decodeQr(page)).toBe(publicUrl('/fr/services/reliure'));
    await page.keyboard.press('Escape');
    await expect(shareButton(page, 'fr')).toBeFocused();
  },
);
