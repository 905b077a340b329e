import type { Page } from '@playwright/test';
import { test, expect, APP_REFUSED_CONSOLE, asReturningVisitor, waitForApp } from './support/test';
import { holdRoute } from './support/held-route';
import { violations } from './support/axe';
import { translateTextNodes } from './support/translation';
import { openWithWorker } from './support/service-worker';
import { fillEnquiry, recordsFrom, settleOutbox, submitButton, uniqueSender } from './support/outbox';
import { screenPath, text } from './support/site';
import { decodeSelection, encodeSelection, SELECTION_PARAM } from '../src/selection/short-codes';
import { ALL_ITEMS, pictureItem, serviceItem } from '../src/selection/items';
import { MAX_ITEMS } from '../src/selection/limits';
import { ROOM_TO_WRITE } from '../src/selection/message-block';
import { MESSAGE_MAX_LENGTH } from '../src/contact/clean-input';

/*
 * Issue 53, "Send": "Ask about this selection" opens the contact form with `?s=`; the items show
 * above the form, removable; the enquiry carries them inside `message` as a block in the
 * visitor's language with a link that opens the same selection, also when it is queued offline.
 */

// Chromium logs every refused or dropped request of the page as a console error.
test.use({ serviceWorkers: 'allow', allowedConsole: /Failed to load resource/ });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

const picture = pictureItem('cascadas', 'services/cascadas/gallery-1');
const ITEMS = [serviceItem('libros'), serviceItem('cascadas'), picture];
const contactWith = (items = ITEMS, extra = '') =>
  `${screenPath('contact', 'es')}?${SELECTION_PARAM}=${encodeSelection(items)}${extra}`;

const NAMES = {
  libros: text('es', 'serviceNames.libros'),
  cascadas: text('es', 'serviceNames.cascadas'),
  picture: `${text('es', 'serviceNames.cascadas')}: foto «${text('es', 'images.services.cascadas.gallery-1.title', 'services')}»`,
};
const contact = (key: string) => text('es', key, 'contact');

const itemsList = (page: Page) => page.getByRole('list', { name: contact('form.selection.listLabel') });
const projectType = (page: Page) => page.getByRole('button', { name: /Tipo de proyecto/ });

/** The block's link, in a message, and the items its `?s=` names. */
function linkedItems(message: string) {
  const link = new URL(/https?:\/\/\S+/.exec(message)![0]);
  expect(link.pathname).toBe(screenPath('selection', 'es'));
  return decodeSelection(link.searchParams.get(SELECTION_PARAM)).items;
}

test('sent offline from the contact form, the enquiry arrives once, with the items and their link in the message', async ({
  context,
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openWithWorker(page, contactWith());
  const list = itemsList(page);
  await expect(page.getByRole('heading', { name: contact('form.selection.title') })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveText([
    new RegExp(`^${NAMES.libros}`),
    new RegExp(`^${NAMES.cascadas}Quitar`),
    new RegExp(`^${NAMES.picture}`),
  ]);
  // Two of the three items are of cascades (the service and its photo): the type it suggests.
  await expect(projectType(page)).toContainText(NAMES.cascadas);

  await context.setOffline(true);
  await fillEnquiry(page, { name: 'Laia Serra', email: sender, message: 'Nos interesan estas muestras.' });
  await submitButton(page).click();
  await expect(page.getByText(contact('form.messages.queued.title'))).toBeVisible();
  // The enquiry that went takes its items along: the next one starts without them.
  await expect(list).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
  expect(await recordsFrom(sender)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText('Se ha enviado su consulta pendiente.')).toBeVisible();
  await settleOutbox(page);
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(1);
  const params = records[0]!.template_params;
  expect(params.project_type).toBe('cascadas');
  const lines = params.message.split('\n');
  expect(lines.slice(0, 6)).toEqual([
    'Nos interesan estas muestras.',
    '',
    'Mi selección (3):',
    `- ${NAMES.libros}`,
    `- ${NAMES.cascadas}`,
    `- ${NAMES.picture}`,
  ]);
  expect(lines).toHaveLength(7);
  expect(lines[6]).toMatch(/^La misma selección en la web: https?:\/\//);
  expect(linkedItems(params.message)).toEqual(ITEMS);
});

test('an item removed before sending leaves the address and the message, and the suggested type follows', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await page.goto(contactWith(ITEMS, '&utm_source=feria'));
  await waitForApp(page);
  const list = itemsList(page);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(projectType(page)).toContainText(NAMES.cascadas);

  await list.getByRole('button', { name: `Quitar ${NAMES.picture}` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: `Quitado de la consulta: ${NAMES.picture}` })).toHaveCount(1);
  const kept = ITEMS.slice(0, 2);
  expect(new URL(page.url()).searchParams.get(SELECTION_PARAM)).toBe(encodeSelection(kept));
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('feria');
  // One vote each now: the first marked, books, wins; the list had the old suggestion, untouched.
  await expect(projectType(page)).toContainText(NAMES.libros);

  // The address keeps what is shown: a reload shows the two.
  await page.reload();
  await waitForApp(page);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await fillEnquiry(page, { name: 'Pau Font', email: sender, message: 'Solo estas dos.' });
  await submitButton(page).click();
  await expect(page.getByText(contact('form.messages.success.title'))).toBeVisible();
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(1);
  const { message, project_type } = records[0]!.template_params;
  expect(project_type).toBe('libros');
  expect(message).toContain('Mi selección (2):');
  expect(message).not.toContain(NAMES.picture);
  expect(linkedItems(message)).toEqual(kept);
});

test('a type the visitor chose stays; removing every item hides the block and the message goes without one', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await page.goto(contactWith([serviceItem('libros')]));
  await waitForApp(page);
  await expect(projectType(page)).toContainText(NAMES.libros);
  await projectType(page).click();
  await page.getByRole('option', { name: 'Sin especificar' }).click();
  await expect(projectType(page)).toContainText('Sin especificar');

  await itemsList(page)
    .getByRole('button', { name: `Quitar ${NAMES.libros}` })
    .click();
  await expect(page.getByRole('heading', { name: contact('form.selection.title') })).toHaveCount(0);
  await expect(page.getByLabel('Mensaje')).toBeFocused();
  expect(new URL(page.url()).search).toBe('');

  await fillEnquiry(page, { name: 'Pau Font', email: sender, message: 'Sin selección.' });
  await submitButton(page).click();
  await expect(page.getByText(contact('form.messages.success.title'))).toBeVisible();
  const [record] = await recordsFrom(sender);
  expect(record!.template_params).toMatchObject({ message: 'Sin selección.', project_type: '' });
});

test('in another language the items read in it, their block too, with no axe violation, and the keyboard removes one', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await page.goto(contactWith());
  await waitForApp(page);
  await expect(itemsList(page).getByRole('listitem')).toHaveCount(3);
  // The language switch keeps the contact page's `s` (its pageParams).
  await page.getByRole('button', { name: text('es', 'language.label').split(':')[0]! }).click();
  await page.locator('a[hreflang="fr"]').click();
  await expect(page).toHaveURL(`${screenPath('contact', 'fr')}?${SELECTION_PARAM}=${encodeSelection(ITEMS)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const list = page.getByRole('list', { name: text('fr', 'form.selection.listLabel', 'contact') });
  const frPicture = text('fr', 'selection.block.picture')
    .replace('{{service}}', text('fr', 'serviceNames.cascadas'))
    .replace('{{caption}}', text('fr', 'images.services.cascadas.gallery-1.title', 'services'));
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(0)).toContainText(text('fr', 'serviceNames.libros'));
  expect(await violations(page)).toEqual([]);

  // From the keyboard: the focus goes on to the next item's button once one is removed.
  const remove = list.getByRole('button', { name: `Retirer ${text('fr', 'serviceNames.cascadas')}`, exact: true });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('button', { name: /^Retirer .*photo/ })).toBeFocused();

  await page.getByLabel('Nom complet').fill('Claire Martin');
  await page.getByLabel('E-mail').fill(sender);
  await page.getByLabel('Message').fill('Ces deux-là.');
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await expect(page.getByText(text('fr', 'form.messages.success.title', 'contact'))).toBeVisible();
  const [record] = await recordsFrom(sender);
  const lines = record!.template_params.message.split('\n');
  expect(lines.slice(0, 5)).toEqual([
    'Ces deux-là.',
    '',
    text('fr', 'selection.block.title').replace('{{count}}', '2'),
    `- ${text('fr', 'serviceNames.libros')}`,
    `- ${frPicture}`,
  ]);
  const link = new URL(/https?:\/\/\S+/.exec(lines[5]!)![0]);
  expect(link.pathname).toBe(screenPath('selection', 'fr'));
});

test('codes a link holds that cannot be read are said, and the readable items still go', async ({ page }) => {
  await page.goto(`${screenPath('contact', 'es')}?${SELECTION_PARAM}=04.zz.<img>`);
  await waitForApp(page);
  await expect(
    page.getByText(text('es', 'form.selection.unread_other', 'contact').replace('{{unread}}', '2')),
  ).toBeVisible();
  await expect(itemsList(page).getByRole('listitem')).toHaveText([new RegExp(`^${NAMES.libros}`)]);
  await expect(page.locator('img[src*="<"]')).toHaveCount(0);
});

test('the counter leaves room for a full selection’s block, and room to write', async ({ page }) => {
  // Thirty items: the catalogue's last thirty pictures, with their long captions.
  const full = ALL_ITEMS.slice(-MAX_ITEMS);
  await page.goto(contactWith(full));
  await waitForApp(page);
  await expect(itemsList(page).getByRole('listitem')).toHaveCount(MAX_ITEMS);
  // Past the limit the visitor sees, the counter shows it, and says by how much.
  const field = page.getByLabel('Mensaje');
  await field.fill('x'.repeat(4_900));
  const counter = page.getByText(/^[\d.\s]+ de [\d.\s]+ caracteres$/);
  await expect(counter).toBeVisible();
  const [, max] = /de ([\d.\s]+) caracteres/.exec((await counter.textContent())!)!;
  const room = Number(max!.replace(/\D/g, ''));
  expect(room).toBeGreaterThanOrEqual(ROOM_TO_WRITE - 2);
  expect(room).toBeLessThan(MESSAGE_MAX_LENGTH);
  // The browser refuses the form with the form's own reason: nothing is queued to be refused later.
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await field.evaluate((area: HTMLTextAreaElement) => area.validationMessage)).toMatch(/demasiado largo/);
});

test.describe('a Send pressed before the app has come', () => {
  test('goes with the items, once their captions have come, however late', async ({ page }, testInfo) => {
    const sender = uniqueSender(testInfo);
    const app = await holdRoute(page, '**/assets/main-*.js');
    // The captions' texts, which the page loads only for the items: held past the app's coming.
    const captions = await holdRoute(page, '**/locales/*/es/services.json');
    await page.goto(contactWith());
    await page.waitForLoadState('networkidle');
    await fillEnquiry(page, { name: 'Marta Roig', email: sender, message: 'Enviado antes que la app.' });
    await submitButton(page).click();
    await expect.poll(() => app.asked().length).toBe(1);

    app.release();
    await expect.poll(() => captions.asked().length).toBe(1);
    // The Send waits for the block: nothing has gone without it.
    await expect(submitButton(page)).toHaveText('Enviando…');
    expect(await recordsFrom(sender)).toHaveLength(0);
    captions.release();
    await expect(page.getByText(contact('form.messages.success.title'))).toBeVisible();
    const records = await recordsFrom(sender);
    expect(records).toHaveLength(1);
    const { message, project_type } = records[0]!.template_params;
    expect(message.split('\n').slice(0, 6)).toEqual([
      'Enviado antes que la app.',
      '',
      'Mi selección (3):',
      `- ${NAMES.libros}`,
      `- ${NAMES.cascadas}`,
      `- ${NAMES.picture}`,
    ]);
    expect(linkedItems(message)).toEqual(ITEMS);
    expect(project_type).toBe('cascadas');
  });
});

test.describe('under hostile conditions', () => {
  /** The warning the app gives for a part drawn again (main.tsx); any other is still a failure. */
  test.use({ allowedConsole: /^Hydration: the page's (header|main|footer|shell)/ });

  test('a page translated before the app came still shows the items and sends them', async ({ page }, testInfo) => {
    const sender = uniqueSender(testInfo);
    // As a browser's translation does, before the app has come (it comes after the first view).
    await page.addInitScript({
      content: `document.addEventListener('DOMContentLoaded', () => (${translateTextNodes.toString()})(true));`,
    });
    await page.goto(contactWith());
    await waitForApp(page);
    await expect(itemsList(page).getByRole('listitem')).toHaveCount(3);
    // The translation did reach the page (its kept parts still hold its <font> elements).
    expect(await page.locator('font').count()).toBeGreaterThan(0);
    await fillEnquiry(page, { name: 'Marta Roig', email: sender, message: 'Traducida.' });
    await submitButton(page).click();
    await expect(page.getByText(contact('form.messages.success.title'))).toBeVisible();
    const [record] = await recordsFrom(sender);
    expect(linkedItems(record!.template_params.message)).toEqual(ITEMS);
  });
});

test.describe('review: the suggested type', () => {
  test('a "none" chosen on purpose stays when an item is removed and the suggestion changes', async ({
    page,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await page.goto(contactWith());
    await waitForApp(page);
    await expect(projectType(page)).toContainText(NAMES.cascadas);
    await projectType(page).click();
    await page.getByRole('option', { name: 'Sin especificar' }).click();
    await expect(projectType(page)).toContainText('Sin especificar');

    // One vote each now: the suggestion becomes books; the visitor's "none" is still theirs.
    await itemsList(page)
      .getByRole('button', { name: `Quitar ${NAMES.picture}` })
      .click();
    await expect(itemsList(page).getByRole('listitem')).toHaveCount(2);
    await expect(projectType(page)).toContainText('Sin especificar');

    await fillEnquiry(page, { name: 'Pau Font', email: sender, message: 'Sin tipo.' });
    await submitButton(page).click();
    await expect(page.getByText(contact('form.messages.success.title'))).toBeVisible();
    const [record] = await recordsFrom(sender);
    expect(record!.template_params.project_type).toBe('');
  });

  test('removing every item takes back the type it suggested: no type the visitor never chose goes', async ({
    page,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await page.goto(contactWith([serviceItem('libros')]));
    await waitForApp(page);
    await expect(projectType(page)).toContainText(NAMES.libros);

    await itemsList(page)
      .getByRole('button', { name: `Quitar ${NAMES.libros}` })
      .click();
    await expect(page.getByRole('heading', { name: contact('form.selection.title') })).toHaveCount(0);
    await expect(projectType(page)).toContainText('Sin especificar');

    await fillEnquiry(page, { name: 'Pau Font', email: sender, message: 'Sin selección.' });
    await submitButton(page).click();
    await expect(page.getByText(contact('form.messages.success.title'))).toBeVisible();
    const [record] = await recordsFrom(sender);
    expect(record!.template_params).toMatchObject({ message: 'Sin selección.', project_type: '' });
  });
});

/*
 * Review findings, fixed: the items never go missing from what the visitor sends, however slow
 * the captions' texts (the block's heading and link go without them), or when the app did not come.
 */
test.describe('review: the items are never lost on the way', () => {
  test('captions slower than the form’s wait for them: the enquiry still carries the items', async ({
    page,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    // A fair's Wi-Fi: the captions' texts do not come while the visitor writes and sends.
    const captions = await holdRoute(page, '**/locales/*/es/services.json');
    await page.goto(contactWith());
    await waitForApp(page);
    await expect.poll(() => captions.asked().length).toBe(1);
    await fillEnquiry(page, { name: 'Marta Roig', email: sender, message: 'Red lenta.' });
    await submitButton(page).click();
    await expect(page.getByText(contact('form.messages.success.title'))).toBeVisible({ timeout: 20_000 });
    const [record] = await recordsFrom(sender);
    expect(record!.template_params.message).toContain('Mi selección (3):');
    // Without the captions, the link names every item.
    expect(record!.template_params.message).toContain(`?s=${encodeSelection(ITEMS)}`);
  });

  test('captions that fail for good (their file answers 404): the list and the enquiry show no text key, and the items still go', async ({
    page,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await page.route('**/locales/*/es/services.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(contactWith());
    await waitForApp(page);
    const shown = itemsList(page).getByRole('listitem');
    await expect(shown).toHaveCount(3);
    await expect(shown.nth(2)).toContainText(NAMES.cascadas);
    await expect(itemsList(page)).not.toContainText('images.services');
    await fillEnquiry(page, { name: 'Marta Roig', email: sender, message: 'Sin leyendas.' });
    await submitButton(page).click();
    await expect(page.getByText(contact('form.messages.success.title'))).toBeVisible();
    const [record] = await recordsFrom(sender);
    const { message } = record!.template_params;
    expect(message).not.toContain('images.services');
    expect(message).toContain('Mi selección (3):');
    expect(linkedItems(message)).toEqual(ITEMS);
  });

  test('switched to English while the Spanish captions still hang, the page shows at once in English, items and all', async ({
    page,
  }) => {
    const captions = await holdRoute(page, '**/locales/*/es/services.json');
    await page.goto(contactWith());
    await waitForApp(page);
    await expect.poll(() => captions.asked().length).toBe(1);
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${screenPath('contact', 'en')}?${SELECTION_PARAM}=${encodeSelection(ITEMS)}`);
    // The English page waited for its own texts only (i18n/texts-settled.ts): it waited for the
    // Spanish ones too, and showed an empty main for as long as they hung.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'hero.title', 'contact'));
    const list = page.getByRole('list', { name: text('en', 'form.selection.listLabel', 'contact') });
    await expect(list.getByRole('listitem')).toHaveCount(ITEMS.length);
    await expect(list).toContainText(text('en', 'serviceNames.libros'));
    captions.release();
  });

  test.describe('the app’s scripts refused', () => {
    test.use({ allowedConsole: APP_REFUSED_CONSOLE });

    test('the kept notice’s e-mail link carries the items the address names', async ({ page }, testInfo) => {
      const sender = uniqueSender(testInfo);
      await page.route('**/assets/main-*.js', (route) => route.abort());
      await page.goto(contactWith());
      await fillEnquiry(page, { name: 'Marta Roig', email: sender, message: 'Sin la app.' });
      await submitButton(page).click();
      const mail = page.getByRole('link', { name: 'Enviar por correo' });
      await expect(mail).toHaveAttribute('href', /^mailto:.*body=/);
      const body = new URL((await mail.getAttribute('href'))!).searchParams.get('body')!;
      expect(body).toContain(encodeSelection(ITEMS));
    });
  });
});
