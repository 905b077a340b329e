import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import {
  clearFailure,
  fillEnquiry,
  outboxIndicator,
  queuedKeys,
  recordsFrom,
  settleOutbox,
  stageFailure,
  submitButton,
  uniqueSender,
} from './support/outbox';
import { COMPANY } from '../src/content/company';
import { countRedrawn, keepDrawn } from './support/redraws';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

async function openContact(page: Page, path = '/contacto') {
  await page.goto(path);
  await waitForApp(page);
}

test('the contact page shows call and e-mail tiles from the company config, then the form', async ({ page }) => {
  await openContact(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hablemos de su próximo muestrario');
  await expect(page.getByRole('link', { name: /Llamar/ })).toHaveAttribute('href', `tel:${COMPANY.phones.office.tel}`);
  await expect(page.getByRole('link', { name: /Enviar un correo/ })).toHaveAttribute(
    'href',
    `mailto:${COMPANY.emails.office}`,
  );
  await expect(page.getByText(`menos de ${COMPANY.replyWithinHours} horas`)).toBeVisible();
  await expect(submitButton(page)).toHaveText('Enviar mensaje');
});

test('the form is in the prerendered HTML, in every language', async ({ request }) => {
  const expected = {
    '/contacto': 'Enviar mensaje',
    '/ca/contacte': 'Envia el missatge',
    '/en/contact': 'Send Message',
    '/fr/contact': 'Envoyer le message',
  };
  for (const [path, label] of Object.entries(expected)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`>${label}</button>`);
    expect(html, path).toContain('role="listbox"');
  }
});

test('a valid enquiry arrives as exactly one outbox file with every field', async ({ page }, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  await fillEnquiry(page, {
    name: 'Núria Vidal',
    email: sender,
    phone: '+34 600 11 22 33',
    company: 'Teixits Vidal',
    message: 'Necesitamos 200 cartas de colores.\nGracias.',
  });
  await page.getByRole('button', { name: /Tipo de proyecto/ }).click();
  await page.getByRole('option', { name: 'Cartas de colores' }).click();
  await submitButton(page).click();

  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  await expect(page.getByText('Nos pondremos en contacto con usted lo antes posible.')).toBeVisible();
  await expect(page.getByRole('main').locator('form')).toHaveCount(0);

  const records = await recordsFrom(sender);
  expect(records).toHaveLength(1);
  const [record] = records;
  expect(record).toMatchObject({
    lib_version: '4.4.1',
    user_id: COMPANY.emailjs.local.publicKey,
    service_id: COMPANY.emailjs.local.serviceId,
    template_id: COMPANY.emailjs.local.templateId,
  });
  expect(record!.template_params).toEqual({
    from_name: 'Núria Vidal',
    from_email: sender,
    phone: '+34 600 11 22 33',
    company: 'Teixits Vidal',
    project_type: 'cartas-colores',
    message: 'Necesitamos 200 cartas de colores.\nGracias.',
    to_name: COMPANY.brand,
    reply_to: sender,
    submission_id: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
});

test('name, email and message are required by the browser; the email must look like one', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  const name = page.getByLabel('Nombre completo');
  const email = page.getByLabel('Correo electrónico');
  const message = page.getByLabel('Mensaje');
  await expect(email).toHaveAttribute('type', 'email');
  for (const field of [name, email, message]) await expect(field).toHaveAttribute('required', '');
  for (const optional of ['Teléfono', 'Empresa'])
    await expect(page.getByLabel(optional)).not.toHaveAttribute('required');

  await submitButton(page).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toHaveCount(0);

  await fillEnquiry(page, { name: 'Anna', email: 'no-es-un-correo', message: 'Hola' });
  await expect(name).not.toHaveAttribute('aria-invalid');
  await submitButton(page).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(sender);
  await submitButton(page).click();
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('the project type dropdown works from the keyboard and closes on Escape or an outside click', async ({ page }) => {
  await openContact(page);
  const button = page.getByRole('button', { name: /Tipo de proyecto/ });
  const listbox = page.getByRole('listbox');
  const active = () =>
    listbox.evaluate((list) => document.getElementById(list.getAttribute('aria-activedescendant')!)?.textContent);

  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await expect(listbox).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option')).toHaveCount(10);
  expect(await listbox.evaluate((list) => getComputedStyle(list).maxHeight)).toBe('256px');
  expect(await active()).toBe('Sin especificar');

  await page.keyboard.press('ArrowUp');
  expect(await active()).toBe('Otro');
  await page.keyboard.press('ArrowDown');
  expect(await active()).toBe('Sin especificar');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await active()).toBe('Encuadernación');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toContainText('Encuadernación');
  await expect(page.getByRole('option', { name: 'Encuadernación', includeHidden: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.keyboard.press('ArrowDown');
  expect(await active()).toBe('Encuadernación');
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toContainText('Encuadernación');

  await page.keyboard.press('Enter');
  await expect(listbox).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(listbox).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('while sending, the button is disabled and says "Enviando…"', async ({ page, request }, testInfo) => {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { delayMs: 2000 });
  await openContact(page);
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Enviando…');
  await expect(submitButton(page)).toBeDisabled();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Anna');
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  await clearFailure(request, sender);
});

test('a sent enquiry shows the short form of its submission id, which the e-mail carries whole', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
  await submitButton(page).click();
  const reference = page.getByText(/^Referencia de su consulta: [0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(reference).toBeVisible();
  const [record] = await recordsFrom(sender);
  const id = record!.template_params.submission_id.toUpperCase();
  await expect(reference).toHaveText(`Referencia de su consulta: ${id.slice(0, 4)}-${id.slice(4, 8)}`);
});

test('an over-long message is refused before it is kept or sent, with a counter and a translated reason', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'x'.repeat(4_000) });
  const message = page.getByLabel('Mensaje');
  await expect(page.getByText(/ de 5000 caracteres$/)).toHaveCount(0);
  await message.fill('x'.repeat(4_001));
  await expect(page.getByText('4001 de 5000 caracteres')).toBeVisible();
  await message.fill('x'.repeat(5_012));
  await expect(page.getByText('5012 de 5000 caracteres')).toBeVisible();
  await submitButton(page).click();
  await expect(message).toHaveJSProperty(
    'validationMessage',
    'El mensaje es demasiado largo: admite hasta 5000 caracteres y le sobran 12. Acórtelo para poder enviarlo.',
  );
  await expect(submitButton(page)).toHaveText('Enviar mensaje');
  expect(await queuedKeys(page)).toEqual([]);
  await expect(outboxIndicator(page)).toHaveCount(0);
  expect(await recordsFrom(sender)).toHaveLength(0);

  await message.fill('x'.repeat(5_000));
  await submitButton(page).click();
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  expect((await recordsFrom(sender))[0]!.template_params.message).toHaveLength(5_000);
});

test('a name of invisible characters only is refused; typed text is sent clean', async ({ page }, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  await fillEnquiry(page, { name: '\u200B\u200D\u2060', email: sender, message: ' Hola\u0007 ' });
  await submitButton(page).click();
  await expect(page.getByLabel('Nombre completo')).toHaveJSProperty(
    'validationMessage',
    'Escriba su nombre: el campo solo contiene espacios o caracteres invisibles.',
  );
  expect(await recordsFrom(sender)).toHaveLength(0);
  await page.getByLabel('Nombre completo').fill(' \u202EAnna\u202C ');
  await submitButton(page).click();
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  expect((await recordsFrom(sender))[0]!.template_params).toMatchObject({ from_name: 'Anna', message: 'Hola' });
});

test('a keystroke draws again the field it changes, not the other fields', async ({ page }) => {
  await openContact(page);
  const others = page.locator('form :is(input:not([autocomplete="name"]), textarea, [role="listbox"] li)');
  expect(await keepDrawn(others, 'other fields')).toBeGreaterThan(10);
  await page.getByLabel('Nombre completo').pressSequentially('Anna');
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Anna');
  expect(await countRedrawn(others, 'other fields')).toBe(0);
});

/**
 * An enquiry the form shows saved on this device, which the outbox sends a moment later: the local
 * server accepts it 7 s after it arrives, past the 4 s the form waits for a send
 * (SUBMIT_SETTLE_MS), as a busy device's send. Returns its sender and the form's status view.
 */
async function savedThenSentLater(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const sender = uniqueSender(testInfo);
  await stageFailure(request, sender, { delayMs: 7_000, times: 1 });
  await openContact(page);
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
  await submitButton(page).click();
  const view = page.locator('[data-delivery]');
  await expect(view).toHaveAttribute('data-delivery', 'queued');
  return { sender, view };
}

/** A click on the footer's text, which takes no focus: the focus goes to the body. */
async function clickFooterText(page: Page) {
  const footerText = page.locator('footer p').nth(1);
  await footerText.scrollIntoViewIfNeeded();
  await footerText.click();
}

test('a saved enquiry the outbox sends a moment later is shown as sent, and the message takes the focus', async ({
  page,
  request,
}, testInfo) => {
  const { sender, view } = await savedThenSentLater(page, request, testInfo);
  // On a control the sent view does not draw: the focus must not fall to the body with it.
  await view.getByRole('button', { name: 'Enviar ahora' }).focus();
  await expect(view).toHaveAttribute('data-delivery', 'sent');
  await expect(view.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  await expect(view).toBeFocused();
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('a saved enquiry sent while the visitor reads further down leaves the focus and the scroll as they were', async ({
  page,
  request,
}, testInfo) => {
  const { sender, view } = await savedThenSentLater(page, request, testInfo);
  await clickFooterText(page);
  await expect(view).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(view).toHaveAttribute('data-delivery', 'sent');
  await expect(view).not.toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('a saved enquiry whose "Send now" went while offline, then sent, leaves the focus where the visitor put it', async ({
  page,
  request,
}, testInfo) => {
  const { sender, view } = await savedThenSentLater(page, request, testInfo);
  const sendNow = view.getByRole('button', { name: 'Enviar ahora' });
  await sendNow.focus();
  // The browser says it is offline a moment: the queued view stops drawing "Send now", and the
  // focus goes to the body with it, before the send lands (the send itself is under way).
  const setOnline = (online: boolean) =>
    page.evaluate((on) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => on });
      window.dispatchEvent(new Event(on ? 'online' : 'offline'));
    }, online);
  await setOnline(false);
  await expect(sendNow).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await setOnline(true);
  await clickFooterText(page);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(view).toHaveAttribute('data-delivery', 'sent');
  await expect(view).not.toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test('a saved enquiry sent while its text is open in the outbox dialog leaves the focus in the dialog', async ({
  page,
  request,
}, testInfo) => {
  const { sender, view } = await savedThenSentLater(page, request, testInfo);
  await outboxIndicator(page).click();
  const dock = page.getByRole('dialog', { name: 'Consultas guardadas en este dispositivo' });
  // The send takes this row's text away with the summary the focus is on.
  await dock.getByText('Ver el texto').click();
  await expect(dock.getByText('Ver el texto')).toBeFocused();
  await expect(view).toHaveAttribute('data-delivery', 'sent');
  await expect(dock.getByText('Ver el texto')).toHaveCount(0);
  await expect(view).not.toBeFocused();
  await expect(dock).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await dock.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

/**
 * Holds the sent log busy from `holder`, as another tab's transaction would: a read-write
 * transaction on each of its two stores, kept open 6 s, past the 1.5 s its check is given
 * (SENT_CHECK_LIMIT_MS). Resolves once both hold their stores (their first request answered);
 * the page keeps, as `released`, when they end (see sentLogReleased).
 */
async function holdSentLog(holder: Page) {
  await holder.evaluate(() => {
    const hold = (name: string, store: string, held: () => void) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const objects = opening.result.transaction(store, 'readwrite').objectStore(store);
          const until = Date.now() + 6_000;
          const again = () => {
            if (Date.now() < until) objects.get('none').onsuccess = again;
          };
          objects.get('none').onsuccess = () => (held(), again());
          objects.transaction.oncomplete = () => resolve();
        };
      });
    return new Promise<void>((bothHeld, failed) => {
      let holding = 0;
      const held = () => ++holding === 2 && bothHeld();
      const released = Promise.all([hold('outbox-sent', 'receipts', held), hold('outbox-sent-marks', 'marks', held)]);
      released.catch(failed);
      (window as unknown as { released: Promise<unknown> }).released = released;
    });
  });
}

/** Resolves once the transactions holdSentLog started on `holder` have ended. */
async function sentLogReleased(holder: Page) {
  await holder.evaluate(() => (window as unknown as { released: Promise<unknown> }).released);
}

test('a draft a reload brought back, of an enquiry sent before it, is not sent again while the sent log is slow', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
  // The draft as it was kept before the send: a reload mid-send would have brought it back.
  const kept = await page.evaluate(() => sessionStorage.getItem('contact-draft'));
  expect(kept).not.toBeNull();
  await submitButton(page).click();
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  expect(await recordsFrom(sender)).toHaveLength(1);

  await page.evaluate((draft) => sessionStorage.setItem('contact-draft', draft), kept!);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Mensaje')).toHaveValue('Hola');
  // Another tab holds the sent log busy: whether this id went is then unknown, and only an id
  // minted on this page may go regardless.
  const other = await context.newPage();
  await openContact(other);
  await holdSentLog(other);
  await submitButton(page).click();
  // Sending: the sent log's check waits its 1.5 s at least.
  await expect(page.locator('form[aria-busy="true"]')).toBeAttached();
  await sentLogReleased(other);
  // Settled, whichever the outcome: sent or saved (the view), or the form back, idle or with an error.
  await expect(page.locator('[data-delivery], form[aria-busy="false"]')).toBeVisible();
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
});

/**
 * A copy of `page`'s contact tab, as the browser's "Duplicate" makes it: with its session storage,
 * so with the draft and the id this page minted for it.
 */
async function duplicateTab(page: Page, context: BrowserContext): Promise<Page> {
  const kept = await page.evaluate(() => sessionStorage.getItem('contact-draft'));
  expect(JSON.parse(kept!)).toMatchObject({ submissionId: expect.any(String) });
  const copy = await context.newPage();
  await asReturningVisitor(copy);
  await openContact(copy);
  await copy.evaluate((draft) => sessionStorage.setItem('contact-draft', draft), kept!);
  await copy.reload();
  await waitForApp(copy);
  return copy;
}

test('an enquiry a duplicated tab sent is not sent again by the tab that began it while the sent log is slow', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
  const copy = await duplicateTab(page, context);
  await expect(copy.getByLabel('Mensaje')).toHaveValue('Hola');
  await submitButton(copy).click();
  await expect(copy.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  expect(await recordsFrom(sender)).toHaveLength(1);
  // The first tab has seen it sent: its list of what went here shows it.
  await expect(outboxIndicator(page)).toHaveAttribute('data-sent-only');

  // Back in the first tab, its form still filled in, with the sent log held busy by another tab.
  await holdSentLog(copy);
  await submitButton(page).click();
  await expect(page.locator('form[aria-busy="true"]')).toBeAttached();
  await sentLogReleased(copy);
  await expect(page.locator('[data-delivery], form[aria-busy="false"]')).toBeVisible();
  await settleOutbox(page);
  expect(await recordsFrom(sender)).toHaveLength(1);
  // Not taken as sent from here, nor lost: the form says it did not go, and the text is still
  // in it, to send again.
  await expect(page.locator('[data-delivery]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Error al enviar el mensaje');
  await expect(page.getByLabel('Mensaje')).toHaveValue('Hola');
});

test('a duplicated tab that changes the text sends its own enquiry, and the tab that began it still sends its own', async ({
  page,
  context,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  await openContact(page);
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
  // The visitor writes on in the copy.
  const copy = await duplicateTab(page, context);
  await expect(copy.getByLabel('Mensaje')).toHaveValue('Hola');
  await copy.getByLabel('Mensaje').fill('Hola, y muestras de lomeras');
  await submitButton(copy).click();
  await expect(copy.getByText('¡Mensaje enviado correctamente!')).toBeVisible();

  // Its text went under the draft's id: the first tab's, another text, is not taken for it.
  await submitButton(page).click();
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  const records = await recordsFrom(sender);
  expect(records.map((record) => record.template_params.message).sort()).toEqual([
    'Hola',
    'Hola, y muestras de lomeras',
  ]);
  // Each its own reference (the id's first digits say the words), both from the draft's id.
  const [first, second] = records.map((record) => record.template_params.submission_id);
  expect(first!.slice(0, 8)).not.toBe(second!.slice(0, 8));
  expect(first!.slice(8)).toBe(second!.slice(8));
});

test('the success message gives way to an empty form after 8 s', async ({ page }, testInfo) => {
  const sender = uniqueSender(testInfo);
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await openContact(page);
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00'));
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
  await submitButton(page).click();
  const success = page.getByText('¡Mensaje enviado correctamente!');
  await expect(success).toBeVisible();
  await page.clock.runFor(7_900);
  await expect(success).toBeVisible();
  await page.clock.runFor(100);
  await expect(success).toBeHidden();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('');
  await expect(page.getByLabel('Nombre completo')).toBeFocused();
  await expect(submitButton(page)).toHaveText('Enviar mensaje');
});

test.describe('when the provider refuses', () => {
  // One pattern: a two-item array here would be read as Playwright's [value, options] tuple.
  test.use({
    allowedConsole: /Error sending the enquiry|Failed to load resource: the server responded with a status of 4\d\d/,
  });

  test('a refused enquiry the visitor corrects goes as corrected, and the refused text is not left to send', async ({
    page,
    request,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await stageFailure(request, sender, { status: 400, text: 'Mensaje rechazado', times: 1 });
    await openContact(page);
    await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola, con un error' });
    await submitButton(page).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Mensaje rechazado');
    // Corrected, its words make another id: the form names the refused one it corrects, which
    // leaves the outbox as it did when both had one id and the correction replaced it.
    await page.getByLabel('Mensaje').fill('Hola, corregido');
    await submitButton(page).click();
    await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
    await settleOutbox(page);
    expect(await queuedKeys(page)).toEqual([]);
    expect((await recordsFrom(sender)).map((record) => record.template_params.message)).toEqual(['Hola, corregido']);
    await expect(outboxIndicator(page)).toHaveAttribute('data-sent-only');
  });

  test('a refusal (4xx) with a text shows that text above the kept input, and clears after 5 s', async ({
    page,
    request,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await stageFailure(request, sender, { status: 422, text: 'El servicio de correo está en mantenimiento' });
    await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
    await openContact(page);
    await page.clock.pauseAt(new Date('2026-03-02T09:01:00'));
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
    await submitButton(page).click();

    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Error al enviar el mensaje');
    await expect(alert).toContainText('El servicio de correo está en mantenimiento');
    expect(errors.join('\n')).toContain('El servicio de correo está en mantenimiento');
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Anna');
    await expect(page.getByLabel('Mensaje')).toHaveValue('Hola');
    await expect(submitButton(page)).toBeEnabled();
    expect(await recordsFrom(sender)).toHaveLength(0);

    await page.clock.runFor(4_900);
    await expect(alert).toContainText('El servicio de correo está en mantenimiento');
    await page.clock.runFor(100);
    await expect(page.getByText('Error al enviar el mensaje')).toHaveCount(0);
    await expect(page.getByText('El servicio de correo está en mantenimiento')).toHaveCount(0);
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Anna');

    await clearFailure(request, sender);
    await submitButton(page).click();
    await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
    expect(await recordsFrom(sender)).toHaveLength(1);
  });

  test('an answer without text shows the translated fallback', async ({ page, request }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await stageFailure(request, sender, { status: 400 });
    await openContact(page, '/en/contact');
    await page.getByLabel('Full name').fill('Anna');
    await page.getByLabel('Email').fill(sender);
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Error sending message');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Error sending message. Please try again.');
    await clearFailure(request, sender);
  });
});

test.describe('when the connection drops', () => {
  // The connection is lost mid-answer (scripts/outbox-server): the body is shorter than announced.
  test.use({ allowedConsole: /Failed to load resource: net::ERR_CONTENT_LENGTH_MISMATCH/ });

  test('a dropped connection while online queues the enquiry, which is sent on the next try', async ({
    page,
    request,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    // Once: a browser that quietly sent the request again would make this a success.
    await stageFailure(request, sender, { drop: true, times: 1 });
    await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
    await openContact(page);
    await page.clock.pauseAt(new Date('2026-03-02T09:01:00'));
    await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
    await submitButton(page).click();

    await expect(page.getByText('Consulta guardada en este dispositivo')).toBeVisible();
    // Online all along: not "offline", but "could not reach", and when it tries again.
    await expect(
      page.getByText(
        /^No hemos podido conectar con nuestro servicio de correo\. Su consulta está guardada y volveremos a intentarlo a las \d\d:\d\d\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByText('Ahora mismo no hay conexión')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar ahora' })).toBeVisible();
    await expect(outboxIndicator(page)).toHaveText('1 consulta pendiente de envío');
    expect(await recordsFrom(sender)).toHaveLength(0);

    await page.clock.runFor(5_000);
    await expect(page.getByText('Se ha enviado su consulta pendiente.')).toBeVisible();
    await expect(outboxIndicator(page)).toHaveText('1 consulta enviada desde este dispositivo');
    expect(await recordsFrom(sender)).toHaveLength(1);
  });
});

test('what was typed survives a change of language', async ({ page }) => {
  await openContact(page);
  await page.getByLabel('Nombre completo').fill('Anna Soler');
  await page.getByLabel('Mensaje').fill('Hola');
  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/contact');
  await expect(page.getByLabel('Full name')).toHaveValue('Anna Soler');
  await expect(page.getByLabel('Message')).toHaveValue('Hola');
  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Anna Soler');
});
