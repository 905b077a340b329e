import { test, expect } from './support/test';
import { openWithWorker } from './support/service-worker';
import { recordsFrom, settleOutbox, uniqueSender } from './support/outbox';
import { onSlowest } from './support/limits';
import { screenPath, text } from './support/site';
import { csvObjects } from './support/rfc4180';
import {
  boothText,
  cardField,
  exportFiles,
  goOffline,
  leadRow,
  leadsList,
  markItem,
  nextVisitor,
  openBooth,
  visitorCard,
} from './support/booth';
import { serviceItem } from '../src/selection/items';

/*
 * Issue 54, "Must show", as one day at the booth: with the network cut, three leads in a row,
 * each with the visitor's selection, one corrected before sending and one reloaded mid-card;
 * the list shows them saved on this device; back online each arrives once with its block and
 * turns to sent; the export holds the three with their states and hostile text made inert;
 * "Clear this device" takes the sent ones and keeps an unsent one unless confirmed twice.
 */

// Chromium logs every refused request of the page (the network cut) as a console error.
test.use({ serviceWorkers: 'allow', allowedConsole: /Failed to load resource/ });

/** Once the network is back: the outbox sends on the `online` event, one enquiry after another. */
const ARRIVAL_MS = onSlowest(20_000);

const serviceName = (id: string) => text('es', `serviceNames.${id}`);
const column = (key: string) => boothText(`export.fields.${key}`);

test('a day at the booth: three leads offline, one corrected, each sent once, exported, and the device cleared', async ({
  context,
  page,
}, testInfo) => {
  test.setTimeout(testInfo.timeout + 4 * ARRIVAL_MS);
  const visitors = [
    {
      name: '=HYPERLINK("x")',
      company: 'Vidal, "Tèxtils" & Cia',
      phone: '+34 600 000 000',
      notes: 'Quiere 40 libros,\n"urgente"\npara primavera',
      item: serviceItem('libros'),
      sender: uniqueSender(testInfo),
    },
    {
      name: 'Jean Morel',
      company: 'Morel & Fils',
      phone: '',
      notes: 'Cascadas para la colección de otoño',
      item: serviceItem('cascadas'),
      sender: uniqueSender(testInfo),
    },
    {
      name: 'Pau Serra',
      company: 'Serra Home',
      phone: '933 000 000',
      notes: 'Cartas de colores',
      item: serviceItem('cartas-colores'),
      sender: uniqueSender(testInfo),
    },
  ];
  const corrected = 'Cartas de colores, 300 unidades';

  await openWithWorker(page, screenPath('booth', 'es'));
  await goOffline(context, page);

  for (const [index, visitor] of visitors.entries()) {
    await markItem(page, visitor.item);
    await openBooth(page);
    await nextVisitor(page).click();
    const card = visitorCard(page);
    await cardField(card, 'name').fill(visitor.name);
    await cardField(card, 'company').fill(visitor.company);
    await cardField(card, 'email').fill(visitor.sender);
    if (index === 1) {
      // A reload in the middle of a card loses nothing (the card is written as it is typed; blur writes at once).
      await cardField(card, 'phone').focus();
      await expect(leadsList(page).getByRole('listitem').filter({ hasText: visitor.company })).toHaveCount(1);
      await page.reload();
      await openBooth(page);
      await expect(cardField(card, 'name')).toHaveValue(visitor.name);
      await expect(cardField(card, 'company')).toHaveValue(visitor.company);
      await expect(cardField(card, 'email')).toHaveValue(visitor.sender);
    }
    await expect(card.getByRole('listitem')).toHaveText([serviceName(visitor.item.service)]);
    await cardField(card, 'phone').fill(visitor.phone);
    await card.getByLabel(boothText('card.fields.notes')).fill(visitor.notes);
    await card.getByLabel(boothText('card.consent')).check();
    await card.getByRole('button', { name: boothText('card.save') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: boothText('card.status.waiting', { name: visitor.name }) }),
    ).toBeVisible();
  }

  // The list: the three saved on this device, newest first.
  const list = leadsList(page);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const visitor of visitors) await expect(leadRow(list, visitor.company)).toHaveAttribute('data-state', 'saved');

  // The third corrected before it is sent: the queued enquiry is replaced, not sent twice.
  const third = visitors[2]!;
  await leadRow(list, third.company)
    .getByRole('button', { name: boothText('list.correctButton') })
    .click();
  const correction = visitorCard(page, third.name);
  await correction.getByLabel(boothText('card.fields.notes')).fill(corrected);
  await correction.getByRole('button', { name: boothText('card.saveCorrection') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: boothText('card.status.corrected', { name: third.name }) }),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Back online: each arrives once, with its selection's block, and turns to sent in the list.
  await context.setOffline(false);
  for (const visitor of visitors)
    await expect.poll(async () => (await recordsFrom(visitor.sender)).length, { timeout: ARRIVAL_MS }).toBe(1);
  for (const visitor of visitors) await expect(leadRow(list, visitor.company)).toHaveAttribute('data-state', 'sent');
  await settleOutbox(page);
  for (const visitor of visitors) {
    const [record, ...more] = await recordsFrom(visitor.sender);
    expect(more).toHaveLength(0);
    const params = record!.template_params;
    expect(params.from_name).toBe(visitor.name);
    expect(params.message).toContain(serviceName(visitor.item.service));
    expect(params.message).toContain(visitor === third ? corrected : visitor.notes);
  }

  // The export, still offline-capable, holds the three with their states; hostile text stays text.
  const files = await exportFiles(page, () => page.getByRole('button', { name: boothText('export.button') }).click());
  const csv = files.get('csv')!.bytes;
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = csvObjects(csv.subarray(3).toString('utf8'));
  expect(rows).toHaveLength(3);
  const rowOf = (sender: string) => rows.find((row) => row[column('email')] === sender)!;
  const first = rowOf(visitors[0]!.sender);
  expect(first[column('name')]).toBe(`'=HYPERLINK("x")`);
  expect(first[column('company')]).toBe(visitors[0]!.company);
  expect(first[column('phone')]).toBe('+34 600 000 000');
  expect(first[column('notes')]).toBe(visitors[0]!.notes);
  expect(rowOf(third.sender)[column('notes')]).toBe(corrected);
  for (const visitor of visitors) expect(rowOf(visitor.sender)[column('state')]).toBe(boothText('export.states.sent'));
  expect(
    files
      .get('vcf')!
      .bytes.toString('utf8')
      .match(/BEGIN:VCARD/g),
  ).toHaveLength(3);

  // A fourth visitor, taken with the network gone again: not sent yet at the end of the day.
  await goOffline(context, page);
  const late = { name: 'Laia Puig', sender: uniqueSender(testInfo) };
  await nextVisitor(page).click();
  const card = visitorCard(page);
  await cardField(card, 'name').fill(late.name);
  await cardField(card, 'email').fill(late.sender);
  await card.getByLabel(boothText('card.consent')).check();
  await card.getByRole('button', { name: boothText('card.save') }).click();
  await expect(leadRow(list, late.name)).toHaveAttribute('data-state', 'saved');

  // "Clear this device": the sent ones go; the unsent one stays unless confirmed a second time.
  const clear = page.getByRole('button', { name: boothText('device.clearButton') });
  await clear.click();
  const question = page.getByRole('group', { name: boothText('device.clearQuestion') });
  await expect(question).toContainText(boothText('device.clearUnsentKept_one', { count: 1 }));
  await question.getByRole('button', { name: boothText('device.clearSentButton') }).click();
  await expect(page.getByText(boothText('device.cleared_other', { count: 3 }))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await clear.click();
  await question.getByRole('button', { name: boothText('device.clearAlsoUnsentButton') }).click();
  const second = page.getByRole('group', { name: boothText('device.unsentQuestion_one', { count: 1 }) });
  await second.getByRole('button', { name: boothText('device.keepUnsentButton') }).click();
  await expect(second).toHaveCount(0);
  await expect(leadRow(list, late.name)).toHaveAttribute('data-state', 'saved');

  // Kept, it goes out once the network is back.
  await context.setOffline(false);
  await expect.poll(async () => (await recordsFrom(late.sender)).length, { timeout: ARRIVAL_MS }).toBe(1);
  await expect(leadRow(list, late.name)).toHaveAttribute('data-state', 'sent');
});
