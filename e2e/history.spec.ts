import type { Locator, Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { text } from './support/site';

const PAGES = [
  {
    path: '/historia',
    lang: 'es',
    rooms: ['Los inicios', 'Estampación', 'Encolado', 'Fresado de cartón', 'Máquinas especializadas'],
    photos: (room: string) => `Fotos de la sala ${room}`,
    previous: 'Sala anterior',
    next: 'Sala siguiente',
  },
  {
    path: '/en/history',
    lang: 'en',
    rooms: ['Beginnings', 'Stamping', 'Gluing', 'Board milling', 'Specialised machines'],
    photos: (room: string) => `Photos of the ${room} room`,
    previous: 'Previous room',
    next: 'Next room',
  },
] as const;
const [SPANISH] = PAGES;

const museumOf = (page: Page) => page.locator('section[aria-labelledby="museum-title"]');
const roomHeading = (page: Page, name: string) => museumOf(page).getByRole('heading', { level: 3, name, exact: true });

async function expectLoaded(images: Locator) {
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

/** Loads the page with a paused clock, so the museum's 300 ms fade only passes when the test says. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2025-03-03T09:00:00') });
  await page.goto(path);
  await waitForApp(page);
  await page.clock.pauseAt(new Date('2025-03-03T09:01:00'));
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

for (const spec of PAGES) {
  test(`${spec.path}: hero, four story paragraphs and a five-room museum whose photos all load`, async ({ page }) => {
    await page.goto(spec.path);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', spec.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('#top')).toContainText(await page.getByRole('heading', { level: 1 }).innerText());
    const story = page.getByRole('region', { name: text(spec.lang, 'story.title', 'history') });
    await expect(story.locator('p')).toHaveCount(4);

    const museum = museumOf(page);
    const icons = museum.getByRole('list').first().getByRole('button');
    await expect(icons).toHaveCount(5);
    for (const [index, room] of spec.rooms.entries()) {
      await icons.nth(index).click();
      await expect(roomHeading(page, room)).toBeVisible();
      const grid = museum.getByRole('list', { name: spec.photos(room) });
      await expect(grid.getByRole('button')).toHaveCount(4);
      await expectLoaded(grid.locator('img'));
    }
    await expectLoaded(page.locator('main img:visible'));
  });
}

test('the prerendered HTML already holds the story and all five rooms', async ({ request }) => {
  const html = await (await request.get(SPANISH.path)).text();
  for (const room of SPANISH.rooms) expect(html).toContain(room);
  expect(html).toContain('id="top"');
  expect(html.match(/<img /g)?.length).toBeGreaterThanOrEqual(21);
});

test('previous and next walk the rooms after a 300 ms fade, disabled at the ends', async ({ page }) => {
  await openWithPausedClock(page, SPANISH.path);
  const museum = museumOf(page);
  const previous = museum.getByRole('button', { name: SPANISH.previous });
  const next = museum.getByRole('button', { name: SPANISH.next });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  // The first room fades out first: for 299 ms it is still the one on show.
  await expect(museum.locator('[data-room="beginnings"]')).toHaveAttribute('data-leaving', 'true');
  await page.clock.runFor(299);
  await expect(roomHeading(page, 'Los inicios')).toBeVisible();
  await expect(roomHeading(page, 'Estampación')).toBeHidden();
  await page.clock.runFor(1);
  await expect(roomHeading(page, 'Estampación')).toBeVisible();
  await expect(roomHeading(page, 'Los inicios')).toBeHidden();
  await expect(previous).toBeEnabled();

  for (const room of SPANISH.rooms.slice(2)) {
    await next.click();
    await page.clock.runFor(300);
    await expect(roomHeading(page, room)).toBeVisible();
  }
  await expect(next).toBeDisabled();
  // The button pressed last was disabled under the keyboard's focus; focus moved to its partner.
  await expect(previous).toBeFocused();

  await previous.click();
  await page.clock.runFor(300);
  await expect(roomHeading(page, 'Fresado de cartón')).toBeVisible();
  await expect(next).toBeEnabled();
});

test('room icons jump straight to a room and mark it as the current one', async ({ page }) => {
  await openWithPausedClock(page, SPANISH.path);
  const icons = museumOf(page).getByRole('list').first().getByRole('button');
  await icons.nth(4).click();
  await expect(icons.nth(4)).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(300);
  await expect(roomHeading(page, 'Máquinas especializadas')).toBeVisible();
  await expect(museumOf(page).getByRole('button', { name: SPANISH.next })).toBeDisabled();
  await icons.nth(2).click();
  await page.clock.runFor(300);
  await expect(roomHeading(page, 'Encolado')).toBeVisible();
  await expect(icons.nth(4)).not.toHaveAttribute('aria-current');
});

test('the arrow keys move between rooms while focus is in the museum, and only then', async ({ page }) => {
  await openWithPausedClock(page, SPANISH.path);
  const icons = museumOf(page).getByRole('list').first().getByRole('button');

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('ArrowRight');
  await page.clock.runFor(300);
  await expect(roomHeading(page, 'Los inicios')).toBeVisible();

  await icons.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.clock.runFor(300);
  await expect(roomHeading(page, 'Estampación')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.clock.runFor(300);
  await expect(roomHeading(page, 'Encolado')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.clock.runFor(300);
  await expect(roomHeading(page, 'Estampación')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.clock.runFor(300);
  await expect(roomHeading(page, 'Los inicios')).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the room changes at once, with no fade to wait for', async ({ page }) => {
    await openWithPausedClock(page, SPANISH.path);
    await museumOf(page).getByRole('button', { name: SPANISH.next }).click();
    await expect(roomHeading(page, 'Estampación')).toBeVisible();
    await expect(roomHeading(page, 'Los inicios')).toBeHidden();
  });
});
