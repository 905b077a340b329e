import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { COMPANY } from '../src/content/company';

const { phones, emails, map, address } = COMPANY;

/**
 * The map is a cross-origin frame and tests run without the internet, so OpenStreetMap answers
 * 204: the frame stays empty instead of showing a network error page.
 */
async function stubMap(page: Page) {
  await page.route(`${map.origin}/**`, (route) => route.fulfill({ status: 204 }));
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await stubMap(page);
});

for (const { path, lang, tiles, hours, newTab, frameTitle } of [
  {
    path: '/ubicacion',
    lang: 'es',
    tiles: ['Llámenos', 'Escríbanos', 'Horario'],
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
]) {
  test(`${path}: badge, three tiles, map frame, address, phones, e-mails and three hours lines`, async ({ page }) => {
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

    const mapLink = main.locator(`a[href="${map.linkUrl}"]`);
    await expect(mapLink).toHaveCount(1);
    await expect(mapLink).toHaveAttribute('target', '_blank');
    await expect(mapLink).toHaveAttribute('rel', /noopener/);
    await expect(mapLink).toContainText(newTab);
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

test('offline, the map gives way to the address and a link, and comes back online', async ({ page, context }) => {
  await page.goto('/ubicacion');
  await waitForApp(page);
  const main = page.getByRole('main');
  await expect(main.locator('iframe')).toHaveCount(1);
  // The page has finished loading (the outbox dock's code comes after hydration) before the
  // network drops; a load cut off halfway would be logged by the browser as an error.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const placeholder = main.getByTestId('map-offline');
  await expect(placeholder).toBeVisible();
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect(placeholder).toContainText('Sin conexión no podemos mostrarle el mapa');
  await expect(placeholder.locator('address')).toContainText(address.street);
  await expect(placeholder.locator('address')).toContainText(`${address.postalCode} ${address.locality}`);
  const link = placeholder.getByRole('link', { name: /Abrir el mapa en OpenStreetMap/ });
  await expect(link).toHaveAttribute('href', map.linkUrl);
  await expect(link).toHaveAttribute('target', '_blank');

  await context.setOffline(false);
  await expect(main.locator('iframe')).toHaveCount(1);
  await expect(placeholder).toBeHidden();
});

test('a visitor who is already offline sees the placeholder as soon as the page hydrates', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
  await page.goto('/en/location');
  await waitForApp(page);
  await expect(page.getByTestId('map-offline')).toContainText('The map cannot be shown while you are offline');
  await expect(page.locator('main iframe')).toHaveCount(0);
});
