import type { Locator, Page } from '@playwright/test';
import { holdRoute } from './support/held-route';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';

const museumOf = (page: Page) => page.locator('section[aria-labelledby="museum-title"]');

async function openPhoto(page: Page, photo: Locator) {
  await photo.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const focusIsInside = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement));

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

for (const { path, lang, grid, title, close, next, enlarge, counter } of [
  {
    path: '/historia',
    lang: 'es',
    grid: 'Fotos de la sala Los inicios',
    title: 'Los inicios: fotos ampliadas',
    close: 'Cerrar el visor',
    next: 'Foto siguiente',
    enlarge: 'Ampliar la foto',
    counter: (n: number) => `${n} de 4`,
  },
  {
    path: '/fr/histoire',
    lang: 'fr',
    grid: 'Photos de la salle Les débuts',
    title: 'Les débuts : photos agrandies',
    close: 'Fermer la visionneuse',
    next: 'Photo suivante',
    enlarge: 'Agrandir la photo',
    counter: (n: number) => `${n} sur 4`,
  },
]) {
  test(`${lang}: a photo opens a labelled modal viewer that Escape, an outside click and its button close, returning focus`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForApp(page);
    const photo = museumOf(page).getByRole('list', { name: grid }).getByRole('button').nth(1);

    // Escape
    let dialog = await openPhoto(page, photo);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(dialog).toContainText(counter(2));
    expect(await focusIsInside(dialog)).toBe(true);
    const enlarged = dialog.locator('img');
    await expect
      .poll(() => enlarged.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();

    // The close button
    dialog = await openPhoto(page, photo);
    await dialog.getByRole('button', { name: close }).click();
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();

    // A click outside the photo panel, on the dimmed backdrop
    dialog = await openPhoto(page, photo);
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();

    // A click inside the panel keeps it open
    dialog = await openPhoto(page, photo);
    await dialog.getByRole('button', { name: next }).click();
    await expect(dialog).toContainText(counter(3));
    await dialog.getByRole('button', { name: enlarge }).click();
    await expect(dialog.getByRole('button', { name: enlarge })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog).toBeVisible();
  });
}

test('focus stays trapped in the viewer, whose arrows and buttons walk the photos with wrap-around', async ({
  page,
}) => {
  await page.goto('/historia');
  await waitForApp(page);
  const museum = museumOf(page);
  const photos = museum.getByRole('list', { name: 'Fotos de la sala Los inicios' }).getByRole('button');
  const dialog = await openPhoto(page, photos.nth(3));
  await expect(dialog).toContainText('4 de 4');

  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(dialog), `after ${i + 1} Tab presses`).toBe(true);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(dialog), `after ${i + 1} Shift+Tab presses`).toBe(true);
  }

  await dialog.getByRole('button', { name: 'Foto siguiente' }).click();
  await expect(dialog).toContainText('1 de 4');
  await dialog.getByRole('button', { name: 'Foto anterior' }).click();
  await expect(dialog).toContainText('4 de 4');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('1 de 4');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText('3 de 4');
  await expect(dialog.locator('img')).toHaveAttribute(
    'alt',
    'Herramientas de encuadernación: plegaderas, punzones y pinceles de cola',
  );

  // The viewer's arrows are its own: the museum stays in the first room.
  await page.keyboard.press('Escape');
  await expect(photos.nth(3)).toBeFocused();
  await expect(museum.getByRole('heading', { level: 3, name: 'Los inicios' })).toBeVisible();
});

test('the enlarge control zooms the photo into a scrollable frame and back', async ({ page }) => {
  await page.goto('/en/history');
  await waitForApp(page);
  const photo = museumOf(page).getByRole('list', { name: 'Photos of the Beginnings room' }).getByRole('button').first();
  const dialog = await openPhoto(page, photo);
  const enlarge = dialog.getByRole('button', { name: 'Enlarge the photo' });
  const image = dialog.locator('img');
  const fitted = (await image.boundingBox())!.width;
  await enlarge.click();
  await expect(enlarge).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(fitted * 1.5);
  await expect(dialog.getByRole('group', { name: /Enlarged photo/ })).toBeVisible();
  await enlarge.click();
  await expect(enlarge).toHaveAttribute('aria-pressed', 'false');
});

test.describe('a broken photo', () => {
  // The aborted request is logged by the browser; that log line is what this test provokes.
  test.use({ allowedConsole: /Failed to load resource/ });

  test('a history photo that fails to load shows the local placeholder instead', async ({ page }) => {
    await page.goto('/historia');
    await waitForApp(page);
    const museum = museumOf(page);
    const broken = museum.locator('[data-room="stamping"] li').first().locator('img');
    // Every file of that one photo, whatever format and width the browser picks.
    const files = await museum
      .locator('[data-room="stamping"] li')
      .first()
      .evaluate((item) => {
        const urls = [...item.querySelectorAll('source')].flatMap((s) =>
          s.srcset.split(',').map((c) => c.trim().split(' ')[0]!),
        );
        urls.push(item.querySelector('img')!.getAttribute('src')!);
        return urls.map((url) => new URL(url, location.href).pathname);
      });
    expect(files.length).toBeGreaterThan(1);
    expect(files.every((file) => !file.includes('placeholder'))).toBe(true);
    await page.route(
      (url) => files.includes(url.pathname),
      (route) => route.abort(),
    );

    await museum.getByRole('list').first().getByRole('button').nth(1).click();
    await expect(museum.getByRole('heading', { level: 3, name: 'Estampación' })).toBeVisible();
    await broken.scrollIntoViewIfNeeded();
    await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('placeholder');
    await expect
      .poll(() => broken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(broken).toHaveAttribute(
      'alt',
      'Máquina de estampación en caliente con el cabezal bajado sobre una tapa',
    );
  });
});

test('the viewer’s code is not needed to hydrate: it comes as a photo is reached, and a press waits for it', async ({
  page,
}) => {
  const viewer = await holdRoute(page, '**/assets/lightbox-*.js');
  await page.goto('/historia');
  await waitForApp(page);
  expect(viewer.asked()).toEqual([]);
  const photo = museumOf(page).getByRole('list', { name: 'Fotos de la sala Los inicios' }).getByRole('button').first();
  await photo.hover();
  await expect.poll(() => viewer.asked().length, { message: 'a pointer over a photo fetches the viewer' }).toBe(1);
  await photo.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(photo).toBeFocused();
  viewer.release();
  const dialog = page.getByRole('dialog', { name: 'Los inicios: fotos ampliadas' });
  await expect(dialog).toBeVisible();
  expect(await focusIsInside(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(photo).toBeFocused();
});
