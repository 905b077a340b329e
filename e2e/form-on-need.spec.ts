import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, reachForForms, useUntilHydrated, waitForApp } from './support/test';
import { fillEnquiry, recordsFrom, submitButton, uniqueSender } from './support/outbox';
import { FORM_ON_NEED, FORMS_WAITING } from '../src/contact/form/form-marks';
import { KEPT_NOTICE } from '../src/contact/form/served-send';
import { DRAFT_STORAGE_KEY } from '../src/contact/form/draft-key';
import { holdRoute, pastRetryBackOff, refuseRoute } from './support/held-route';
import { loadedAtHydration, recordLoadedAtHydration } from './support/loaded-at-hydration';
import { chunkImports, fileName } from './support/built-chunks';

// The contact form is not needed to hydrate its page: the served form stays as served until the
// visitor reaches for it, or it shows on the screen once the page has settled, and its code comes
// then, or ahead of that, undrawn, once the page has settled while no service worker controls it
// (contact/form/contact-form-on-need.tsx, served-form.ts).

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

const FORM_CODE = '**/assets/contact-form-*.js';

/** Holds the form's code on its way until `release()`; `asked()` says whether it was asked for. */
async function holdFormCode(page: Page) {
  const held = await holdRoute(page, FORM_CODE);
  return { release: held.release, asked: () => held.asked().length > 0 };
}

/** Opens the page and waits until it has hydrated, with the form still as served. */
async function openServed(page: Page, path = '/contacto') {
  await page.goto(path);
  await useUntilHydrated(page);
  await expect(page.locator(FORMS_WAITING)).toHaveCount(1);
}

const formReady = (page: Page) => expect(page.locator(`[${FORM_ON_NEED.ready}]`)).toHaveCount(1);

/** A few of the form's computed styles: those of its own style sheets, not the browser's. */
const formLooks = (page: Page) =>
  page.evaluate(() => {
    const look = (element: Element | null) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return [style.display, style.backgroundColor, style.borderRadius, style.padding, style.fontWeight].join(' ');
    };
    const form = document.querySelector('main form');
    return {
      form: look(form),
      field: look(form?.querySelector('input') ?? null),
      select: look(form?.querySelector('button[aria-haspopup="listbox"]') ?? null),
      submit: look(form?.querySelector('button[type="submit"]') ?? null),
    };
  });

test('the contact page hydrates without the form’s code, and the served form looks as it will', async ({ page }) => {
  await recordLoadedAtHydration(page);
  const code = await holdFormCode(page);
  await openServed(page);
  const atHydration = await loadedAtHydration(page);
  expect(atHydration.filter((url) => /\/assets\/contact-form-/.test(url))).toEqual([]);

  const served = await formLooks(page);
  // The form's own rules hold: a grid on a white card, not a bare form.
  expect(served.form).toMatch(/^grid rgb\(255, 255, 255\)/);
  code.release();
  await reachForForms(page);
  await formReady(page);
  expect(await formLooks(page)).toEqual(served);
});

test('what is typed and pressed before the form’s code comes is kept, and the press is made', async ({ page }) => {
  const code = await holdFormCode(page);
  await openServed(page);
  await page.getByLabel('Nombre completo').click();
  await expect.poll(code.asked, { message: 'the first press on the form fetches its code' }).toBe(true);
  await page.keyboard.type('Núria Vidal');
  await page.getByLabel('Mensaje').fill('Necesitamos 200 cartas de colores.');
  const select = page.getByRole('button', { name: /Tipo de proyecto/ });
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'false');

  code.release();
  await formReady(page);
  // The press on the dropdown, held, is made once React has the form.
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Núria Vidal');
  // The form took the typed text up: it is its draft now.
  await expect
    .poll(() => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null')?.fields, DRAFT_STORAGE_KEY))
    .toMatchObject({ name: 'Núria Vidal', message: 'Necesitamos 200 cartas de colores.' });
});

test.describe('the form’s code refused while the browser stays online', () => {
  // The refused request, as the browser logs it.
  test.use({ allowedConsole: /Failed to load resource/ });

  test('is fetched again at the next use of the form after its back-off, not at every reach or key, and is then drawn', async ({
    page,
  }) => {
    const code = await refuseRoute(page, FORM_CODE);
    await openServed(page);
    await page.getByLabel('Nombre completo').click();
    await expect.poll(code.refused).toBeGreaterThan(0);
    await expect(page.locator(FORMS_WAITING)).toHaveCount(1);

    // The server still refuses: the pointer sweeping over the fields and the keys typed into the
    // served form right after the failure ask it nothing (one more at most, should this slow
    // machine take longer than the back-off), where each reach and key used to.
    const refusedOnce = code.refused();
    for (let sweep = 0; sweep < 3; sweep++)
      for (const label of ['Nombre completo', 'Correo electrónico', 'Mensaje']) await page.getByLabel(label).hover();
    await page.getByLabel('Nombre completo').pressSequentially('Núria Vidal');
    expect(code.refused() - refusedOnce).toBeLessThanOrEqual(1);
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Núria Vidal');

    // The server answers again; the browser never went offline, so only the next use brings it.
    code.allow();
    await pastRetryBackOff(page);
    await page.getByLabel('Mensaje').click();
    await formReady(page);
    await page.keyboard.type('Necesitamos 200 cartas.');
    await expect(page.getByLabel('Mensaje')).toHaveValue('Necesitamos 200 cartas.');
  });
});

test('the form’s code comes with its imports at once, not one round trip after', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(fileName(request.url())));
  await recordLoadedAtHydration(page);
  const code = await holdFormCode(page);
  await openServed(page);
  // The chunks the form imports that the page did not need to hydrate: each must be asked for
  // while the form's own code is held, which a loader that found them only by running it never does.
  const atHydration = (await loadedAtHydration(page)).map(fileName);
  const formImports = chunkImports('contact-form').filter((file) => !atHydration.includes(file));
  expect(formImports.length, 'chunks the form imports that the page hydrated without').toBeGreaterThan(0);
  await page.getByLabel('Nombre completo').click();
  await expect.poll(code.asked, { message: 'the first press on the form fetches its code' }).toBe(true);
  await expect
    .poll(() => formImports.filter((file) => !asked.includes(file)), { message: "the form's imports not asked for" })
    .toEqual([]);
  code.release();
  await formReady(page);
});

test('what is typed before the form’s code comes is kept when the page is left, and the form restores it', async ({
  page,
}) => {
  const code = await holdFormCode(page);
  await openServed(page);
  await page.getByLabel('Nombre completo').fill('Núria Vidal');
  await page.getByLabel('Mensaje').fill('Necesitamos 200 cartas de colores.');
  await expect.poll(code.asked).toBe(true);
  // Another page, followed in place, before React has drawn the form: the served form is gone.
  await page.locator('footer a[href="/servicios/encuadernacion"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuadernación de muestrarios');
  // And back: the contact page, drawn in place, waits for the form's code with its own.
  await page.locator('footer a[href="/contacto"]').click();
  code.release();
  await formReady(page);
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Núria Vidal');
  await expect(page.getByLabel('Mensaje')).toHaveValue('Necesitamos 200 cartas de colores.');
});

test('a send before the form’s code comes neither reloads the page nor is lost', async ({ page }, testInfo) => {
  const sender = uniqueSender(testInfo);
  const code = await holdFormCode(page);
  await openServed(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Enviado antes de tiempo.' });
  await submitButton(page).click();
  await expect.poll(code.asked).toBe(true);
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  code.release();
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(1);
  expect(records[0]!.template_params).toMatchObject({ from_name: 'Núria Vidal', message: 'Enviado antes de tiempo.' });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a press the visitor went on from is not made when the form’s code comes later', async ({ page }) => {
  const code = await holdFormCode(page);
  await openServed(page);
  const select = page.getByRole('button', { name: /Tipo de proyecto/ });
  await select.click();
  // The visitor goes on to the message: the list they had pressed for must not take their typing.
  await page.getByLabel('Mensaje').click();
  await page.keyboard.type('Hola');
  code.release();
  await formReady(page);
  // A held press is made as the form is shown (the test above): two frames later it would show.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Mensaje')).toBeFocused();
  await page.keyboard.type(' de nuevo');
  await expect(page.getByLabel('Mensaje')).toHaveValue('Hola de nuevo');
});

test.describe('a served form changed before React took it', () => {
  // React says, as a warning, that it drew the part again (app/hydration-part.ts).
  test.use({ allowedConsole: /^Hydration: the page's main differed/ });

  test('(as a password manager does) keeps what was typed, and a held Send goes', async ({ page }, testInfo) => {
    const sender = uniqueSender(testInfo);
    const code = await holdFormCode(page);
    await openServed(page);
    await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Escrito antes del cambio.' });
    // An extension's icon put into a field's box: React cannot take the served form over as it is,
    // and draws it afresh.
    await page
      .getByLabel('Correo electrónico')
      .evaluate((field) =>
        field.before(Object.assign(document.createElement('span'), { className: 'extension-icon' })),
      );
    await submitButton(page).click();
    code.release();
    await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
    await expect(page.locator('.extension-icon')).toHaveCount(0);
    const records = await recordsFrom(sender);
    expect(records).toHaveLength(1);
    expect(records[0]!.template_params).toMatchObject({
      from_name: 'Núria Vidal',
      message: 'Escrito antes del cambio.',
    });
  });
});

/**
 * Appended to the form's code: a Send made by script (as the boot script makes one it held until
 * the app came) the moment the form's code has arrived, as the watcher of the served form hears
 * of it (it hides the kept notice then, served-form.ts), in the same task: the form is wanted and
 * its code is here, and React has not drawn it yet (it does in a task of its own). Notes whether
 * React had taken the form by then.
 */
const SEND_AS_CODE_COMES = `
;{
  const notice = document.querySelector('[${KEPT_NOTICE.root}]');
  const observer = new MutationObserver(() => {
    observer.disconnect();
    const form = document.querySelector('[${FORM_ON_NEED.root}] form');
    window.drawnAtSend = Object.keys(form).some((key) => key.startsWith('__react'));
    form.requestSubmit();
  });
  observer.observe(notice, { attributes: true, attributeFilter: ['hidden'] });
}`;

test('a Send made as the form’s code comes, before React has drawn the form, is held and sent once', async ({
  page,
}, testInfo) => {
  const sender = uniqueSender(testInfo);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FORM_CODE, async (route) => {
    await released;
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}${SEND_AS_CODE_COMES}` });
  });
  await openServed(page);
  await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Enviado mientras llega el código.' });
  release();
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  // The Send came while React had not drawn the form: the case this test is about.
  expect(await page.evaluate(() => (window as unknown as { drawnAtSend?: boolean }).drawnAtSend)).toBe(false);
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(1);
  expect(records[0]!.template_params).toMatchObject({ message: 'Enviado mientras llega el código.' });
});

/** Resolves in the page's next idle period, after the idle callbacks asked for before. */
const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));

/** A phone's screen, where the contact form starts below the fold (a wide screen shows it at once). */
const PHONE_SCREEN = { width: 390, height: 844 };

/** Whether the page ever asked for the form's code. */
const formCodeAsked = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      // Its code: its styles come with the page (inline, or linked from the worker's copy).
      .filter((name) => /\/assets\/contact-form-[^/]*\.js$/.test(name)),
  );

test.describe('on a phone, where the form starts below the screen', () => {
  test.use({ viewport: PHONE_SCREEN });

  test('left alone, the form is never drawn; its code alone comes once the page has settled; scrolled to, it is drawn', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/assets\/contact-form-/.test(request.url())) fetched.push(request.url());
    });
    await page.goto('/contacto');
    await useUntilHydrated(page);
    await expect.poll(() => fetched.length, { message: 'no worker controls the page: the code comes ahead' }).toBe(1);
    await pageIdle(page);
    await pageIdle(page);
    await expect(page.locator(FORMS_WAITING)).toHaveCount(1);
    // Scrolled to, with no pointer, focus or key on it: drawn as it shows, before any tap.
    await page.locator(FORMS_WAITING).evaluate((form) => form.scrollIntoView());
    await formReady(page);
    await expect(submitButton(page)).toBeEnabled();
    expect(fetched).toHaveLength(1);
  });
});

test('on a wide screen, where the form shows from the start, it is drawn once the page has settled', async ({
  page,
}) => {
  await page.goto('/contacto');
  await useUntilHydrated(page);
  const form = page.locator(`[${FORM_ON_NEED.root}]`);
  expect(await form.evaluate((wrapper) => wrapper.getBoundingClientRect().top < innerHeight)).toBe(true);
  await formReady(page);
  await expect(submitButton(page)).toBeEnabled();
});

test.describe('on a page the service worker controls', () => {
  test.use({ serviceWorkers: 'allow', viewport: PHONE_SCREEN });

  test('the form’s code does not come ahead: it is on the device', async ({ page }) => {
    await page.goto('/contacto');
    await waitForApp(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    await page.reload();
    await useUntilHydrated(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await pageIdle(page);
    await pageIdle(page);
    expect(await formCodeAsked(page)).toEqual([]);
    await expect(page.locator(FORMS_WAITING)).toHaveCount(1);
    // Reached for, it comes from the worker's copy.
    await page.getByLabel('Nombre completo').click();
    await formReady(page);
    expect(await formCodeAsked(page)).toHaveLength(1);
  });
});

test('reached in place, the contact page is drawn with its form, never without', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(() => {
    (window as unknown as { headingWithoutForm: boolean }).headingWithoutForm = false;
    new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent ?? '';
      if (/Hablemos/.test(heading) && !document.querySelector('main form'))
        (window as unknown as { headingWithoutForm: boolean }).headingWithoutForm = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.locator('header').getByRole('link', { name: 'Contacto', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hablemos de su próximo muestrario');
  await expect(page.locator('main form')).toBeVisible();
  await formReady(page);
  expect(await page.evaluate(() => (window as unknown as { headingWithoutForm: boolean }).headingWithoutForm)).toBe(
    false,
  );
});
