import type { BrowserContext, Page, Route } from '@playwright/test';
import { test, expect, APP_REFUSED_CONSOLE, asReturningVisitor, useUntilHydrated, waitForApp } from './support/test';
import { allowFor } from './support/limits';
import { DRAFT_STORAGE_KEY } from '../src/contact/form/draft-key';
import { HELD_SEND_STORAGE_KEY } from '../src/contact/form/held-send-note';
import { HELD_RETRY_FIRST_MS } from '../src/components/load-when-online';
import { KEPT_NOTICE } from '../src/contact/form/served-send';
import {
  fillEnquiry,
  recordsFrom,
  settleOutbox,
  stageFailure,
  submitButton,
  uniqueSender,
  type Enquiry,
} from './support/outbox';
import { outboxDir, readRequestLog } from '../scripts/outbox-server/outbox-files.ts';

/*
 * Enquiries where the app is not running: it could not load when Send was pressed (its scripts
 * refused, the network gone after the page came), or nobody has touched the page that should
 * send what the outbox holds. Counted where it matters: the URLs the server was asked for, and
 * the enquiries that arrive at the local outbox server (scripts/outbox-server).
 */

// Chromium logs every refused or aborted request of the page as a console error.
test.use({ allowedConsole: APP_REFUSED_CONSOLE });

const KEPT = 'Su consulta queda guardada en este dispositivo';
const SENT = '¡Mensaje enviado correctamente!';
const QUEUED = 'Consulta guardada en este dispositivo';
const COPIED = 'Texto copiado';
const OFFER = '¿Ya nos la ha enviado por correo?';
const CANCEL = 'No enviarla desde aquí';
const SEND_TOO = 'Enviarla también desde aquí';
const CANCELLED = /no se enviará desde esta página/;
/** The first retries come within 2.5–5 s and 5–10 s (retry-policy.ts); room for a busy machine. */
const ARRIVAL_MS = 30_000;
/** The app's entry: refused, the page keeps its own script (boot) and the chunks it imports. */
const APP_ENTRY = '**/assets/main-*.js';

/** An enquiry whose every field is a value no URL of the site holds otherwise. */
function enquiryFrom(sender: string): Enquiry {
  const token = sender.split('@')[0]!;
  return {
    name: `Ana ${token}`,
    email: sender,
    // Digits of this test's own, so that no other run's URL holds them.
    phone: `+34 6${String(Date.now()).slice(-8)}`,
    company: `Tintes ${token}`,
    message: `Mensaje ${token}: 300 muestrarios.`,
  };
}

/** The field values as a form's GET would put them in a URL, and as typed. */
function urlForms(enquiry: Enquiry): string[] {
  const values = Object.values(enquiry).filter((value): value is string => Boolean(value));
  return values.flatMap((value) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
  ]);
}

/** Every URL asked for, of the server (its log) and of the browser (its requests), holding any of the values. */
async function urlsHolding(asked: string[], values: string[]): Promise<string[]> {
  const served = await readRequestLog(outboxDir());
  return [...served, ...asked].filter((url) => values.some((value) => url.includes(value)));
}

/** Notes every URL the context's pages ask for, navigations included. */
function watchRequests(context: BrowserContext): string[] {
  const asked: string[] = [];
  context.on('request', (request) => asked.push(request.url()));
  return asked;
}

async function arrivals(sender: string, count: number) {
  await expect.poll(async () => (await recordsFrom(sender)).length, { timeout: ARRIVAL_MS }).toBe(count);
}

/** The page's address, unchanged: the contact page, with no query. */
async function expectSameAddress(page: Page) {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/contacto');
  expect(url.search).toBe('');
}

/**
 * Waits until the visitor is told the enquiry is kept, or the form was submitted natively (the
 * address got a query), whichever comes: the address is then checked, whatever the build does.
 */
async function toldOrSentAway(page: Page) {
  await Promise.race([
    expect(page.getByText(KEPT))
      .toBeVisible()
      .catch(() => {}),
    page.waitForURL((url) => url.search !== '').catch(() => {}),
  ]);
}

/** Counts from now every time the kept notice is hidden or shown: its live region may say it again each time. */
async function watchNoticeToggles(page: Page): Promise<() => Promise<number>> {
  await page.evaluate((root) => {
    const notice = document.querySelector(`[${root}]`)!;
    const seen = window as unknown as { noticeToggles: number };
    seen.noticeToggles = 0;
    new MutationObserver((records) => (seen.noticeToggles += records.length)).observe(notice, {
      attributes: true,
      attributeFilter: ['hidden'],
    });
  }, KEPT_NOTICE.root);
  return () => page.evaluate(() => (window as unknown as { noticeToggles: number }).noticeToggles);
}

/** Refuses what `pattern` matches, counting the refusals. */
async function refuseCounting(page: Page, pattern: string) {
  let refused = 0;
  const refuse = (route: Route) => {
    refused++;
    return route.abort();
  };
  await page.route(pattern, refuse);
  return { refused: () => refused, allow: () => page.unroute(pattern, refuse) };
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the app’s scripts refused: Send never changes the address, and the enquiry arrives once they are allowed', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const enquiry = enquiryFrom(sender);
  const asked = watchRequests(context);
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto('/contacto');
  // Every document the tab shows from now on: the page may reload once to bring the app, the
  // Send carried (boot.ts), if its script answers between a try and the check after it; it may
  // never go anywhere else, nor carry a field in its address.
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  await fillEnquiry(page, enquiry);
  await submitButton(page).click();

  await toldOrSentAway(page);
  await expectSameAddress(page);
  expect(await urlsHolding(asked, urlForms(enquiry))).toEqual([]);
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar por correo' })).toHaveAttribute('href', /^mailto:.*body=/);
  await expect(page.getByRole('button', { name: 'Copiar el texto' })).toBeVisible();
  await expectSameAddress(page);
  // Pressed again, still refused: held again, still nothing in the address.
  await submitButton(page).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expectSameAddress(page);
  await expect(page.getByLabel('Mensaje')).toHaveValue(enquiry.message);
  expect(await recordsFrom(sender)).toHaveLength(0);

  // The scripts allowed again, and the connection said to be back: the app comes, and sends.
  await page.unroute(APP_ENTRY);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByText(SENT)).toBeVisible({ timeout: ARRIVAL_MS });
  await arrivals(sender, 1);
  await settleOutbox(page);
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(1);
  expect(records[0]!.template_params).toMatchObject({ from_name: enquiry.name, message: enquiry.message });
  await expectSameAddress(page);
  expect(shown.length).toBeLessThanOrEqual(1);
  for (const address of shown) expect(address).toBe('/contacto');
  expect(await urlsHolding(asked, urlForms(enquiry))).toEqual([]);
});

test('typed after the network dropped, on a page whose app had not loaded: it arrives once when the network returns', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const enquiry = enquiryFrom(sender);
  const asked = watchRequests(context);
  await page.goto('/contacto');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await fillEnquiry(page, enquiry);
  await submitButton(page).click();
  await toldOrSentAway(page);
  await expectSameAddress(page);
  await expect(page.getByText(KEPT)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(SENT)).toBeVisible({ timeout: ARRIVAL_MS });
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
  await expectSameAddress(page);
  expect(await urlsHolding(asked, urlForms(enquiry))).toEqual([]);
});

test('queued before its tab closed: sent from a reopened page nobody touches, without the app', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { status: 503, text: 'Service Unavailable', times: 1 });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await page.goto('/contacto');
  await waitForApp(page);
  await fillEnquiry(page, enquiryFrom(sender));
  await submitButton(page).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await page.close();
  expect(await recordsFrom(sender)).toHaveLength(0);

  // Opened again, and left alone: no pointer, key or focus, so the app is never loaded.
  const reopened = await context.newPage();
  const fetched: string[] = [];
  reopened.on('request', (asked) => fetched.push(asked.url()));
  await reopened.goto('/');
  await arrivals(sender, 1);
  await settleOutbox(reopened);
  expect(await recordsFrom(sender)).toHaveLength(1);
  expect(fetched.filter((url) => /\/assets\/main-[^/]*\.js$/.test(url))).toEqual([]);
  await expect(reopened.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});

test('a page opened with nothing queued loads none of the outbox', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (asked) => fetched.push(asked.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((url) => /\/assets\/page-outbox-[^/]*\.js$/.test(url))).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toEqual([]);
});

/** The contact form's own chunk, fetched once the visitor reaches for the form. */
const FORM_CHUNK = '**/assets/contact-form-*.js';

test('the app came, the form’s chunk did not: Send tells the visitor it is kept, keeps the draft, and goes on the retry timer', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const enquiry = enquiryFrom(sender);
  await page.route(FORM_CHUNK, (route) => route.abort());
  await page.goto('/contacto');
  await useUntilHydrated(page);
  await fillEnquiry(page, enquiry);
  await submitButton(page).click();

  await toldOrSentAway(page);
  await expectSameAddress(page);
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar por correo' })).toHaveAttribute('href', /^mailto:.*body=/);
  // Copying works although React has not drawn the form (it stops presses on parts it has not).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar el texto' }).click();
  await expect(page.getByRole('button', { name: COPIED })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(enquiry.message);
  const draft = await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY);
  expect(JSON.parse(draft ?? '{}')).toMatchObject({ fields: { name: enquiry.name, message: enquiry.message } });
  expect(await recordsFrom(sender)).toHaveLength(0);
  // The text copied, the Send waits for the visitor's word; given, it is held again, and said to be.
  await page.getByRole('button', { name: SEND_TOO }).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByText(OFFER)).toBeHidden();

  // The chunk allowed again, with no `online` to say so: the retry timer brings it, and the Send goes.
  await page.unroute(FORM_CHUNK);
  const retriedMs = HELD_RETRY_FIRST_MS + ARRIVAL_MS;
  allowFor(retriedMs);
  await expect(page.getByText(SENT)).toBeVisible({ timeout: retriedMs });
  await expect(page.getByText(KEPT)).toBeHidden();
  await arrivals(sender, 1);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
  await expectSameAddress(page);
});

test('the form’s chunk refused: a retry keeps the notice shown and the focus on “copy”, and the Send goes once it comes', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const chunk = await refuseCounting(page, FORM_CHUNK);
  await page.goto('/contacto');
  await useUntilHydrated(page);
  await fillEnquiry(page, enquiryFrom(sender));
  await submitButton(page).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  const toggles = await watchNoticeToggles(page);
  const copy = page.getByRole('button', { name: 'Copiar el texto' });
  await copy.focus();
  const before = chunk.refused();
  // The retry timer's next try, refused again.
  allowFor(HELD_RETRY_FIRST_MS + ARRIVAL_MS);
  await expect.poll(chunk.refused, { timeout: HELD_RETRY_FIRST_MS + ARRIVAL_MS }).toBeGreaterThan(before);
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(copy).toBeFocused();
  expect(await toggles()).toBe(0);

  await chunk.allow();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(SENT)).toBeVisible({ timeout: ARRIVAL_MS });
  await expect(page.getByText(KEPT)).toBeHidden();
  await arrivals(sender, 1);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('the app’s code came, its texts did not: a retry keeps the notice shown and the focus on “copy”, and the Send goes once they come', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const texts = await refuseCounting(page, '**/locales/*/es/*.json');
  await page.goto('/contacto');
  await fillEnquiry(page, enquiryFrom(sender));
  await submitButton(page).click();
  await toldOrSentAway(page);
  await expectSameAddress(page);
  await expect(page.getByText(KEPT)).toBeVisible();
  const toggles = await watchNoticeToggles(page);
  const copy = page.getByRole('button', { name: 'Copiar el texto' });
  await copy.focus();
  const before = texts.refused();
  // The connection said to be back: the app is tried again, its code comes, its texts are refused.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(texts.refused, { timeout: ARRIVAL_MS }).toBeGreaterThan(before);
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(copy).toBeFocused();
  expect(await toggles()).toBe(0);
  expect(await recordsFrom(sender)).toHaveLength(0);

  await texts.allow();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByText(SENT)).toBeVisible({ timeout: ARRIVAL_MS });
  await arrivals(sender, 1);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
  await expectSameAddress(page);
});

/** The session storage the kept copy of a held Send lives in: the tab's draft. */
function keptDraft(page: Page) {
  return page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY);
}

test('the app’s scripts refused, the text sent by e-mail: the notice offers not to send it from here, and at the visitor’s word the app sends nothing once it comes', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const enquiry = enquiryFrom(sender);
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto('/contacto');
  await fillEnquiry(page, enquiry);
  await submitButton(page).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  // Nothing is offered before the e-mail link or the copy was used: never cancelled unasked.
  await expect(page.getByText(OFFER)).toBeHidden();
  await expect(page.getByRole('button', { name: CANCEL })).toBeHidden();
  expect(await keptDraft(page)).not.toBeNull();

  await page.getByRole('link', { name: 'Enviar por correo' }).click();
  await expect(page.getByText(OFFER)).toBeVisible();
  await page.getByRole('button', { name: CANCEL }).click();
  const cancelled = page.getByText(CANCELLED);
  await expect(cancelled).toBeVisible();
  await expect(cancelled).toBeFocused();
  // Said in the form's live region.
  await expect(page.getByRole('status').filter({ has: cancelled })).toHaveCount(1);
  await expect(page.getByText(KEPT)).toBeHidden();
  expect(await keptDraft(page)).toBeNull();
  await expect(page.getByLabel('Mensaje')).toHaveValue(enquiry.message);

  // The app's scripts allowed again and the connection back: the app comes, and sends nothing.
  await page.unroute(APP_ENTRY);
  await context.setOffline(true);
  await context.setOffline(false);
  await waitForApp(page, { timeout: ARRIVAL_MS });
  await settleOutbox(page);
  await expect(page.getByText(SENT)).toBeHidden();
  expect(await recordsFrom(sender)).toHaveLength(0);
  await expectSameAddress(page);
});

test('the app’s scripts refused, the text sent by e-mail: once the app comes nothing goes until “send it from here too”, then it arrives once', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const enquiry = enquiryFrom(sender);
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto('/contacto');
  await fillEnquiry(page, enquiry);
  await submitButton(page).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await page.getByRole('link', { name: 'Enviar por correo' }).click();
  await expect(page.getByText(OFFER)).toBeVisible();

  // The app allowed and the connection back: it comes, and sends nothing, the choice still offered.
  await page.unroute(APP_ENTRY);
  await context.setOffline(true);
  await context.setOffline(false);
  await waitForApp(page, { timeout: ARRIVAL_MS });
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(0);
  await expect(page.getByText(OFFER)).toBeVisible();
  await expect(page.getByRole('button', { name: CANCEL })).toBeVisible();

  await page.getByRole('button', { name: SEND_TOO }).click();
  await arrivals(sender, 1);
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByText(OFFER)).toBeHidden();
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
  await expectSameAddress(page);
});

test('the app’s scripts refused, the text sent by e-mail: once the app comes, the form’s own Send is the visitor’s word, and the waiting notice goes', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const enquiry = enquiryFrom(sender);
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto('/contacto');
  await fillEnquiry(page, enquiry);
  await submitButton(page).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await page.getByRole('link', { name: 'Enviar por correo' }).click();
  await expect(page.getByText(OFFER)).toBeVisible();

  await page.unroute(APP_ENTRY);
  await context.setOffline(true);
  await context.setOffline(false);
  await waitForApp(page, { timeout: ARRIVAL_MS });
  await expect(page.getByText(OFFER)).toBeVisible();

  await submitButton(page).click();
  await arrivals(sender, 1);
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByText(OFFER)).toBeHidden();
  await expect(page.getByText(KEPT)).toBeHidden();
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('the app’s scripts refused, a long enquiry: the kept notice says its e-mail link cut the text', async ({
  page,
}, testInfo) => {
  const shortened = 'El mensaje es demasiado largo para un enlace de correo';
  const enquiry = enquiryFrom(uniqueSender(testInfo));
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto('/contacto');
  await fillEnquiry(page, { ...enquiry, message: 'Cascadas de lino teñido. '.repeat(120) });
  await submitButton(page).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByText(shortened)).toBeVisible();

  // Made short again, the next Send's link holds it whole, and the note goes.
  await page.getByLabel('Mensaje').fill('Cascadas.');
  await submitButton(page).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByText(shortened)).toBeHidden();
});

test('the form’s chunk refused, the text copied: the notice offers not to send it from here, and at the visitor’s word the form sends nothing once its code comes', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const enquiry = enquiryFrom(sender);
  const chunk = await refuseCounting(page, FORM_CHUNK);
  await page.goto('/contacto');
  await useUntilHydrated(page);
  await fillEnquiry(page, enquiry);
  await submitButton(page).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByText(OFFER)).toBeHidden();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar el texto' }).click();
  await expect(page.getByRole('button', { name: COPIED })).toBeVisible();
  await expect(page.getByText(OFFER)).toBeVisible();
  await page.getByRole('button', { name: CANCEL }).click();
  await expect(page.getByText(CANCELLED)).toBeFocused();
  expect(await keptDraft(page)).toBeNull();

  // The chunk allowed, the connection said to be back: the form's code comes, and sends nothing.
  await chunk.allow();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitForApp(page, { timeout: ARRIVAL_MS });
  await settleOutbox(page);
  await expect(page.getByText(SENT)).toBeHidden();
  await expect(page.getByLabel('Mensaje')).toHaveValue(enquiry.message);
  expect(await recordsFrom(sender)).toHaveLength(0);
});

test('the page reloaded for a held Send, its form’s chunk refused: the notice says it is kept, with what was typed, and the Send goes once the chunk comes', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const enquiry = enquiryFrom(sender);
  const chunk = await refuseCounting(page, FORM_CHUNK);
  await page.goto('/contacto');
  // As the page before the reload leaves it (boot.ts, carryHeldSend): what was typed as the tab's
  // draft, and the note that this page's reload makes the Send.
  await page.evaluate(
    ([draftKey, draft, noteKey]) => {
      sessionStorage.setItem(draftKey, draft);
      sessionStorage.setItem(noteKey, JSON.stringify({ path: '/contacto', field: null }));
    },
    [
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        fields: { name: enquiry.name, email: enquiry.email, phone: enquiry.phone, message: enquiry.message },
      }),
      HELD_SEND_STORAGE_KEY,
    ] as const,
  );
  await page.reload();
  await expect(page.getByText(KEPT)).toBeVisible({ timeout: ARRIVAL_MS });
  expect(chunk.refused()).toBeGreaterThan(0);
  await expect(page.getByLabel('Mensaje')).toHaveValue(enquiry.message);
  const mail = page.getByRole('link', { name: 'Enviar por correo' });
  expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain(enquiry.message);
  expect(await recordsFrom(sender)).toHaveLength(0);

  await chunk.allow();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(SENT)).toBeVisible({ timeout: ARRIVAL_MS });
  await expect(page.getByText(KEPT)).toBeHidden();
  await arrivals(sender, 1);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
  await expectSameAddress(page);
});
