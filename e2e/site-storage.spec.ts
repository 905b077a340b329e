import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, openWithWorker } from './support/service-worker';
import { fillEnquiry, outboxIndicator, recordsFrom, settleOutbox, submitButton, uniqueSender } from './support/outbox';
import { SITE_STORAGE } from '../src/pages/legal/legal-documents';
import { RELOAD_STORAGE_KEY } from '../src/pwa/reload-once';
import { HELD_SEND_STORAGE_KEY } from '../src/contact/form/held-send-note';
import { TYPED_CARD_STORAGE_KEY } from '../src/booth/card/typed-copy';

/*
 * The cookie and privacy policies list what the site keeps in the browser (SITE_STORAGE). The
 * unit tests hold that list to the names the site's own code declares; this holds it to what a
 * real browser ends up with after the site has been used: the worker installed, a picture kept
 * at first use, an enquiry kept offline and then sent, a form half filled. Names chosen by the
 * libraries the site runs on (Workbox's) show here and nowhere in the site's own code.
 */

// Chromium logs every request refused while offline as a console error.
test.use({ allowedConsole: /Failed to load resource/ });

/** Everything the site keeps in this browser, by where it keeps it. */
function keptInBrowser(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name ?? '').sort(),
    caches: (await caches.keys()).sort(),
    localStorage: Object.keys(localStorage).sort(),
    sessionStorage: Object.keys(sessionStorage).sort(),
    cookies: document.cookie,
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
}

test('everything the site keeps in the browser is listed by the policies, and nothing they list is missing', async ({
  context,
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openWithWorker(page, '/');
  // A picture's WebP copy, as a browser without AVIF asks for it: the worker keeps it at first
  // use, under a bound that Workbox keeps in a database of its own.
  const webp = readdirSync(new URL('../dist/assets', import.meta.url)).find((file) => file.endsWith('.webp'));
  expect(webp, 'a WebP picture in the build').toBeDefined();
  expect(await page.evaluate(async (url) => (await fetch(url)).ok, `/assets/${webp}`)).toBe(true);

  // The selection page, which reads the visitor's selection on the device: its database.
  await page.goto('/seleccion');
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)))
    .toContain('selection');
  // Booth mode, where a rep's leads are kept: its database.
  await page.goto('/feria');
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)))
    .toContain('booth');

  // An enquiry kept offline, then sent when the network is back: the outbox and its receipts.
  await page.goto('/contacto');
  await context.setOffline(true);
  await fillEnquiry(page, { name: 'Marta Soler', email: sender, message: 'Queremos 30 muestrarios.' });
  await submitButton(page).click();
  await expect(outboxIndicator(page)).toHaveText('1 consulta pendiente de envío');
  await context.setOffline(false);
  await expect(page.getByText('Se ha enviado su consulta pendiente.')).toBeVisible();
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
  // A new enquiry begun: its draft, for the tab's session.
  await page.getByLabel('Mensaje').fill('Y unas cartas de colores.');

  // Every name the policies give, but the notes of a reload once: after a deploy, or carrying a
  // held Send (only a chunk missing after a new version, or the app's load failing for good with
  // a Send held, writes them; reload-once.test.ts and held-send-note.test.ts cover them); and the
  // booth's copy of the card being typed, which lasts only until the card's write lands
  // (booth-card.spec.ts reads it).
  const fleeting = new Set([RELOAD_STORAGE_KEY, HELD_SEND_STORAGE_KEY, TYPED_CARD_STORAGE_KEY]);
  const expected = SITE_STORAGE.flatMap((item) => (item.code && !fleeting.has(item.code) ? [item.code] : []));
  const seen = async () => {
    const kept = await keptInBrowser(page);
    return [...kept.databases, ...kept.localStorage, ...kept.sessionStorage];
  };
  await expect.poll(seen).toEqual(expect.arrayContaining(expected));

  const kept = await keptInBrowser(page);
  const codes = new Set(SITE_STORAGE.flatMap((item) => (item.code ? [item.code] : [])));
  for (const name of [...kept.databases, ...kept.localStorage, ...kept.sessionStorage])
    expect(codes.has(name), `${name} is kept in the browser but not listed in SITE_STORAGE`).toBe(true);
  const cacheNames = SITE_STORAGE.flatMap((item) => item.caches ?? []);
  expect(kept.caches.length).toBeGreaterThanOrEqual(2);
  for (const cache of kept.caches)
    expect(
      cacheNames.some((name) => cache.startsWith(name)),
      `cache ${cache} is kept in the browser but not listed in SITE_STORAGE`,
    ).toBe(true);
  expect(kept.workers).toBe(1);
  expect(SITE_STORAGE.map((item) => item.id)).toContain('serviceWorker');
  // No cookies at all, as the cookie policy says.
  expect(kept.cookies).toBe('');
  expect(await context.cookies()).toEqual([]);
});
