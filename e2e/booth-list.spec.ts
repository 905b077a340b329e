import type { BrowserContext, Locator, Page } from '@playwright/test';
import { seedRecords } from './support/booth';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { screenPath } from './support/site';
import { violations } from './support/axe';
import {
  clearFailure,
  outboxEntry,
  outboxIndicator,
  queuedKeys,
  recordsFrom,
  settleOutbox,
  stageFailure,
  uniqueSender,
} from './support/outbox';
import { BOOTH_CHANNEL, BOOTH_DB, BOOTH_STORE, leadKey, SETTINGS_KEY } from '../src/booth/leads/leads-names';
import { ENQUIRY_PREFIX, OUTBOX_CHANNEL, OUTBOX_DB, OUTBOX_STORE } from '../src/contact/offline/outbox-names';

/*
 * The booth's list of leads (issue 54, points 3 and 5): today's leads with their state as the
 * outbox sees it, changing live as it sends; the filter; "Send now" on one needing attention;
 * what stays on the device (the days a sent lead keeps its details) and "Clear this device",
 * which never removes an unsent lead without a second, explicit confirmation.
 *
 * Leads and outbox records are written as their stores write them, while the page is open, and
 * the page is told as another tab would tell it (each store's BroadcastChannel).
 */

// Chromium logs every refused request of the page (a send the provider refuses) as a console error.
test.use({ allowedConsole: /Failed to load resource/ });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface SeedLead {
  id: string;
  name: string;
  company: string;
  startedAt: number;
  savedAt?: number | null;
  sentAt?: number | null;
  rating?: 'hot' | 'warm' | 'cold' | null;
  email?: string;
}

/** A lead record as the booth's store writes it (lead-record.ts). */
function leadRecord(lead: SeedLead) {
  return {
    id: lead.id,
    v: 1,
    startedAt: lead.startedAt,
    updatedAt: lead.startedAt,
    fair: 'Heimtextil',
    rep: 'Marta',
    card: {
      name: lead.name,
      company: lead.company,
      email: lead.email ?? `${lead.id}@example.com`,
      phone: '+34 600 000 000',
      country: 'ES',
      language: 'es',
      items: [],
      projectTypes: [],
      rating: lead.rating ?? null,
      notes: '',
      consentAt: lead.startedAt,
    },
    savedAt: lead.savedAt === undefined ? lead.startedAt + 60_000 : lead.savedAt,
    sentAt: lead.sentAt ?? null,
    followUpOf: null,
  };
}

const seedLeads = (page: Page, leads: SeedLead[]) =>
  seedRecords(
    page,
    BOOTH_DB,
    BOOTH_STORE,
    leads.map((lead) => [leadKey(lead.id), leadRecord(lead)]),
    BOOTH_CHANNEL,
  );

/** Queues each lead as its enquiry, from `sender` (the local outbox server's files are per sender). */
const seedOutbox = (page: Page, leads: { id: string; name: string; company: string; sender: string }[]) =>
  seedRecords(
    page,
    OUTBOX_DB,
    OUTBOX_STORE,
    leads.map((lead, index) => [
      `${ENQUIRY_PREFIX}${lead.id}`,
      outboxEntry(
        lead.id,
        { from_name: lead.name, from_email: lead.sender, company: lead.company, message: `Lead ${lead.name}` },
        // Oldest first: the order the outbox sends them in.
        { createdAt: Date.now() - HOUR + index },
      ),
    ]),
    OUTBOX_CHANNEL,
  );

/** The booth's records on this device, by key. */
function boothRecords(page: Page): Promise<Record<string, { sentAt?: number | null; keepDays?: number }>> {
  return page.evaluate(
    ({ db, store }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const keys = objects.getAllKeys();
          const values = objects.getAll();
          values.onsuccess = () => {
            open.result.close();
            resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), values.result[i]])));
          };
          values.onerror = () => reject(values.error);
        };
      }),
    { db: BOOTH_DB, store: BOOTH_STORE },
  );
}

async function openBooth(page: Page) {
  await asReturningVisitor(page);
  await page.goto(screenPath('booth', 'es'));
  await waitForApp(page);
  await expect(list(page).getByRole('status')).toHaveText('0 fichas hoy');
  // The outbox is loaded (its database opened) before any test takes the network away.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)))
    .toContain(OUTBOX_DB);
}

const list = (page: Page) => page.getByTestId('booth-list');
const row = (where: Locator, name: string) => where.getByRole('listitem').filter({ hasText: name });

/**
 * Today, before now, in the order of `hour` (an earlier hour, an earlier time): seconds apart, so
 * that it is still today unless the test starts within seconds of midnight.
 */
function todayAt(hour: number) {
  return Date.now() - (24 - hour) * 1000;
}

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('today’s leads show their state, newest first, and turn to sent as the outbox sends them', async ({
  context,
  page,
  request,
}, testInfo) => {
  await openBooth(page);
  // A second tab of booth mode, which follows the leads and the sends as this one does.
  const other = await context.newPage();
  await openBooth(other);
  await offline(context, page);
  const nuria = { id: 'lead-nuria', name: 'Núria Ferrer', company: 'Tèxtils Ferrer', sender: uniqueSender(testInfo) };
  const amelie = { id: 'lead-amelie', name: 'Amélie Durand', company: 'Tissus Durand', sender: uniqueSender(testInfo) };
  await seedOutbox(page, [nuria, amelie]);
  await seedLeads(page, [
    { ...nuria, startedAt: todayAt(9), rating: 'hot' },
    { ...amelie, startedAt: todayAt(10), rating: 'warm' },
    { id: 'lead-open', name: 'Pau Serra', company: 'Serra Home', startedAt: todayAt(11), savedAt: null },
    {
      id: 'lead-old',
      name: 'Jordi Puig',
      company: 'Puig',
      startedAt: Date.now() - 2 * DAY,
      sentAt: Date.now() - 2 * DAY,
    },
  ]);

  const view = list(page);
  const items = view.getByRole('list').first().getByRole('listitem');
  await expect(view.getByRole('status')).toHaveText('3 fichas hoy');
  // Newest first; the one still being typed on top.
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Pau Serra · Serra Home');
  await expect(items.nth(0)).toContainText('Se está escribiendo');
  await expect(items.nth(0).getByRole('button')).toHaveCount(0);
  await expect(items.nth(2)).toContainText('Núria Ferrer · Tèxtils Ferrer');
  await expect(row(view, 'Núria Ferrer')).toContainText(/Tomada a las \d{1,2}:\d\d · Interés: Alto/);
  for (const name of ['Núria Ferrer', 'Amélie Durand']) {
    await expect(row(view, name)).toHaveAttribute('data-state', 'saved');
    await expect(row(view, name)).toContainText('Guardada en este dispositivo');
    await expect(row(view, name).getByRole('button', { name: 'Corregir' })).toBeVisible();
  }
  expect(await violations(page)).toEqual([]);

  // The earlier days wait behind their control.
  await expect(view).not.toContainText('Jordi Puig');
  const earlier = view.getByRole('button', { name: 'Ver los días anteriores (1)' });
  await earlier.click();
  await expect(view.getByRole('heading', { name: 'Días anteriores' })).toBeVisible();
  await expect(row(view, 'Jordi Puig')).toContainText(/Enviada a las .+/);
  await view.getByRole('button', { name: 'Ocultar los días anteriores' }).click();
  await expect(view).not.toContainText('Jordi Puig');

  // Filter by name or company, whatever the accents and the case.
  const filter = view.getByRole('searchbox', { name: 'Filtrar por nombre o empresa' });
  await filter.fill('nuria');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Núria Ferrer');
  await expect(view.getByRole('status')).toHaveText('Se muestra 1 de 3');
  await filter.fill('TISSUS');
  await expect(items.first()).toContainText('Amélie Durand');
  await filter.fill('nadie');
  await expect(view.getByText('Ninguna ficha coincide con este filtro.')).toBeVisible();
  await filter.fill('');
  await expect(items).toHaveCount(3);

  // The second tab shows the same leads, told by the store's channel.
  await expect(row(list(other), 'Amélie Durand')).toHaveAttribute('data-state', 'saved');

  // Back online: Núria's send is slow enough to be seen; Amélie's is refused.
  await stageFailure(request, nuria.sender, { delayMs: 1500 });
  await stageFailure(request, amelie.sender, { status: 400, text: 'The template ID is invalid' });
  await context.setOffline(false);
  await expect(row(view, 'Núria Ferrer')).toHaveAttribute('data-state', 'sending');
  await expect(row(view, 'Núria Ferrer')).toContainText('Enviando…');
  await expect(row(view, 'Núria Ferrer')).toHaveAttribute('data-state', 'sent');
  await expect(row(view, 'Núria Ferrer')).toContainText(/Enviada a las \d{1,2}:\d\d/);
  await expect(row(view, 'Núria Ferrer').getByRole('button')).toHaveCount(0);
  const refused = row(view, 'Amélie Durand');
  await expect(refused).toHaveAttribute('data-state', 'attention');
  await expect(refused).toContainText('Requiere atención');
  await expect(refused).toContainText('El servicio de correo la ha rechazado: «The template ID is invalid».');
  expect(await violations(page)).toEqual([]);
  await expect(row(list(other), 'Núria Ferrer')).toHaveAttribute('data-state', 'sent');
  await expect(row(list(other), 'Amélie Durand')).toHaveAttribute('data-state', 'attention');

  // The lead itself records when it was sent: "sent at" outlives the outbox's 12-hour log.
  await expect.poll(async () => (await boothRecords(page))[leadKey(nuria.id)]?.sentAt).toEqual(expect.any(Number));

  // "Send now" on the one needing attention, once the problem is fixed.
  await clearFailure(request, amelie.sender);
  await refused.getByRole('button', { name: 'Enviar ahora' }).click();
  await expect(refused).toHaveAttribute('data-state', 'sent');
  await expect(row(list(other), 'Amélie Durand')).toHaveAttribute('data-state', 'sent');
  await settleOutbox(page);
  expect(await recordsFrom(nuria.sender)).toHaveLength(1);
  expect(await recordsFrom(amelie.sender)).toHaveLength(1);
});

test('sent leads stay the days set on the device, then go; unsent ones stay', async ({ context, page }) => {
  await openBooth(page);
  await offline(context, page);
  const now = Date.now();
  await seedLeads(page, [
    { id: 'sent-3d', name: 'Hace Tres', company: 'A', startedAt: now - 3 * DAY, sentAt: now - 3 * DAY },
    { id: 'sent-1d', name: 'Hace Uno', company: 'B', startedAt: now - DAY - HOUR, sentAt: now - DAY },
    { id: 'unsent-10d', name: 'Sin Enviar', company: 'C', startedAt: now - 10 * DAY },
  ]);
  const view = list(page);
  await view.getByRole('button', { name: 'Ver los días anteriores (3)' }).click();
  await expect(view.getByRole('listitem')).toHaveCount(3);

  const days = page.getByRole('spinbutton', { name: 'Días que una ficha enviada se queda en este dispositivo' });
  await expect(days).toHaveValue('7');
  // A value out of bounds changes nothing, and says why.
  await days.fill('0');
  await page
    .getByRole('region', { name: 'Qué se queda en este dispositivo' })
    .getByRole('button', { name: 'Guardar los días' })
    .click();
  await expect(page.getByText('Indique un número entero de días del 1 al 90: el ajuste no ha cambiado.')).toBeVisible();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(view.getByRole('listitem')).toHaveCount(3);

  await days.fill('2');
  await days.press('Enter');
  await expect(page.getByText('Ahora las fichas enviadas se quedan 2 días después del envío.')).toBeVisible();
  // Sent three days ago: gone. Sent yesterday: kept. Never sent, ten days old: kept.
  await expect(view.getByRole('listitem')).toHaveCount(2);
  await expect(row(view, 'Hace Tres')).toHaveCount(0);
  const stored = await boothRecords(page);
  expect(Object.keys(stored).sort()).toEqual([leadKey('sent-1d'), leadKey('unsent-10d'), SETTINGS_KEY].sort());
  expect(stored[SETTINGS_KEY]?.keepDays).toBe(2);
  expect(await violations(page)).toEqual([]);
});

test('"Clear this device" removes what was sent, and an unsent lead only once confirmed twice', async ({
  context,
  page,
}, testInfo) => {
  await openBooth(page);
  await offline(context, page);
  const waiting = { id: 'lead-waiting', name: 'Carla Roig', company: 'Roig Home', sender: uniqueSender(testInfo) };
  await seedOutbox(page, [waiting]);
  await seedLeads(page, [
    { ...waiting, startedAt: todayAt(10) },
    { id: 'lead-sent', name: 'Marc Vidal', company: 'Vidal', startedAt: todayAt(9), sentAt: todayAt(9) + 120_000 },
  ]);
  const view = list(page);
  await expect(row(view, 'Carla Roig')).toHaveAttribute('data-state', 'saved');
  await expect(row(view, 'Marc Vidal')).toHaveAttribute('data-state', 'sent');

  // First step: what goes and what stays; the safe answer has the focus.
  const clear = page.getByRole('button', { name: 'Vaciar este dispositivo' });
  await clear.click();
  const first = page.getByRole('group', { name: '¿Vaciar este dispositivo?' });
  await expect(first).toContainText('Se eliminará 1 ficha enviada.');
  await expect(first).toContainText('Se conserva en este dispositivo 1 ficha aún sin enviar.');
  await expect(first.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await first.getByRole('button', { name: 'Eliminar las fichas enviadas' }).click();
  await expect(page.getByText('Se ha eliminado 1 ficha de este dispositivo.')).toBeVisible();
  await expect(clear).toBeFocused();
  await expect(row(view, 'Marc Vidal')).toHaveCount(0);
  await expect(row(view, 'Carla Roig')).toHaveAttribute('data-state', 'saved');

  // The unsent one: a second step names how many would be lost; by keyboard, "keep" keeps it.
  await clear.press('Enter');
  await expect(first).toContainText('Todavía no se ha enviado ninguna ficha de este dispositivo.');
  await page.keyboard.press('Shift+Tab');
  await expect(first.getByRole('button', { name: 'Eliminar también las fichas sin enviar…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const second = page.getByRole('group', { name: '¿Eliminar 1 ficha aún sin enviar?' });
  await expect(second).toContainText('No ha llegado a la oficina: una vez eliminada, se pierde y no se enviará nunca.');
  await expect(second.getByRole('button', { name: 'Conservar las fichas sin enviar' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(second).toHaveCount(0);
  await expect(clear).toBeFocused();
  await expect(row(view, 'Carla Roig')).toHaveAttribute('data-state', 'saved');
  expect(await queuedKeys(page)).toEqual([`${ENQUIRY_PREFIX}${waiting.id}`]);

  // Escape cancels either step as its safe answer does, and gives the focus back to the control.
  await clear.press('Enter');
  await expect(first.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(first).toHaveCount(0);
  await expect(clear).toBeFocused();
  await expect(clear).toHaveAttribute('aria-expanded', 'false');
  // Also once the focus has left the question: a click outside it does not answer a destructive
  // question, and Escape still does.
  await clear.press('Enter');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(first.getByRole('button', { name: 'Cancelar' })).not.toBeFocused();
  await expect(first).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(first).toHaveCount(0);
  await expect(clear).toBeFocused();
  await clear.press('Enter');
  await first.getByRole('button', { name: 'Eliminar también las fichas sin enviar…' }).press('Enter');
  await expect(second.getByRole('button', { name: 'Conservar las fichas sin enviar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(second).toHaveCount(0);
  await expect(clear).toBeFocused();
  await expect(row(view, 'Carla Roig')).toHaveAttribute('data-state', 'saved');

  // Confirmed twice: removed from the device and from the outbox, so it is never sent.
  await clear.click();
  await first.getByRole('button', { name: 'Eliminar también las fichas sin enviar…' }).click();
  await second.getByRole('button', { name: 'Eliminar también 1 ficha sin enviar' }).click();
  await expect(page.getByText('Se ha eliminado 1 ficha de este dispositivo.')).toBeVisible();
  await expect(view.getByRole('listitem')).toHaveCount(0);
  await expect(view.getByText('Hoy aún no se ha tomado ninguna ficha en este dispositivo.')).toBeVisible();
  expect(await queuedKeys(page)).toEqual([]);
  expect(Object.keys(await boothRecords(page))).toEqual([]);

  await context.setOffline(false);
  await settleOutbox(page);
  expect(await recordsFrom(waiting.sender)).toHaveLength(0);
});

test('"Clear this device" promises no sending for an unsent lead that nothing will send', async ({ context, page }) => {
  await openBooth(page);
  await offline(context, page);
  // One still being typed, and one saved that is in no outbox: neither goes out on its own.
  await seedLeads(page, [
    { id: 'lead-typing', name: 'Rosa Vila', company: 'Vila', startedAt: todayAt(11), savedAt: null },
    { id: 'lead-missing', name: 'Iker Sanz', company: 'Sanz', startedAt: todayAt(10) },
  ]);
  const view = list(page);
  await expect(row(view, 'Rosa Vila')).toHaveAttribute('data-state', 'open');
  await expect(row(view, 'Iker Sanz')).toHaveAttribute('data-state', 'attention');
  // In no outbox and with no receipt or mark: perhaps sent long ago (marks go after 90 days), or
  // the site's data was cleared. Not a lead to correct (that sends it again) without checking.
  await expect(row(view, 'Iker Sanz')).toContainText('puede que haya llegado a la oficina');
  await expect(row(view, 'Iker Sanz')).not.toContainText('corríjala para guardarla de nuevo');

  await page.getByRole('button', { name: 'Vaciar este dispositivo' }).click();
  const first = page.getByRole('group', { name: '¿Vaciar este dispositivo?' });
  await expect(first).toContainText('Se conservan en este dispositivo 2 fichas aún sin enviar.');
  await expect(first).not.toContainText('igualmente');
  // A screen reader that lands on "Cancel" hears what would go and what would stay, not only the question.
  await expect(first).toHaveAccessibleDescription(
    'Todavía no se ha enviado ninguna ficha de este dispositivo. Se conservan en este dispositivo 2 fichas aún sin enviar.',
  );
});

test('the days a newer version of the site set are not written over, and the rep is told why', async ({ page }) => {
  await openBooth(page);
  const newer = { fair: 'Heimtextil', rep: 'Marta', keepDays: 30, v: 2, reminder: 'kept' };
  await seedRecords(page, BOOTH_DB, BOOTH_STORE, [[SETTINGS_KEY, newer]], BOOTH_CHANNEL);
  const days = page.getByRole('spinbutton', { name: 'Días que una ficha enviada se queda en este dispositivo' });
  await expect(days).toHaveValue('30');
  await days.fill('2');
  await days.press('Enter');
  await expect(
    page.getByText(
      'Una versión más nueva del sitio ha guardado los ajustes de este dispositivo: recargue esta página para cambiarlos.',
    ),
  ).toBeVisible();
  expect((await boothRecords(page))[SETTINGS_KEY]).toEqual(newer);
});

test('while "Clear this device" waits for a send under way, the keyboard focus stays on its control', async ({
  context,
  page,
  request,
}, testInfo) => {
  await openBooth(page);
  await offline(context, page);
  const going = { id: 'lead-going', name: 'Olga Mas', company: 'Mas', sender: uniqueSender(testInfo) };
  await seedOutbox(page, [going]);
  await seedLeads(page, [{ ...going, startedAt: todayAt(10) }]);
  const view = list(page);
  await expect(row(view, 'Olga Mas')).toHaveAttribute('data-state', 'saved');
  // Its send takes a while: the withdrawal waits for it, as the only sender.
  await stageFailure(request, going.sender, { delayMs: 4000 });
  await context.setOffline(false);
  await expect(row(view, 'Olga Mas')).toHaveAttribute('data-state', 'sending');

  const clear = page.getByRole('button', { name: 'Vaciar este dispositivo' });
  await clear.click();
  await page.getByRole('button', { name: 'Eliminar también las fichas sin enviar…' }).click();
  await page.getByRole('button', { name: 'Eliminar también 1 ficha sin enviar' }).press('Enter');
  // Read together while it clears: the pressed button is gone, and the focus must not go with it.
  const whileClearing = () =>
    page.evaluate(() => {
      const status = [...document.querySelectorAll('[role="status"]')].some(
        (region) => region.textContent === 'Vaciando este dispositivo…',
      );
      return status ? (document.activeElement?.textContent ?? 'nothing') : 'not clearing';
    });
  await expect.poll(whileClearing, { timeout: 3000 }).not.toBe('not clearing');
  expect(await whileClearing()).toBe('Vaciar este dispositivo');
  // The send under way finished first: the lead went out once, and goes as a sent one.
  await expect(page.getByText('Se ha eliminado 1 ficha de este dispositivo.')).toBeVisible();
  await expect(clear).toBeFocused();
  await settleOutbox(page);
  expect(await recordsFrom(going.sender)).toHaveLength(1);
});

/**
 * Sends `lead`, queued while offline, from the contact page with booth mode closed, as the worker
 * or another page may: the booth page never sees its receipt, and its lead keeps no time of sending.
 */
async function sentWhileBoothClosed(
  context: BrowserContext,
  page: Page,
  lead: { id: string; name: string; company: string; sender: string },
  startedAt: number,
) {
  await asReturningVisitor(page);
  await page.goto(screenPath('contact', 'es'));
  await waitForApp(page);
  await offline(context, page);
  await seedLeads(page, [{ ...lead, startedAt }]);
  await seedOutbox(page, [lead]);
  // Back online, this page's outbox (loaded now, if it was not) sends what waits.
  await context.setOffline(false);
  await expect.poll(() => recordsFrom(lead.sender)).toHaveLength(1);
  await settleOutbox(page);
  await expect.poll(() => queuedKeys(page)).toEqual([]);
}

/** Booth mode opened after the send: the lead is sent, at a time, with nothing offered to send it again. */
async function expectSentOnce(page: Page, lead: { id: string; name: string; sender: string }, at = /\d{1,2}:\d\d/) {
  await page.goto(screenPath('booth', 'es'));
  await waitForApp(page);
  const shown = row(list(page), lead.name);
  await expect(shown).toHaveAttribute('data-state', 'sent');
  await expect(shown).toContainText(new RegExp(`Enviada a las ${at.source}`));
  await expect(shown.getByRole('button')).toHaveCount(0);
  // The lead records it, for the days after the sent log's mark.
  await expect.poll(async () => (await boothRecords(page))[leadKey(lead.id)]?.sentAt).toEqual(expect.any(Number));
  await settleOutbox(page);
  expect(await recordsFrom(lead.sender)).toHaveLength(1);
}

test('a lead sent while booth mode was closed shows as sent after the dock’s sent list is cleared', async ({
  context,
  page,
}, testInfo) => {
  const lead = { id: 'lead-cleared', name: 'Lucía Gil', company: 'Gil Hogar', sender: uniqueSender(testInfo) };
  await sentWhileBoothClosed(context, page, lead, todayAt(10));
  await expect(outboxIndicator(page)).toHaveText('1 consulta enviada desde este dispositivo');
  await outboxIndicator(page).click();
  const dock = page.getByRole('dialog', { name: 'Consultas guardadas en este dispositivo' });
  await dock.getByRole('button', { name: 'Quitar las enviadas de la lista' }).click();
  await expect(outboxIndicator(page)).toHaveCount(0);
  await expectSentOnce(page, lead);
});

test('a lead sent while booth mode was closed shows as sent after the receipt’s 12 hours', async ({
  context,
  page,
}, testInfo) => {
  // Morning at the fair; booth mode is opened again in the evening, past the receipt's 12 hours.
  const morning = new Date('2026-03-02T08:00:00');
  await page.clock.install({ time: morning });
  const lead = { id: 'lead-evening', name: 'Hugo Ríos', company: 'Ríos Textil', sender: uniqueSender(testInfo) };
  await sentWhileBoothClosed(context, page, lead, morning.getTime());
  await page.clock.setSystemTime(morning.getTime() + 13 * HOUR);
  // Sent at the time of the morning's send, not the evening's reading.
  await expectSentOnce(page, lead, /0?8:0\d/);
});
