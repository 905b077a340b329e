import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { COMPANY } from '../src/content/company';
import { text } from './support/site';
import type { Lang } from '../src/i18n/languages';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY, REJECT_ALL, withCategory } from '../src/consent/consent';
import { PAGE_QUIET_MARK } from '../src/components/when-quiet';

const { phones, emails, map, address } = COMPANY;

/**
 * The map is a cross-origin frame and tests run without the internet, so OpenStreetMap answers
 * 204: the frame stays empty instead of showing a network error page.
 */
async function stubMap(page: Page) {
  await page.route(`${map.origin}/**`, (route) => route.fulfill({ status: 204 }));
}

/** A returning visitor who allowed functional cookies (and nothing else): the map may load. */
const FUNCTIONAL_ONLY = withCategory(REJECT_ALL, 'functional', true);

/** Every request the page makes to the map's origin, from now on. */
function watchMapRequests(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(map.origin)) seen.push(request.url());
  });
  return () => [...seen];
}

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

/** The location page in each language, with what it shows there. */
const PAGES = [
  {
    path: '/ubicacion',
    lang: 'es',
    tiles: ['Llamar', 'Enviar un correo', 'Horario'],
    hours: ['07:00 a 15:00', '07:00 a 14:00', 'Cerrado'],
    newTab: 'se abre en una pestaña nueva',
    frameTitle: /Mapa de OpenStreetMap/,
  },
  {
    path: '/ca/ubicacio',
    lang: 'ca',
    tiles: ["Truca'ns", 'Escriu-nos', 'Horari'],
    hours: ['07:00 a 15:00', '07:00 a 14:00', 'Tancat'],
    newTab: 'pestanya nova',
    frameTitle: /Mapa d'OpenStreetMap/,
  },
  {
    path: '/en/location',
    lang: 'en',
    tiles: ['Call us', 'Email us', 'Opening hours'],
    hours: ['07:00 to 15:00', '07:00 to 14:00', 'Closed'],
    newTab: 'new tab',
    frameTitle: /OpenStreetMap map/,
  },
  {
    path: '/fr/localisation',
    lang: 'fr',
    tiles: ['Appeler', 'Envoyer un e-mail', 'Horaires'],
    hours: ['07:00 à 15:00', '07:00 à 14:00', 'Fermé'],
    newTab: 'nouvel onglet',
    frameTitle: /Carte OpenStreetMap/,
  },
] satisfies { path: string; lang: Lang; tiles: string[]; hours: string[]; newTab: string; frameTitle: RegExp }[];

for (const { path, lang, tiles, hours, newTab, frameTitle } of PAGES) {
  test(`${path}: badge, three tiles, map frame, address, phones, e-mails and three hours lines`, async ({ page }) => {
    await asReturningVisitor(page, { consent: FUNCTIONAL_ONLY });
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.getByRole('main');
    await expect(main.getByText(address.locality).first()).toBeVisible();

    const tileLinks = main.getByRole('list').first().getByRole('link');
    await expect(tileLinks).toHaveCount(3);
    for (const [i, name] of tiles.entries()) await expect(tileLinks.nth(i)).toContainText(name);
    await expect(tileLinks.nth(0)).toHaveAttribute('href', `tel:${phones.office.tel}`);
    await expect(tileLinks.nth(1)).toHaveAttribute('href', `mailto:${emails.office}`);
    await tileLinks.nth(2).click();
    await expect(page).toHaveURL(/#hours$/);
    await expect(page.locator('#hours')).toBeInViewport();

    const frame = main.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', map.embedUrl);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', frameTitle);

    // The address card's link, and the one under the map: a frame whose load fails says
    // nothing to the page, so the link beside it stays while the map shows.
    const mapLinks = main.locator(`a[href="${map.linkUrl}"]`).filter({ visible: true });
    await expect(mapLinks).toHaveCount(2);
    await expect(main.getByTestId('map-link').getByRole('link')).toBeVisible();
    for (const mapLink of await mapLinks.all()) {
      await expect(mapLink).toHaveAttribute('target', '_blank');
      await expect(mapLink).toHaveAttribute('rel', /noopener/);
      await expect(mapLink).toContainText(newTab);
    }
    await expect(main.locator('address')).toContainText(address.street);

    for (const phone of [phones.office, phones.commercial])
      await expect(main.locator(`a[href="tel:${phone.tel}"]`).last()).toHaveText(phone.display);
    for (const email of [emails.office, emails.commercial, emails.person.email])
      await expect(main.locator(`a[href="mailto:${email}"]`).last()).toHaveText(email);
    await expect(main.getByText(emails.person.name)).toBeVisible();

    const lines = page.locator('#hours dl > div');
    await expect(lines).toHaveCount(3);
    for (const [i, text] of hours.entries()) await expect(lines.nth(i)).toContainText(text);

    // No <img> on this page may fail either.
    for (const img of await main.locator('img').all())
      expect(await img.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  });
}

test('offline, a map already shown stays, with its link; one not yet drawn gives way to a note until online', async ({
  page,
  context,
}) => {
  await asReturningVisitor(page, { consent: FUNCTIONAL_ONLY });
  await page.goto('/ubicacion');
  await waitForApp(page);
  const main = page.getByRole('main');
  await expect(main.locator('iframe')).toHaveCount(1);
  // The page has finished loading (the outbox dock's code comes after hydration) before the
  // network drops; a load cut off halfway would be logged by the browser as an error.
  await page.waitForLoadState('networkidle');
  // Another tab of the site, open before the network drops.
  const other = await context.newPage();
  await other.goto('/');
  // Its own work past the load (src/boot.ts: the stored selection's count, whose reader is a
  // chunk of its own, starts PAST_LOAD_PAUSE_MS after it) has its files in too: the page's quiet
  // comes only QUIET_MS after the last of them arrived.
  await other.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_QUIET_MARK, {
    polling: 100,
  });
  await other.waitForLoadState('networkidle');

  await context.setOffline(true);
  const placeholder = main.getByTestId('map-offline');
  // The browser says it is offline before the test goes on.
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  // What the frame has loaded still shows: going offline takes nothing away.
  await expect(main.locator('iframe')).toHaveAttribute('src', map.embedUrl);
  await expect(placeholder).toBeHidden();
  const link = main.getByTestId('map-link').getByRole('link', { name: /Abrir el mapa en OpenStreetMap/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', map.linkUrl);
  await expect(link).toHaveAttribute('target', '_blank');

  // Withdrawn and allowed again while offline, in another tab: this one follows, and a new
  // frame waits for the network.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const setInOtherTab = (consent: typeof REJECT_ALL) =>
    other.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: CONSENT_STORAGE_KEY,
      value: JSON.stringify(consent),
    });
  await setInOtherTab(REJECT_ALL);
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect(main.getByRole('button', { name: text('es', 'map.showMap', 'location') })).toBeVisible();
  await setInOtherTab(FUNCTIONAL_ONLY);
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toContainText('Sin conexión no podemos mostrarle el mapa');
  await expect(main.locator('iframe')).toHaveCount(0);
  // Offline there is nothing to allow: the consent note and its button stay out of the way.
  await expect(main.getByRole('button', { name: text('es', 'map.showMap', 'location') })).toBeHidden();
  await expect(link).toBeVisible();
  // The address is beside the box, on the address card.
  await expect(main.locator('address').filter({ visible: true })).toContainText(address.street);

  await context.setOffline(false);
  await expect(main.locator('iframe')).toHaveCount(1);
  await expect(placeholder).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a visitor who is already offline sees the placeholder as soon as the page hydrates', async ({ page }) => {
  await asReturningVisitor(page, { consent: FUNCTIONAL_ONLY });
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
  await page.goto('/en/location');
  await waitForApp(page);
  await expect(page.getByTestId('map-offline')).toContainText('The map cannot be shown while you are offline');
  await expect(page.locator('main iframe')).toHaveCount(0);
});

test.describe('the map waits for consent to functional cookies', () => {
  test('none of its requests before consent; the button loads it and records the choice; withdrawing removes it', async ({
    page,
  }) => {
    await asReturningVisitor(page, { consent: withCategory(REJECT_ALL, 'marketing', true) });
    const mapRequests = watchMapRequests(page);
    await page.goto('/en/location');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.locator('iframe')).toHaveCount(0);
    expect(mapRequests()).toEqual([]);
    // In the map's place: why, the button, and the link to the map service.
    const standIn = main.getByTestId('map-stand-in');
    await expect(standIn).toContainText(text('en', 'map.consentTitle', 'location'));
    const link = main.getByTestId('map-link').getByRole('link', { name: /Open the map in OpenStreetMap/ });
    await expect(link).toHaveAttribute('href', map.linkUrl);

    await standIn.getByRole('button', { name: text('en', 'map.showMap', 'location') }).click();
    const frame = main.locator('iframe');
    await expect(frame).toHaveAttribute('src', map.embedUrl);
    // The button has gone: the keyboard goes on from the map, not from the top of the page.
    await expect(main.locator('[data-consent-frame]')).toBeFocused();
    await expect(frame).toHaveAttribute('title', /OpenStreetMap map/);
    await expect.poll(mapRequests).toContain(map.embedUrl);
    await expect(standIn).toBeHidden();
    await expect(link).toBeVisible();
    // Recorded as a choice from the banner is, on top of what was saved before.
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(
      JSON.stringify(withCategory(withCategory(REJECT_ALL, 'marketing', true), 'functional', true)),
    );

    // Withdrawn from the cookie settings: the frame goes, with no reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: text('en', 'footer.cookieSettings') })
      .click();
    const preferences = page.getByRole('region', { name: text('en', 'cookies.preferencesTitle') });
    await preferences.getByRole('checkbox', { name: text('en', 'cookies.categories.functional.name') }).uncheck();
    await preferences.getByRole('button', { name: text('en', 'cookies.save') }).click();
    await expect(main.locator('iframe')).toHaveCount(0);
    await expect(standIn.getByRole('button', { name: text('en', 'map.showMap', 'location') })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test.describe('before the app has loaded (its code refused)', () => {
    test.use({ appRefused: true });

    test('the button loads the map and records the choice', async ({ page }) => {
      await asReturningVisitor(page);
      const mapRequests = watchMapRequests(page);
      await page.goto('/ubicacion');
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      expect(mapRequests()).toEqual([]);
      await main.getByRole('button', { name: text('es', 'map.showMap', 'location') }).click();
      await expect(main.locator('iframe')).toHaveAttribute('src', map.embedUrl);
      await expect(main.locator('[data-consent-frame]')).toBeFocused();
      await expect.poll(mapRequests).toContain(map.embedUrl);
      expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(
        JSON.stringify(FUNCTIONAL_ONLY),
      );
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    });

    test('a first visitor’s choice in the banner shows the map, or keeps it away', async ({ page }) => {
      const mapRequests = watchMapRequests(page);
      await page.goto('/ubicacion');
      const banner = page.getByRole('region', { name: text('es', 'cookies.title') });
      await banner.getByRole('button', { name: text('es', 'cookies.reject'), exact: true }).click();
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      await expect(main.locator('iframe')).toHaveCount(0);
      expect(mapRequests()).toEqual([]);

      await page.evaluate((key) => localStorage.removeItem(key), CONSENT_STORAGE_KEY);
      await page.reload();
      await page
        .getByRole('region', { name: text('es', 'cookies.title') })
        .getByRole('button', { name: text('es', 'cookies.acceptAll') })
        .click();
      await expect(main.locator('iframe')).toHaveAttribute('src', map.embedUrl);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    });
  });

  test('its text names the footer’s cookie button as that button reads, in every language', async ({ page }) => {
    await asReturningVisitor(page, { consent: REJECT_ALL });
    for (const { path, lang } of PAGES) {
      await page.goto(path);
      const button = text(lang, 'footer.cookieSettings', 'common');
      await expect(page.getByRole('contentinfo').getByRole('button', { name: button })).toBeVisible();
      await expect(page.getByTestId('map-stand-in')).toContainText(button);
    }
  });

  test('its button, used while the cookie preferences are open, keeps the toggles changed there and not saved', async ({
    page,
  }) => {
    await asReturningVisitor(page, { consent: REJECT_ALL });
    await page.goto('/en/location');
    await waitForApp(page);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: text('en', 'footer.cookieSettings') })
      .click();
    const preferences = page.getByRole('region', { name: text('en', 'cookies.preferencesTitle') });
    const toggle = (category: 'functional' | 'analytics' | 'marketing') =>
      preferences.getByRole('checkbox', { name: text('en', `cookies.categories.${category}.name`) });
    await toggle('analytics').check();

    const main = page.getByRole('main');
    await main.getByRole('button', { name: text('en', 'map.showMap', 'location') }).click();
    await expect(main.locator('iframe')).toHaveAttribute('src', map.embedUrl);
    // Only what the map's button asked for is saved; the rest waits, as the visitor left it.
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(
      JSON.stringify(FUNCTIONAL_ONLY),
    );
    await expect(preferences).toBeVisible();
    await expect(toggle('functional')).toBeChecked();
    await expect(toggle('analytics')).toBeChecked();
    await expect(toggle('marketing')).not.toBeChecked();
    await preferences.getByRole('button', { name: text('en', 'cookies.save') }).click();
    await expect(preferences).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(
      JSON.stringify(withCategory(FUNCTIONAL_ONLY, 'analytics', true)),
    );
    await expect(main.locator('iframe')).toHaveCount(1);
  });

  test("the frame's title follows the language the visitor switches to in place", async ({ page }) => {
    await asReturningVisitor(page, { consent: FUNCTIONAL_ONLY });
    await page.goto('/en/location');
    await waitForApp(page);
    const frame = page.getByRole('main').locator('iframe');
    const title = (lang: Lang) =>
      text(lang, 'map.frameTitle', 'location')
        .replace('{{brand}}', COMPANY.brand)
        .replace('{{locality}}', address.locality);
    await expect(frame).toHaveAttribute('title', title('en'));
    for (const [from, to] of [
      ['en', 'fr'],
      ['fr', 'ca'],
      ['ca', 'es'],
    ] as const) {
      await page.getByRole('button', { name: text(from, 'language.label').split(':')[0]! }).click();
      await page.locator(`a[hreflang="${to}"]`).click();
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(frame).toHaveAttribute('title', title(to));
    }
  });

  test('a visitor who accepted all in the banner gets the map without asking again', async ({ page }) => {
    await asReturningVisitor(page, { consent: ACCEPT_ALL });
    await page.goto('/ubicacion');
    await expect(page.getByRole('main').locator('iframe')).toHaveAttribute('src', map.embedUrl);
  });
});
