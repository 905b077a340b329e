import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { openWithWorker } from './support/service-worker';
import { text } from './support/site';
import { violations } from './support/axe';
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
import { outboxDir, readRecords } from '../scripts/outbox-server/outbox-files.ts';
import { DRAFT_STORAGE_KEY } from '../src/contact/form/draft-key';
import { retryDelayMs } from '../src/contact/offline/retry-policy';
import { onSlowest } from './support/limits';

/*
 * At the trade-fair booth: a rep takes enquiries one after another on a device with no network,
 * watches them in the outbox view, and sees them go out once the connection is back.
 */

// Chromium logs every refused or dropped request of the page as a console error.
test.use({ serviceWorkers: 'allow', allowedConsole: /Failed to load resource/ });

const VISITORS = [
  { name: 'Jordi Puig', company: 'Tapisseries Puig', message: 'Volem 50 cascades.' },
  { name: 'Amélie Durand', company: 'Tissus Durand', message: 'Nous cherchons des liasses.' },
  { name: 'Carla Roig', company: 'Roig Home', message: 'Cartas de colores para 2027.' },
];

async function openContact(page: Page) {
  await openWithWorker(page, '/contacto');
}

/** Submits the form and, from the confirmation, clears it for the next visitor. */
async function takeEnquiry(page: Page, visitor: (typeof VISITORS)[number], email: string) {
  await fillEnquiry(page, { ...visitor, email });
  await submitButton(page).click();
  await expect(page.getByText('Consulta guardada en este dispositivo')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva consulta' }).click();
  await expect(page.getByLabel('Nombre completo')).toBeFocused();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('');
}

/** Opens the contact page and, with the network off, takes one visitor's enquiry; returns its sender. */
async function oneEnquiryOffline(context: BrowserContext, page: Page, testInfo: TestInfo, visitor = VISITORS[0]!) {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  await context.setOffline(true);
  await takeEnquiry(page, visitor, sender);
  return sender;
}

function outboxView(page: Page) {
  return page.getByRole('dialog', { name: 'Consultas guardadas en este dispositivo' });
}

function row(view: Locator, name: string) {
  return view.getByRole('listitem').filter({ hasText: name });
}

/** The accepted enquiries from these senders, in the order the server received them. */
async function arrivals(senders: string[]) {
  return (await readRecords(outboxDir()))
    .filter((record) => senders.includes(record.template_params.from_email))
    .map((record) => record.template_params.from_email);
}

test('three enquiries taken offline wait in the outbox view, then go out in order, each once', async ({
  context,
  page,
  request,
}, testInfo) => {
  const senders = VISITORS.map(() => uniqueSender(testInfo));
  await openContact(page);
  await context.setOffline(true);
  for (const [i, visitor] of VISITORS.entries()) await takeEnquiry(page, visitor, senders[i]!);

  await expect(outboxIndicator(page)).toHaveText('3 consultas pendientes de envío');
  await outboxIndicator(page).click();
  const view = outboxView(page);
  const items = view.getByRole('listitem');
  // Newest first: who, from which company, and where each stands.
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Carla Roig · Roig Home');
  await expect(items.nth(2)).toContainText('Jordi Puig · Tapisseries Puig');
  for (const visitor of VISITORS) {
    await expect(row(view, visitor.name)).toHaveAttribute('data-state', 'waiting');
    await expect(row(view, visitor.name)).toContainText('Pendiente: se enviará en cuanto haya conexión.');
    await expect(row(view, visitor.name)).toContainText(/Guardada el .+/);
  }
  await expect(view.getByRole('button', { name: 'Enviar ahora' })).toHaveCount(0);
  expect(await arrivals(senders)).toEqual([]);

  // The first answer is slow, so its "sending" state can be seen; the second is refused.
  await stageFailure(request, senders[0]!, { delayMs: 1500 });
  await stageFailure(request, senders[1]!, { status: 400, text: 'The template ID is invalid' });
  await context.setOffline(false);

  const jordi = row(view, 'Jordi Puig');
  await expect(jordi).toHaveAttribute('data-state', 'sending');
  await expect(jordi).toContainText('Enviando…');
  await expect(jordi).toHaveAttribute('data-state', 'sent');
  await expect(jordi).toContainText(/Guardada el .+ · enviada el .+/);
  const amelie = row(view, 'Amélie Durand');
  await expect(amelie).toHaveAttribute('data-state', 'rejected');
  await expect(amelie).toContainText('Rechazada');
  await expect(amelie).toContainText('El servicio de correo la ha rechazado: «The template ID is invalid»');
  await expect(row(view, 'Carla Roig')).toHaveAttribute('data-state', 'sent');
  await expect(outboxIndicator(page)).toHaveText('1 consulta no enviada');
  // A sent enquiry keeps no message on the device, only who and when.
  await expect(jordi).not.toContainText(VISITORS[0]!.message);
  await expect(view).toContainText('Las consultas enviadas se muestran aquí durante 12 horas, sin su mensaje.');

  await settleOutbox(page);
  expect(await arrivals(senders)).toEqual([senders[0], senders[2]]);

  // The refused one can be copied as text, and retried once the problem is fixed.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await amelie.getByRole('button', { name: 'Copiar el texto' }).click();
  await expect(amelie.getByRole('button', { name: 'Texto copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(VISITORS[1]!.message);
  await clearFailure(request, senders[1]!);
  await amelie.getByRole('button', { name: 'Reintentar' }).click();
  await expect(amelie).toHaveAttribute('data-state', 'sent');
  // Nothing waits any more; on the contact page the indicator now offers what was sent.
  await expect(outboxIndicator(page)).toHaveText('3 consultas enviadas desde este dispositivo');
  await settleOutbox(page);
  expect(await arrivals(senders)).toEqual([senders[0], senders[2], senders[1]]);
  for (const sender of senders) expect(await recordsFrom(sender)).toHaveLength(1);

  // The rep can clear the list of sent ones.
  await view.getByRole('button', { name: 'Quitar las enviadas de la lista' }).click();
  await expect(items).toHaveCount(0);
  await expect(outboxIndicator(page)).toHaveCount(0);
});

test('once nothing waits, the contact page still opens the sent enquiries; other pages show nothing', async ({
  context,
  page,
}, testInfo) => {
  const sender = await oneEnquiryOffline(context, page, testInfo);
  await context.setOffline(false);
  await expect(page.getByText('Se ha enviado su consulta pendiente.')).toBeVisible();
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);

  // A later visit to the contact page: the indicator offers the day's sent enquiries.
  await page.reload();
  await waitForApp(page);
  await expect(outboxIndicator(page)).toHaveText('1 consulta enviada desde este dispositivo');
  expect(await violations(page)).toEqual([]);
  await outboxIndicator(page).click();
  const item = row(outboxView(page), 'Jordi Puig');
  await expect(item).toHaveAttribute('data-state', 'sent');
  await expect(item).toContainText(/Guardada el .+ · enviada el .+/);
  await page.keyboard.press('Escape');
  await expect(outboxIndicator(page)).toBeFocused();

  // Elsewhere, with nothing waiting, the dock stays out of the way.
  await page
    .getByRole('navigation', { name: text('es', 'a11y.mainNav') })
    .getByRole('link', { name: 'Inicio' })
    .click();
  await expect(page).toHaveURL('/');
  await expect(outboxIndicator(page)).toHaveCount(0);
});

test('a waiting enquiry is removed only after a confirmation, and is never sent', async ({
  context,
  page,
}, testInfo) => {
  const sender = await oneEnquiryOffline(context, page, testInfo);
  await outboxIndicator(page).click();
  const item = row(outboxView(page), 'Jordi Puig');

  const remove = item.getByRole('button', { name: 'Eliminar' });
  await remove.click();
  const confirm = item.getByRole('group', { name: /¿Eliminar la consulta de Jordi Puig\?/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(item).toHaveAttribute('data-state', 'waiting');

  await remove.click();
  await confirm.getByRole('button', { name: 'Sí, eliminarla' }).click();
  await expect(item).toHaveCount(0);
  await expect(outboxIndicator(page)).toHaveCount(0);
  await expect(outboxView(page).getByRole('heading')).toBeFocused();

  await context.setOffline(false);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(0);
});

test('"Send now" sends a waiting enquiry at once, without waiting for the next retry', async ({
  context,
  page,
  request,
}, testInfo) => {
  const sender = await oneEnquiryOffline(context, page, testInfo, VISITORS[2]!);

  // Two passing failures: after the second, the next automatic try is at least 5 s away (retry-policy.ts).
  await stageFailure(request, sender, { status: 503, text: 'Service unavailable', times: 2 });
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(readAttempts), { timeout: onSlowest(15_000) }).toEqual([2]);
  const failedAt = Date.now();
  await outboxIndicator(page).click();
  const item = row(outboxView(page), 'Carla Roig');
  await expect(item).toHaveAttribute('data-state', 'waiting');
  await expect(item).toContainText(
    /No hemos podido conectar con el servicio de correo: volveremos a intentarlo a las \d\d:\d\d\./,
  );
  expect(await recordsFrom(sender)).toHaveLength(0);

  await item.getByRole('button', { name: 'Enviar ahora' }).click();
  await expect(item).toHaveAttribute('data-state', 'sent');
  // Before the automatic try, which cannot come sooner than this after the second failure.
  expect(Date.now() - failedAt).toBeLessThan(retryDelayMs(2, () => 0));
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

/** How many times each queued enquiry has been tried, as stored (database "outbox", store "enquiries"). */
function readAttempts(): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('outbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('enquiries').objectStore('enquiries').getAll();
      request.onsuccess = () => {
        open.result.close();
        resolve(
          (request.result as { attempts?: number }[]).flatMap((r) => (r.attempts === undefined ? [] : [r.attempts])),
        );
      };
      request.onerror = () => reject(request.error);
    };
  });
}

test('"New enquiry" after a sent one gives the next visitor an empty form, same language, no reload', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await asReturningVisitor(page, { language: 'en' });
  await page.goto('/en/contact');
  await waitForApp(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByLabel('Full name').fill('Marta Soler');
  await page.getByLabel('Email').fill(sender);
  await page.getByLabel('Company').fill('Soler Textil');
  await page.getByRole('button', { name: /Project type/ }).click();
  await page.getByRole('option', { name: 'Cascades' }).click();
  await page.getByLabel('Message').fill('Fifty hangers, please.');
  await page.locator('form').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  expect(await recordsFrom(sender)).toHaveLength(1);

  await page.getByRole('button', { name: 'New enquiry' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();
  for (const label of ['Full name', 'Email', 'Company', 'Message'])
    await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByRole('button', { name: /Project type/ })).not.toContainText('Cascades');
  await expect(page).toHaveURL('/en/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const draft = () => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY);
  expect(await draft()).toBeNull();

  // The next visitor's enquiry is a new one, with its own reference, kept as a draft of its own.
  await page.getByLabel('Full name').fill('Pau Serra');
  await expect.poll(draft).not.toBeNull();
  const [sent] = await recordsFrom(sender);
  expect(JSON.parse((await draft())!).submissionId).not.toBe(sent!.template_params.submission_id);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Pau Serra');
  await expect(page.getByLabel('Email')).toHaveValue('');
});
