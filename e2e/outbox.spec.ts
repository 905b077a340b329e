import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { openWithWorker } from './support/service-worker';
import {
  clearFailure,
  fillEnquiry,
  outboxIndicator,
  recordsFrom,
  settleOutbox,
  stageFailure,
  submitButton,
  uniqueSender,
} from './support/outbox';

/*
 * The offline outbox, for real: Chromium's offline mode, real IndexedDB, the service worker
 * serving pages offline, and the local server receiving what is finally sent.
 */

// Chromium logs every refused or dropped request of the page as a console error.
test.use({ serviceWorkers: 'allow', allowedConsole: /Failed to load resource/ });

/** Opens a page and waits until the service worker controls it, so it can be reloaded offline. */
async function open(page: Page, path: string) {
  await openWithWorker(page, path);
}

async function queueOffline(context: BrowserContext, page: Page, sender: string) {
  await context.setOffline(true);
  await fillEnquiry(page, {
    name: 'Jordi Puig',
    email: sender,
    company: 'Tapisseries Puig',
    message: 'Volem 50 cascades.',
  });
  await submitButton(page).click();
  await expect(page.getByText('Consulta guardada en este dispositivo')).toBeVisible();
  await expect(page.getByText('La enviaremos automáticamente en cuanto vuelva a estar en línea.')).toBeVisible();
}

test('an enquiry made offline is kept through reload, close and reopen, and arrives exactly once', async ({
  context,
  page,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await open(page, '/contacto');
  await queueOffline(context, page, sender);
  await expect(outboxIndicator(page)).toHaveText('1 consulta pendiente de envío');

  // Still offline: the service worker serves the pages, the enquiry waits in IndexedDB.
  await page.reload();
  await waitForApp(page);
  await expect(outboxIndicator(page)).toHaveText('1 consulta pendiente de envío');
  await page.close();

  const reopened = await context.newPage();
  await open(reopened, '/');
  await expect(outboxIndicator(reopened)).toHaveText('1 consulta pendiente de envío');
  expect(await recordsFrom(sender)).toHaveLength(0);

  await context.setOffline(false);
  await expect(reopened.getByText('Se ha enviado su consulta pendiente.')).toBeVisible();
  await expect(outboxIndicator(reopened)).toHaveCount(0);
  await settleOutbox(reopened);
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(1);
  expect(records[0]!.template_params).toMatchObject({
    from_name: 'Jordi Puig',
    company: 'Tapisseries Puig',
    message: 'Volem 50 cascades.',
  });
});

test('with two tabs open when the connection returns, the enquiry still arrives exactly once', async ({
  context,
  page,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const other = await context.newPage();
  await open(page, '/contacto');
  await open(other, '/');
  await queueOffline(context, page, sender);
  await expect(outboxIndicator(other)).toHaveText('1 consulta pendiente de envío');

  // A slow answer keeps the first tab's send in flight while the second tab asks to send too.
  await stageFailure(request, sender, { delayMs: 1500 });
  await context.setOffline(false);
  await expect(outboxIndicator(other)).toHaveCount(0);
  // The contact page offers the sent enquiry once nothing waits.
  await expect(outboxIndicator(page)).toHaveText('1 consulta enviada desde este dispositivo');
  await settleOutbox(other);
  expect(await recordsFrom(sender)).toHaveLength(1);
  for (const tab of [page, other]) await expect(tab.getByText('Se ha enviado su consulta pendiente.')).toBeVisible();
  await clearFailure(request, sender);
});

/** The outbox's scripts the page has loaded, and the outbox databases this browser holds. */
function outboxTraces(page: Page) {
  return page.evaluate(async () => ({
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /outbox/.test(path)),
    databases: (await indexedDB.databases()).map((database) => database.name).filter((name) => /outbox/.test(name!)),
  }));
}

test('a page opened before any enquiry was taken loads no outbox, and shows one as soon as another tab queues it', async ({
  context,
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  // Hydrated, and controlled by the worker: long after the dock used to load on every page.
  await open(page, '/');
  expect(await outboxTraces(page)).toEqual({ scripts: [], databases: [] });

  const other = await context.newPage();
  await open(other, '/contacto');
  await queueOffline(context, other, sender);
  // The first tab hears of it on the outbox's channel, and loads the dock (offline, from the worker).
  await expect(outboxIndicator(page)).toHaveText('1 consulta pendiente de envío');
  expect((await outboxTraces(page)).databases.sort()).toEqual(['outbox', 'outbox-sent', 'outbox-sent-marks']);

  await context.setOffline(false);
  await expect(outboxIndicator(page)).toHaveCount(0);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

/** Resolves once the page has loaded and its browser has had an idle moment. */
function settled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 5000 });
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
}

const hasPageOutbox = (scripts: string[]) => scripts.some((path) => /\/page-outbox-/.test(path));

test('on a page the worker controls, the contact form loads its outbox only once the visitor starts using it', async ({
  page,
}) => {
  // The worker installed from a page without a form, so no outbox exists yet on this device.
  await open(page, '/');
  await page.goto('/contacto');
  await waitForApp(page);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await settled(page);
  expect(await outboxTraces(page)).toEqual({ scripts: [], databases: [] });

  await page.getByLabel('Nombre completo').focus();
  await expect.poll(async () => hasPageOutbox((await outboxTraces(page)).scripts)).toBe(true);
  await expect
    .poll(async () => (await outboxTraces(page)).databases.sort())
    .toEqual(['outbox', 'outbox-sent', 'outbox-sent-marks']);
});

test.describe('on a first visit, before any worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('the contact form fetches its outbox once the page has loaded and starts it only when used, so an enquiry is kept if the network then goes', async ({
    context,
    page,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await page.goto('/contacto');
    await waitForApp(page);
    await expect.poll(async () => hasPageOutbox((await outboxTraces(page)).scripts)).toBe(true);
    // Its code is on the page, and nothing of it runs: no database, no dock, an idle moment later.
    await settled(page);
    expect((await outboxTraces(page)).databases).toEqual([]);
    await expect(outboxIndicator(page)).toHaveCount(0);
    const { requestedAt, loadEnd } = await page.evaluate(() => ({
      requestedAt: performance.getEntriesByType('resource').find((entry) => /\/page-outbox-/.test(entry.name))!
        .startTime,
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    expect(loadEnd).toBeGreaterThan(0);
    expect(requestedAt).toBeGreaterThanOrEqual(loadEnd);

    // No worker has the site: only what the page has already loaded works offline.
    await queueOffline(context, page, sender);
    await context.setOffline(false);
    await settleOutbox(page);
    expect(await recordsFrom(sender)).toHaveLength(1);
  });
});

test('without the Web Locks API, the lease in IndexedDB still lets only one tab send', async ({
  context,
  page,
  request,
}, testInfo) => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined }));
  const sender = uniqueSender(testInfo);
  const other = await context.newPage();
  await open(page, '/contacto');
  await open(other, '/');
  expect(await page.evaluate(() => navigator.locks)).toBeUndefined();
  await queueOffline(context, page, sender);
  await expect(outboxIndicator(other)).toHaveText('1 consulta pendiente de envío');

  await stageFailure(request, sender, { delayMs: 1500 });
  await context.setOffline(false);
  await expect(outboxIndicator(other)).toHaveCount(0);
  // The contact page offers the sent enquiry once nothing waits.
  await expect(outboxIndicator(page)).toHaveText('1 consulta enviada desde este dispositivo');
  // Once no tab holds the lease, no round is under way, and any later one finds the queue empty.
  await expect.poll(() => page.evaluate(readLease)).toBeUndefined();
  expect(await recordsFrom(sender)).toHaveLength(1);
  await clearFailure(request, sender);
});

/** The fallback lease as stored by the outbox (database "outbox", store "enquiries"). */
function readLease(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('outbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('enquiries').objectStore('enquiries').get('lease');
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    };
  });
}

test('an enquiry queued before the browser closed is sent when the site is opened again', async ({
  playwright,
  launchOptions,
  baseURL,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  const profile = testInfo.outputPath('profile');
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale: 'es-ES' });
  const problems: string[] = [];
  const watch = (page: Page) => page.on('pageerror', (error) => problems.push(error.message));

  const first = await launch();
  const page = first.pages()[0] ?? (await first.newPage());
  watch(page);
  await open(page, '/contacto');
  await queueOffline(first, page, sender);
  await expect(outboxIndicator(page)).toHaveText('1 consulta pendiente de envío');
  await first.close();
  expect(await recordsFrom(sender)).toHaveLength(0);

  const second = await launch();
  const again = second.pages()[0] ?? (await second.newPage());
  watch(again);
  await open(again, '/en');
  // Sent by the page, or by the service worker on Background Sync as the browser started
  // online: whichever came first, once.
  await expect.poll(async () => (await recordsFrom(sender)).length).toBe(1);
  await settleOutbox(again);
  await expect(outboxIndicator(again)).toHaveCount(0);
  await second.close();
  expect(await recordsFrom(sender)).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a refused enquiry is kept with the reason, can be copied or mailed, and retried', async ({
  context,
  page,
  request,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/contacto');
  await queueOffline(context, page, sender);

  await stageFailure(request, sender, { status: 400, text: 'The template ID is invalid' });
  await context.setOffline(false);
  await expect(outboxIndicator(page)).toHaveText('1 consulta no enviada');
  await outboxIndicator(page).click();
  const panel = page.getByRole('dialog', { name: 'Consultas guardadas en este dispositivo' });
  await expect(panel).toContainText('El servicio de correo la ha rechazado: «The template ID is invalid»');

  await panel.getByRole('button', { name: 'Copiar el texto' }).click();
  await expect(panel.getByRole('button', { name: 'Texto copiado' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Nombre completo: Jordi Puig');
  expect(copied).toContain('Volem 50 cascades.');
  const mailto = await panel.getByRole('link', { name: 'Enviar por correo' }).getAttribute('href');
  expect(decodeURIComponent(mailto!)).toContain('Volem 50 cascades.');

  // Not retried by itself: it waits for the visitor.
  await page.reload();
  await waitForApp(page);
  await settleOutbox(page);
  await expect(outboxIndicator(page)).toHaveText('1 consulta no enviada');

  await clearFailure(request, sender);
  await outboxIndicator(page).click();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Se ha enviado su consulta pendiente.')).toBeVisible();
  await expect(outboxIndicator(page)).toHaveText('1 consulta enviada desde este dispositivo');
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test.describe('without IndexedDB', () => {
  test.use({ allowedConsole: /could not be sent \(no connection\) nor kept/ });

  test('the form still sends online, and says plainly that it cannot keep an enquiry offline', async ({
    context,
    page,
  }, testInfo) => {
    await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
    const sender = uniqueSender(testInfo);
    await open(page, '/contacto');
    const note = page.getByText('Este navegador no puede guardar consultas en el dispositivo');
    await expect(note).toBeVisible();

    await fillEnquiry(page, { name: 'Anna', email: sender, message: 'En línea' });
    await submitButton(page).click();
    await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
    expect(await recordsFrom(sender)).toHaveLength(1);

    await page.reload();
    await waitForApp(page);
    await context.setOffline(true);
    await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Sin conexión' });
    await submitButton(page).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('No hemos podido guardar su consulta');
    await expect(page.getByLabel('Mensaje')).toHaveValue('Sin conexión');
    await context.setOffline(false);
  });
});
