import type { BrowserContext, Page, Route } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { seedRecords } from './support/booth';
import {
  clearFailure,
  fillEnquiry,
  outboxEntry,
  outboxIndicator,
  queuedKeys,
  recordsFrom,
  settleOutbox,
  stageFailure,
  submitButton,
  uniqueSender,
} from './support/outbox';
import { SEND_TIMEOUT_MS } from '../src/contact/send';
import { RETRY_CAP_MS, SEND_TIMEOUTS_MS } from '../src/contact/offline/retry-policy';
import { LOCK_NAME } from '../src/contact/offline/outbox-lock';
import { allowFor } from './support/limits';
import { ENQUIRY_PREFIX, OUTBOX_CHANNEL, OUTBOX_DB, OUTBOX_STORE } from '../src/contact/offline/outbox-names';

/*
 * The outbox under the faults a visitor and a flaky network cause, counted where it matters:
 * the enquiries that arrive at the local outbox server. Each case stages its failure for its
 * own sender (scripts/outbox-server), so nothing here is simulated in the page.
 */

// Chromium logs every refused, dropped or aborted request of the page as a console error.
test.use({ allowedConsole: /Failed to load resource/ });

const QUEUED = 'Consulta guardada en este dispositivo';
const SENT = '¡Mensaje enviado correctamente!';
/** The first two retries come within 2.5–5 s and 5–10 s (retry-policy.ts); room for a busy machine. */
const RETRIES_MS = 30_000;

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await asReturningVisitor(page);
  await page.goto(path);
  await waitForApp(page);
  return page;
}

async function submitEnquiry(page: Page, sender: string) {
  await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Necessitem 200 carpetes de mostres.' });
  await submitButton(page).click();
}

async function expectArrivals(sender: string, count: number, timeout = RETRIES_MS) {
  await expect.poll(async () => (await recordsFrom(sender)).length, { timeout }).toBe(count);
}

test('a 503, then the tab closed, then the site reopened: the enquiry arrives once', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { status: 503, text: 'Service Unavailable', times: 1 });
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, sender);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await page.close();
  expect(await recordsFrom(sender)).toHaveLength(0);

  const reopened = await openPage(context, '/');
  await expectArrivals(sender, 1);
  await settleOutbox(reopened);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('429 twice, with Retry-After: the enquiry waits and arrives once', async ({ context, request }, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { status: 429, text: 'Too Many Requests', retryAfter: 3, times: 2 });
  const page = await openPage(context, '/contacto');
  const submittedAt = Date.now();
  await submitEnquiry(page, sender);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expectArrivals(sender, 1);
  // Two waits of at least Retry-After (3 s) each came before it.
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(6_000);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('no answer at all: the form settles within 5 s, before the timeout, and the enquiry arrives once', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { hang: true, times: 1 });
  const page = await openPage(context, '/contacto');
  const submittedAt = Date.now();
  await submitEnquiry(page, sender);
  await expect(submitButton(page)).toHaveText('Enviando…');
  // Saved, and said so, while the send still waits for its answer (it goes on in the outbox).
  await expect(page.getByText(QUEUED)).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - submittedAt).toBeLessThan(SEND_TIMEOUT_MS);
  await expectArrivals(sender, 1);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('a double click and Enter on Send while it sends: the enquiry arrives once', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { delayMs: 1_000 });
  const page = await openPage(context, '/contacto');
  await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Doble clic.' });
  await submitButton(page).dblclick();
  await page.getByLabel('Mensaje').press('Control+Enter');
  await page.getByLabel('Nombre completo').press('Enter');
  await expect(page.getByText(SENT)).toBeVisible();
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('the provider accepted but the answer was lost: every copy carries the same submission id', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { dropAnswer: true, times: 1 });
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, sender);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expectArrivals(sender, 2);
  await settleOutbox(page);
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(2);
  expect(new Set(records.map((record) => record.template_params.submission_id)).size).toBe(1);
});

test('the tab closed while its send hung unanswered, then the site reopened: the enquiry arrives once', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { hang: true, times: 1 });
  const page = await openPage(context, '/contacto');
  const sending = page.waitForRequest((req) => req.url().endsWith('/api/v1.0/email/send'));
  await submitEnquiry(page, sender);
  await sending;
  await page.close();

  const reopened = await openPage(context, '/');
  await expectArrivals(sender, 1, RETRY_CAP_MS);
  await settleOutbox(reopened);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('the outbox database deleted while the page is open: no ghosts, and the next enquiry is really saved', async ({
  context,
  request,
}, testInfo) => {
  const first = uniqueSender(testInfo);
  const second = `again-${first}`;
  await stageFailure(request, first, { status: 503, text: 'Service Unavailable' });
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, first);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(outboxIndicator(page)).toHaveText('1 consulta pendiente de envío');

  // Site data cleared from another tab of the site (one where the app does not run).
  const other = await context.newPage();
  await other.goto('/robots.txt');
  const deletion = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.deleteDatabase('outbox');
        request.onsuccess = () => resolve('deleted');
        request.onblocked = () => resolve('blocked by an open page');
        request.onerror = () => resolve(`failed: ${request.error}`);
      }),
  );
  expect(deletion).toBe('deleted');
  await expect(outboxIndicator(page)).toHaveCount(0);

  await stageFailure(request, second, { status: 503, text: 'Service Unavailable', times: 1 });
  await page.getByRole('button', { name: 'Nueva consulta' }).click();
  await submitEnquiry(page, second);
  await expect(page.getByText(QUEUED)).toBeVisible();
  // Read by another page through its own connection: it is on disk, not in a vanished database.
  await expect.poll(() => queuedKeys(other)).toHaveLength(1);
  await expectArrivals(second, 1);
  await settleOutbox(page);
  expect(await recordsFrom(second)).toHaveLength(1);
  expect(await recordsFrom(first)).toHaveLength(0);
  await clearFailure(request, first);
});

test('one enquiry answered 503 every time does not hold back the next visitor’s, even after a blip', async ({
  context,
  request,
}, testInfo) => {
  const failing = uniqueSender(testInfo);
  const next = `next-${failing}`;
  await stageFailure(request, failing, { status: 503, text: 'Service Unavailable' });
  // The next visitor's first send meets a failure too (a blip): then both wait on the schedule.
  await stageFailure(request, next, { status: 503, text: 'Service Unavailable', times: 1 });
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, failing);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await page.getByRole('button', { name: 'Nueva consulta' }).click();
  await submitEnquiry(page, next);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expectArrivals(next, 1);
  // Out of the queue, so never sent again; the failing one still waits, and never arrived.
  await expect.poll(() => queuedKeys(page)).toHaveLength(1);
  expect(await recordsFrom(failing)).toHaveLength(0);
  expect(await recordsFrom(next)).toHaveLength(1);
  await clearFailure(request, failing);
});

test('a provider that answers after the timeout every time gets at most 2 copies, with one submission id', async ({
  context,
  request,
}, testInfo) => {
  // Later than the longest timeout: every attempt times out, and every one leaves a copy.
  const lateMs = Math.max(...SEND_TIMEOUTS_MS) + 2_000;
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { delayMs: lateMs });
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, sender);
  await expect(page.getByText(QUEUED)).toBeVisible();
  // Both attempts, the wait between them (5 s at most) and the last copy's late arrival.
  const bothCopiesMs = SEND_TIMEOUTS_MS[0]! + 5_000 + lateMs + RETRIES_MS;
  allowFor(bothCopiesMs);
  await expectArrivals(sender, 2, bothCopiesMs);
  // Held for the rep now, saying it may have arrived: nothing sends it again by itself.
  await outboxIndicator(page).click();
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Núria Vidal' });
  await expect(item).toHaveAttribute('data-state', 'rejected');
  await expect(item).toContainText('no ha confirmado que la haya recibido');
  await settleOutbox(page);
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(2);
  expect(new Set(records.map((record) => record.template_params.submission_id)).size).toBe(1);
  await clearFailure(request, sender);
});

test('with the send lock held by another page, the form settles within 5 s and the enquiry goes once it is free', async ({
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const holder = await context.newPage();
  await holder.goto('/robots.txt');
  await holder.evaluate(
    (name) =>
      new Promise<void>((held) => {
        void navigator.locks.request(
          name,
          () =>
            new Promise<void>((release) => {
              (window as unknown as { releaseOutbox: () => void }).releaseOutbox = release;
              held();
            }),
        );
      }),
    LOCK_NAME,
  );
  const page = await openPage(context, '/contacto');
  await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Necessitem 200 carpetes de mostres.' });
  // Timed in the page, from the click's own time to the DOM that says so: the test's side would
  // add its round trips and its polling (up to a second between looks) to the form's 5 s.
  await page.evaluate((queued) => {
    const timed = window as unknown as { settledInMs: Promise<number> };
    timed.settledInMs = new Promise<number>((resolve) => {
      let clickedAt: number | null = null;
      document.addEventListener('click', (event) => (clickedAt ??= event.timeStamp), { capture: true });
      const observer = new MutationObserver(() => {
        if (clickedAt === null || !document.body.textContent?.includes(queued)) return;
        observer.disconnect();
        resolve(performance.now() - clickedAt);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, QUEUED);
  await submitButton(page).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  const settledInMs = await page.evaluate(() => (window as unknown as { settledInMs: Promise<number> }).settledInMs);
  expect(settledInMs, 'from the click to the form saying the enquiry is saved').toBeLessThanOrEqual(5_000);
  expect(await recordsFrom(sender)).toHaveLength(0);
  await holder.evaluate(() => (window as unknown as { releaseOutbox: () => void }).releaseOutbox());
  await expectArrivals(sender, 1);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

/** Counts the send requests of `sender` made by the pages (and, where reported, the worker). */
function countSends(context: BrowserContext, sender: string): () => number {
  let sends = 0;
  context.on('request', (req) => {
    if (req.url().endsWith('/api/v1.0/email/send') && (req.postData() ?? '').includes(sender)) sends++;
  });
  return () => sends;
}

async function expectHeldUnanswered(page: Page) {
  await outboxIndicator(page).click();
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Núria Vidal' });
  await expect(item).toHaveAttribute('data-state', 'rejected');
  await expect(item).toContainText('no ha confirmado que la haya recibido');
}

test('a provider that stores the enquiry and loses every answer gets at most 2 copies, then it waits for the visitor', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { dropAnswer: true });
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, sender);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expectArrivals(sender, 2);
  await expectHeldUnanswered(page);
  await settleOutbox(page);
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(2);
  expect(new Set(records.map((record) => record.template_params.submission_id)).size).toBe(1);
  await clearFailure(request, sender);
});

test('a Wi-Fi connected without internet (the device says online): not counted, tried past the bound of 2 (below the cap of uncounted tries), and it goes by itself once the network is back', async ({
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  // The network is down past the access point: the send and the probe of the provider after it
  // (a HEAD to its send address, here on the site's own origin) both fail at once, while
  // navigator.onLine stays true.
  let probes = 0;
  const cutSend = (route: Route) => {
    if (route.request().method() === 'HEAD') probes++;
    return route.abort('internetdisconnected');
  };
  await context.route('**/api/v1.0/email/send', cutSend);
  const sends = countSends(context, sender);
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, sender);
  await expect(page.getByText(QUEUED)).toBeVisible();
  // The third try is past the bound of two copies: only uncounted failures get there. The first
  // three retries come within 5, 10 and 20 s (retry-policy.ts).
  allowFor(2 * RETRIES_MS);
  await expect.poll(sends, { timeout: RETRIES_MS }).toBeGreaterThanOrEqual(3);
  expect(probes).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await outboxIndicator(page).click();
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Núria Vidal' });
  await expect(item).toHaveAttribute('data-state', /^(waiting|sending)$/);
  // The network is back; nobody touches anything: the next retry sends it, once.
  await context.unroute('**/api/v1.0/email/send', cutSend);
  await expectArrivals(sender, 1, RETRIES_MS);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('a provider answering 500, then 524, every time is asked at most twice, then it waits for the visitor', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { status: 500, text: 'Internal Server Error', times: 1 });
  const sends = countSends(context, sender);
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, sender);
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect.poll(sends, { timeout: RETRIES_MS }).toBe(1);
  await stageFailure(request, sender, { status: 524, text: 'A timeout occurred' });
  await expect.poll(sends, { timeout: RETRIES_MS }).toBe(2);
  await expectHeldUnanswered(page);
  await settleOutbox(page);
  expect(sends()).toBe(2);
  await clearFailure(request, sender);
});

test('reloaded mid-send, over and over: the provider is asked at most twice, then the enquiry waits for the visitor', async ({
  context,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  // Never answered: each send is still out when the page reloads.
  await stageFailure(request, sender, { hang: true });
  const sends = countSends(context, sender);
  const page = await openPage(context, '/contacto');
  await submitEnquiry(page, sender);
  await expect.poll(sends).toBe(1);
  await page.reload();
  await waitForApp(page);
  // The reopened page sends what waits by itself; the cut-off send was counted before it went out.
  await expect.poll(sends, { timeout: RETRIES_MS }).toBe(2);
  await page.reload();
  await waitForApp(page);
  await expectHeldUnanswered(page);
  await settleOutbox(page);
  expect(sends()).toBe(2);
  await clearFailure(request, sender);
});

test.describe('with no service worker, so the page fetches its code from the network', () => {
  test.use({ serviceWorkers: 'block' });

  /**
   * How the dock's code (which brings the outbox's) fails as the network comes back: the requests
   * `held` (their first try each) are refused only once the network is back, as a loaded device
   * learns of a request refused offline.
   */
  const CASES = [
    // Its first failure is heard online: the `online` that would try it again has gone by.
    { name: 'asked for offline, every request held', held: '**/assets/*', askedOnline: false },
    // Its style sheets fail at once offline: the `online` starts a try that joins the held script.
    { name: 'asked for offline, its script held', held: '**/assets/outbox-dock-*.js', askedOnline: false },
    // The network drops and comes back while the script is on its way.
    { name: 'asked for online, the network dropping meanwhile', held: '**/assets/outbox-dock-*.js', askedOnline: true },
  ];

  for (const { name, held: pattern, askedOnline } of CASES) {
    test(`the dock’s code refused just after the network came back (${name}): the enquiry another tab queued still goes from this page`, async ({
      context,
      page,
    }, testInfo) => {
      const sender = uniqueSender(testInfo);
      await asReturningVisitor(page);
      await page.goto('/');
      await waitForApp(page);
      // Held until the network is back; what is asked for after that goes through.
      const held = new Map<string, Route>();
      let holding = true;
      await page.route(pattern, (route) =>
        holding && !held.has(route.request().url()) ? void held.set(route.request().url(), route) : route.fallback(),
      );
      const network = async (online: boolean) => {
        await context.setOffline(!online);
        await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(online);
      };
      if (!askedOnline) await network(false);
      // Another tab queues an enquiry and says so: this page reaches for the dock's code.
      const enquiry = outboxEntry('queued-elsewhere', {
        from_name: 'Núria Vidal',
        from_email: sender,
        message: 'Mostres.',
      });
      await seedRecords(page, OUTBOX_DB, OUTBOX_STORE, [[`${ENQUIRY_PREFIX}${enquiry.id}`, enquiry]], OUTBOX_CHANNEL);
      await expect.poll(() => [...held.keys()].some((url) => /outbox-dock-[^/]*\.js$/.test(url))).toBe(true);
      if (askedOnline) await network(false);
      await network(true);
      holding = false;
      for (const route of held.values()) await route.abort('internetdisconnected');
      await expectArrivals(sender, 1);
    });
  }
});
