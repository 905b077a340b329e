import { test, expect, openWithWorker } from './support/service-worker';
import { fillEnquiry, recordsFrom, submitButton, uniqueSender } from './support/outbox';
import { OUTBOX_SYNC_TAG } from '../src/contact/offline/worker-outbox';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../scripts/browser';
import { onSlowest } from './support/limits';

/*
 * Background Sync: an enquiry queued offline is sent by the service worker once the network
 * is back, with no page of the site open. Chromium fires the sync on a real change of network,
 * which an emulated one is not, so the test fires it through the DevTools protocol.
 */

test.use({
  allowedConsole: /Failed to load resource/,
  // The full browser: the headless shell the rest of the suite runs in has Background Sync disabled.
  launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS },
});

test('offline, every site tab closed, back online: the service worker sends the enquiry, once', async ({
  context,
  page,
  baseURL,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openWithWorker(page, '/contacto');
  await context.setOffline(true);
  await fillEnquiry(page, { name: 'Pau Ferrer', email: sender, message: 'Enviat pel service worker.' });
  await submitButton(page).click();
  await expect(page.getByText('Consulta guardada en este dispositivo')).toBeVisible();
  // The page asked for the sync itself.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain(OUTBOX_SYNC_TAG);
  await page.close();

  // Not a page of the site: only a handle for the DevTools protocol.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const origin = new URL(baseURL!).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
  expect(await recordsFrom(sender)).toHaveLength(0);
  // The full Chromium sometimes fires the sync itself on the emulated change; the test fires it
  // too, so that it does not depend on that. Either way the enquiry must arrive once.
  await context.setOffline(false);

  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  });
  await expect.poll(async () => (await recordsFrom(sender)).length, { timeout: onSlowest(20_000) }).toBe(1);
  expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);

  // Opening the site afterwards finds nothing left to send.
  const reopened = await context.newPage();
  await openWithWorker(reopened, '/');
  await expect(reopened.getByTestId('outbox-dock').locator('button[aria-expanded]')).toHaveCount(0);
  expect(await recordsFrom(sender)).toHaveLength(1);
  await cdp.detach();
});
