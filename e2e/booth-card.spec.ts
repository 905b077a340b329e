import type { Page } from '@playwright/test';
import { goOffline, markItem, nextVisitor, openBooth } from './support/booth';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { openWithWorker } from './support/service-worker';
import { recordsFrom, settleOutbox, stageFailure, uniqueSender } from './support/outbox';
import { onSlowest } from './support/limits';
import { violations } from './support/axe';
import { screenPath, text } from './support/site';
import { serviceItem } from '../src/selection/items';
import { SELECTION_DB, SELECTION_KEY, SELECTION_STORE } from '../src/selection/selection-names';
import { BOOTH_DB, BOOTH_STORE } from '../src/booth/leads/leads-names';
import { TYPED_CARD_STORAGE_KEY } from '../src/booth/card/typed-copy';

/*
 * Issue 54, the visitor card: with the network cut, the rep takes two leads in a row, each with
 * the visitor's selection, corrects the first before it is sent, and reloads in the middle of a
 * card; back online, each arrives once, with its block and the corrected text.
 */

// Chromium logs every refused or dropped request of the page as a console error.
test.use({ serviceWorkers: 'allow', allowedConsole: /Failed to load resource/ });

/** Once the network is back: the outbox sends on the `online` event, one enquiry after another. */
const ARRIVAL_MS = onSlowest(15_000);

const booth = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (said, [name, value]) => said.replaceAll(`{{${name}}}`, value),
    text('es', `card.${key}`, 'booth'),
  );
const field = (key: string) => text('es', `enquiry.fields.${key}`);
/** A field of the visitor card (the list's filter beside it also speaks of names and companies). */
const cardField = (page: Page, key: string) => page.getByRole('form', { name: booth('title') }).getByLabel(field(key));

const books = serviceItem('libros');
const cascades = serviceItem('cascadas');

/** `said` as a pattern that matches it literally. */
function escapeRegExp(said: string): string {
  return said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A follow-up's line saying what it corrects (card.message.followUp), whatever time it names. */
const followUpLine = new RegExp(
  `^${escapeRegExp(booth('message.followUp')).replace(escapeRegExp('{{time}}'), '.+')}$`,
  'm',
);

/** The card's status line, saying `said`. */
const saying = (page: Page, said: string) => page.getByRole('status').filter({ hasText: said });

/** The cards of the leads kept on this device, as stored (database "booth"): who, and how to reach them. */
function storedCards(page: Page) {
  return page.evaluate(
    ([db, store]) =>
      new Promise<{ name?: string; email?: string; company?: string }[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains(store)) return (open.result.close(), resolve([]));
          const request = open.result.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => {
            open.result.close();
            const leads = request.result as { card?: { name?: string; email?: string; company?: string } }[];
            resolve(
              leads.flatMap(({ card }) =>
                card ? [{ name: card.name, email: card.email, company: card.company }] : [],
              ),
            );
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [BOOTH_DB, BOOTH_STORE] as const,
  );
}

/** How many items the device's selection holds, as stored. */
function storedSelectionSize(page: Page) {
  return page.evaluate(
    ([db, store, key]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as { items?: unknown[] } | undefined)?.items?.length ?? 0);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [SELECTION_DB, SELECTION_STORE, SELECTION_KEY] as const,
  );
}

test('two leads taken offline, one corrected before sending, a reload mid-card: each arrives once, as corrected', async ({
  context,
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout + ARRIVAL_MS);
  const senders = [uniqueSender(testInfo), uniqueSender(testInfo)] as const;
  await openWithWorker(page, screenPath('booth', 'es'));
  await context.setOffline(true);

  // The first visitor liked sample books and cascades.
  await markItem(page, books);
  await markItem(page, cascades);
  await openBooth(page);
  await nextVisitor(page).click();
  const name = cardField(page, 'name');
  await expect(name).toBeFocused();
  await name.fill('Núria Vidal');
  await cardField(page, 'company').fill('Vidal, "Tèxtils" & Cia');
  await cardField(page, 'email').fill(senders[0]);
  const card = page.getByRole('form', { name: booth('title') });
  await expect(card.getByRole('listitem')).toHaveText([
    text('es', 'serviceNames.libros'),
    text('es', 'serviceNames.cascadas'),
  ]);

  // Saved as typed (within TYPING_PAUSE_MS of the last key): a reload in the middle of the card
  // finds it as it was.
  await expect
    .poll(() => storedCards(page))
    .toEqual([{ name: 'Núria Vidal', email: senders[0], company: 'Vidal, "Tèxtils" & Cia' }]);
  await page.reload();
  await waitForApp(page);
  await expect(name).toHaveValue('Núria Vidal');
  await expect(cardField(page, 'email')).toHaveValue(senders[0]);
  await expect(cardField(page, 'company')).toHaveValue('Vidal, "Tèxtils" & Cia');
  await expect(card.getByRole('listitem')).toHaveCount(2);

  await card.getByRole('button', { name: text('es', 'serviceNames.cascadas'), exact: true }).click();
  await card.getByRole('radio', { name: booth('rating.hot') }).check();
  await page.getByLabel(text('es', 'card.fields.notes', 'booth')).fill('Quiere 40 libros\npara primavera');
  await page.getByLabel(booth('consent')).check();
  await card.getByRole('button', { name: booth('save') }).click();
  await expect(saying(page, booth('status.waiting', { name: 'Núria Vidal' }))).toBeVisible();
  await expect(nextVisitor(page)).toBeFocused();
  expect(await storedSelectionSize(page)).toBe(0);

  // Corrected before it is sent: the queued enquiry is replaced.
  await page.getByRole('button', { name: booth('correctSaved') }).click();
  const correction = page.getByRole('form', { name: booth('correcting', { name: 'Núria Vidal' }) });
  await expect(correction.getByRole('listitem')).toHaveCount(2);
  await correction.getByLabel(text('es', 'card.fields.notes', 'booth')).fill('Quiere 60 libros\npara primavera');
  await correction.getByRole('button', { name: booth('saveCorrection') }).click();
  await expect(saying(page, booth('status.corrected', { name: 'Núria Vidal' }))).toBeVisible();
  await expect(nextVisitor(page)).toBeFocused();
  // Corrected again, the status says so again: a live region announces what is added to it, so
  // the same words must come in a new node, not be put in place of themselves (a change of nothing).
  await saying(page, booth('status.corrected', { name: 'Núria Vidal' })).evaluate((status) =>
    Object.assign(window, { firstSaid: status.firstChild }),
  );
  await page.getByRole('button', { name: booth('correctSaved') }).click();
  await correction.getByRole('button', { name: booth('saveCorrection') }).click();
  await expect(nextVisitor(page)).toBeFocused();
  await expect(saying(page, booth('status.corrected', { name: 'Núria Vidal' }))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstSaid: Node }).firstSaid.isConnected)).toBe(false);

  // The second visitor, with a selection of their own; the card says what is missing, field by field.
  await markItem(page, cascades);
  await openBooth(page);
  await nextVisitor(page).click();
  const second = page.getByRole('form', { name: booth('title') });
  await expect(second.getByRole('listitem')).toHaveText([text('es', 'serviceNames.cascadas')]);
  await cardField(page, 'name').fill('Jean Morel');
  await cardField(page, 'email').fill('jean@');
  // What a screen reader reads of the field as the focus lands on it: its problem must be there
  // by then (one added after is not read).
  await page.evaluate(() =>
    document.addEventListener('focusin', ({ target }) => {
      const described = (target as Element).getAttribute('aria-describedby');
      Object.assign(window, { readAtFocus: described && document.getElementById(described)?.textContent });
    }),
  );
  await second.getByRole('button', { name: booth('save') }).click();
  await expect(cardField(page, 'email')).toBeFocused();
  await expect(page.getByText(booth('errors.emailInvalid'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { readAtFocus: unknown }).readAtFocus)).toBe(
    booth('errors.emailInvalid'),
  );
  await expect(page.getByText(booth('errors.consentMissing'))).toBeVisible();
  // The card, its chips, its rating and its messages are accessible as shown.
  expect(await violations(page)).toEqual([]);
  await cardField(page, 'email').fill(senders[1]);
  await expect(page.getByText(booth('errors.emailInvalid'))).toHaveCount(0);
  await second.getByRole('button', { name: booth('save') }).click();
  await expect(page.getByLabel(booth('consent'))).toBeFocused();
  await page.getByLabel(booth('consent')).check();
  await second.getByRole('button', { name: booth('save') }).click();
  await expect(saying(page, booth('status.waiting', { name: 'Jean Morel' }))).toBeVisible();
  expect(await storedSelectionSize(page)).toBe(0);
  expect(await recordsFrom(senders[0])).toHaveLength(0);

  // Back online: each lead arrives once, the first with its correction and its selection's block.
  await context.setOffline(false);
  for (const sender of senders)
    await expect.poll(async () => (await recordsFrom(sender)).length, { timeout: ARRIVAL_MS }).toBe(1);
  await settleOutbox(page);
  const [first] = await recordsFrom(senders[0]);
  const [other] = await recordsFrom(senders[1]);
  expect(await recordsFrom(senders[0])).toHaveLength(1);
  expect(await recordsFrom(senders[1])).toHaveLength(1);
  const message = first!.template_params.message;
  expect(message).toContain('Quiere 60 libros\npara primavera');
  expect(message).not.toContain('Quiere 40 libros');
  expect(message).toContain(
    ['Mi selección (2):', `- ${text('es', 'serviceNames.libros')}`, `- ${text('es', 'serviceNames.cascadas')}`].join(
      '\n',
    ),
  );
  expect(message).toContain(`${booth('message.rating', { rating: booth('rating.hot') })}`);
  expect(message).toMatch(/Acepta que le contactemos sobre esta consulta: \d/);
  expect(first!.template_params).toMatchObject({
    from_name: 'Núria Vidal',
    company: 'Vidal, "Tèxtils" & Cia',
    project_type: 'cascadas',
  });
  expect(other!.template_params.message).toContain(`Mi selección (1):\n- ${text('es', 'serviceNames.cascadas')}`);
  expect(other!.template_params.submission_id).not.toBe(first!.template_params.submission_id);
});

test('a correction of a lead already sent goes as a follow-up that says what it corrects; both arrive once', async ({
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout + 2 * ARRIVAL_MS);
  const sender = uniqueSender(testInfo);
  await asReturningVisitor(page);
  await openBooth(page);
  // A double tap starts one card, not two.
  await nextVisitor(page).dblclick();
  await cardField(page, 'name').fill('Pau Serra');
  await cardField(page, 'email').fill(sender);
  await page.getByLabel(text('es', 'card.fields.notes', 'booth')).fill('Cartas de colores');
  await page.getByLabel(booth('consent')).check();
  await page.getByRole('button', { name: booth('save') }).click();
  // Sent, or on its way still when the card stops waiting for it (SUBMIT_SETTLE_MS) on a slow machine.
  const sentOrSending = ['sent', 'sending'].map((kind) => booth(`status.${kind}`, { name: 'Pau Serra' }));
  await expect(page.getByRole('status').filter({ hasText: new RegExp(sentOrSending.join('|')) })).toBeVisible();
  await expect.poll(async () => (await recordsFrom(sender)).length, { timeout: ARRIVAL_MS }).toBe(1);

  await page.getByRole('button', { name: booth('correctSaved') }).click();
  const correction = page.getByRole('form', { name: booth('correcting', { name: 'Pau Serra' }) });
  await expect(correction.getByLabel(field('name'))).toBeFocused();
  await correction.getByLabel(text('es', 'card.fields.notes', 'booth')).fill('Cartas de colores, 300 unidades');
  await correction.getByRole('button', { name: booth('saveCorrection') }).click();
  await expect(saying(page, booth('status.followUp', { name: 'Pau Serra' }))).toBeVisible();
  await expect(nextVisitor(page)).toBeFocused();

  await expect.poll(async () => (await recordsFrom(sender)).length, { timeout: ARRIVAL_MS }).toBe(2);
  await settleOutbox(page);
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(2);
  const followUp = records.find((record) => followUpLine.test(record.template_params.message));
  const original = records.find((record) => record !== followUp);
  expect(original!.template_params.message).not.toContain('300 unidades');
  const said = followUp!.template_params.message;
  expect(said).toContain('Cartas de colores, 300 unidades');
  expect(said).toMatch(followUpLine);
  expect(followUp!.template_params.submission_id).not.toBe(original!.template_params.submission_id);
  // The lead and its follow-up: no card left open behind them.
  expect(await storedCards(page)).toHaveLength(2);
  await expect(nextVisitor(page)).toBeVisible();
});

test('a correction of a lead whose send lost its answer goes as a follow-up: the version that arrived is not replaced under its id', async ({
  context,
  page,
  request,
}, testInfo) => {
  test.setTimeout(testInfo.timeout + 2 * ARRIVAL_MS);
  const sender = uniqueSender(testInfo);
  // The provider takes the first send, and its answer is lost: the card cannot know it arrived (a
  // fair's Wi-Fi; in a loaded test run, an answer later than the send's timeout).
  await stageFailure(request, sender, { dropAnswer: true, times: 1 });
  await asReturningVisitor(page);
  await openBooth(page);
  await nextVisitor(page).click();
  await cardField(page, 'name').fill('Pau Serra');
  await cardField(page, 'email').fill(sender);
  await page.getByLabel(text('es', 'card.fields.notes', 'booth')).fill('Cartas de colores');
  await page.getByLabel(booth('consent')).check();
  await page.getByRole('button', { name: booth('save') }).click();
  const waitingOrSending = ['waiting', 'sending'].map((kind) => booth(`status.${kind}`, { name: 'Pau Serra' }));
  await expect(page.getByRole('status').filter({ hasText: new RegExp(waitingOrSending.join('|')) })).toBeVisible();
  await expect.poll(async () => (await recordsFrom(sender)).length, { timeout: ARRIVAL_MS }).toBe(1);
  // Offline until corrected, so the retry waits in the queue; the failed send is counted by then.
  await goOffline(context, page);
  await settleOutbox(page);

  await page.getByRole('button', { name: booth('correctSaved') }).click();
  const correction = page.getByRole('form', { name: booth('correcting', { name: 'Pau Serra' }) });
  await correction.getByLabel(text('es', 'card.fields.notes', 'booth')).fill('Cartas de colores, 300 unidades');
  await correction.getByRole('button', { name: booth('saveCorrection') }).click();
  await expect(saying(page, booth('status.mayHaveArrived', { name: 'Pau Serra' }))).toBeVisible();

  // Back online: the correction arrives once, on its own, saying what it corrects; the first
  // version stays queued for its retry as it was, and nothing under its id carries the correction.
  const [first] = await recordsFrom(sender);
  await context.setOffline(false);
  const originalId = first!.template_params.submission_id;
  const followUps = async () =>
    (await recordsFrom(sender)).filter((record) => record.template_params.submission_id !== originalId);
  await expect.poll(async () => (await followUps()).length, { timeout: ARRIVAL_MS }).toBe(1);
  await settleOutbox(page);
  expect(await followUps()).toHaveLength(1);
  const underOriginal = (await recordsFrom(sender)).filter(
    (record) => record.template_params.submission_id === originalId,
  );
  expect(underOriginal.map((record) => record.template_params.message)).toEqual(
    underOriginal.map(() => first!.template_params.message),
  );
  const [followUp] = await followUps();
  expect(followUp!.template_params.message).toContain('Cartas de colores, 300 unidades');
  expect(followUp!.template_params.message).toMatch(followUpLine);
});

/** The tab's copy of the card as typed (typed-copy.ts), as sessionStorage holds it. */
const typedCopy = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TYPED_CARD_STORAGE_KEY);

test('typed and reloaded at once, before the pause that writes it: the card is all there after the reload', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await openBooth(page);
  await nextVisitor(page).click();
  await expect(cardField(page, 'name')).toBeFocused();
  await cardField(page, 'name').fill('Núria Vidal');
  await cardField(page, 'email').fill('nuria@example.com');
  await page.getByLabel(text('es', 'card.fields.notes', 'booth')).pressSequentially('Quiere 40 libros');
  // No wait for the pause (TYPING_PAUSE_MS): the page's hiding starts a write that does not land.
  await page.reload();
  await waitForApp(page);
  await expect(cardField(page, 'name')).toHaveValue('Núria Vidal');
  await expect(cardField(page, 'email')).toHaveValue('nuria@example.com');
  await expect(page.getByLabel(text('es', 'card.fields.notes', 'booth'))).toHaveValue('Quiere 40 libros');
  // Written to the store as the card opened, and the tab's copy then removed.
  await expect
    .poll(() => storedCards(page))
    .toEqual([{ name: 'Núria Vidal', email: 'nuria@example.com', company: '' }]);
  await expect.poll(() => typedCopy(page)).toBeNull();

  // Typed once more and left to its pause: written, and no copy left in the tab.
  await cardField(page, 'company').fill('Tèxtils Vidal');
  await expect
    .poll(() => storedCards(page))
    .toEqual([{ name: 'Núria Vidal', email: 'nuria@example.com', company: 'Tèxtils Vidal' }]);
  await expect.poll(() => typedCopy(page)).toBeNull();
});

/**
 * In `page` (another page of the site), a read-write transaction on the leads store, queued at
 * once behind any before it and then held, so that writes asked for after it wait; the returned
 * function lets it end.
 */
async function holdLeadsStore(page: Page, flag: string) {
  await page.evaluate(
    ([db, store, name]) =>
      new Promise<void>((resolve, reject) => {
        const flags = window as unknown as Record<string, boolean>;
        flags[name] = false;
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store, 'readwrite').objectStore(store);
          // A transaction stays open while it has requests: one more each time the last answers.
          const keep = () => {
            objects.get('held').onsuccess = () => (flags[name] ? open.result.close() : keep());
          };
          keep();
          resolve();
        };
      }),
    [BOOTH_DB, BOOTH_STORE, flag] as const,
  );
  return () => page.evaluate((name) => ((window as unknown as Record<string, boolean>)[name] = true), flag);
}

test('a keystroke typed while an earlier write waited for its turn is there after a reload', async ({
  context,
  page,
}) => {
  await asReturningVisitor(page);
  await openBooth(page);
  await nextVisitor(page).click();
  await expect(cardField(page, 'name')).toBeFocused();
  const holder = await context.newPage();
  await holder.goto(new URL('/', page.url()).href);
  const company = cardField(page, 'company');

  // "A" typed, and its write asked for at once (the field left), behind the other page's transaction.
  const releaseFirst = await holdLeadsStore(holder, 'first');
  await company.pressSequentially('A');
  await company.blur();
  // "B" typed while that write waits, and a second transaction queued behind it: the "A" write
  // lands after "B" was typed, and the "AB" write waits until the page is reloaded.
  await company.fill('AB');
  await expect.poll(() => typedCopy(page)).toContain('"company":"AB"');
  const releaseSecond = await holdLeadsStore(holder, 'second');
  await releaseFirst();
  await page.reload();
  await releaseSecond();
  await waitForApp(page);
  await expect(company).toHaveValue('AB');
  await expect.poll(() => storedCards(page)).toEqual([{ name: '', email: '', company: 'AB' }]);
  await expect.poll(() => typedCopy(page)).toBeNull();
  await holder.close();
});

test('a tab copy that is not this card’s is removed, and session storage that refuses leaves the card saved as typed', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await openBooth(page);
  // Another lead's copy, left in the tab: not this card's.
  const foreign = JSON.stringify({ v: 1, id: 'f0000000000000000000000000000000', at: Date.now(), card: { name: 'X' } });
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [TYPED_CARD_STORAGE_KEY, foreign]);
  await nextVisitor(page).click();
  await expect(cardField(page, 'name')).toHaveValue('');
  await expect.poll(() => typedCopy(page)).toBeNull();

  // Session storage full: the card is written to the store all the same.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Full', 'QuotaExceededError');
    };
  });
  await cardField(page, 'name').fill('Pau Serra');
  await cardField(page, 'email').fill('pau@example.com');
  await expect.poll(() => storedCards(page)).toEqual([{ name: 'Pau Serra', email: 'pau@example.com', company: '' }]);
  expect(await typedCopy(page)).toBeNull();
  await page.reload();
  await waitForApp(page);
  await expect(cardField(page, 'name')).toHaveValue('Pau Serra');
});
