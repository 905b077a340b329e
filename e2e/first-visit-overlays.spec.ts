import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { sentencePattern as pattern, text } from './support/site';
import { PRECACHE_TIMEOUT_MS } from './support/service-worker';
import { TEST_TIMEOUT_MS } from './support/limits';
import { liveContents, recordAnnouncements, timesAnnounced } from './support/live-regions';
import { FRENCH_LEGAL_TEXTS, fileOrItsPack } from './support/precache-list';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/**
 * Whether the card of "ready" or "could not be saved" is open to the eye, not folded to its pill
 * (folded, it is out of sight, though a screen reader still has it).
 */
function cardOpen(page: Page, sentence: string | RegExp): Promise<boolean> {
  return page
    .locator('p')
    .filter({ hasText: sentence })
    .locator('..')
    .evaluate((card) => card.getBoundingClientRect().width > 1);
}

/**
 * The share of the window that the page's fixed layers with a background cover, counted once
 * where they overlap: the cookie banner, the notices, the language offer. The header is left
 * out: it is the page's own frame, and the content is laid out below it.
 */
function overlaidShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const covered = new Uint8Array(width * height);
    const painted = (style: CSSStyleDeclaration) =>
      style.backgroundImage !== 'none' || !/^(transparent|rgba\(.*,\s*0\))$/.test(style.backgroundColor);
    for (const node of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(node);
      if (!painted(style) || style.visibility !== 'visible' || node.closest('header')) continue;
      let layer: HTMLElement | null = node;
      while (layer && getComputedStyle(layer).position !== 'fixed') layer = layer.parentElement;
      if (!layer || getComputedStyle(layer).opacity === '0') continue;
      const box = node.getBoundingClientRect();
      for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(height, Math.ceil(box.bottom)); y++)
        covered.fill(
          1,
          y * width + Math.max(0, Math.floor(box.left)),
          y * width + Math.min(width, Math.ceil(box.right)),
        );
    }
    return covered.reduce((sum, cell) => sum + cell, 0) / covered.length;
  });
}

/** The share, measured once the banner has risen into place (0.3 s) and the notices glided above it. */
async function stillShare(page: Page, what: string): Promise<number> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const share = await overlaidShare(page);
  // The figure the issue asks for, printed beside the test's name.
  console.log(`overlays at 390x844, ${what}: ${(share * 100).toFixed(1)}%`);
  return share;
}

/** The worker's requests let through before the rest are held. */
const HELD_FROM = 8;

/**
 * Holds a first visit's saving part-way, so a check sees it under way whatever the machine's
 * speed; returns what lets it go on. Part-way in requests, not files: the worker saves most files
 * in catalogue packs, 27 requests in all for 333 files (it was 40 here, which the saving never
 * reached: nothing was held, and a saving done before the check failed it).
 */
async function holdSaving(context: BrowserContext): Promise<() => void> {
  const held: Array<() => void> = [];
  let passed = 0;
  let released = false;
  await context.route('**/*', async (route) => {
    const worker = route.request().serviceWorker();
    if (!worker || worker.url() === route.request().url() || released || passed++ < HELD_FROM) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return () => {
    released = true;
    held.forEach((answer) => answer());
  };
}

const banner = (page: Page) => page.getByRole('button', { name: text('es', 'cookies.acceptAll') });

/**
 * A first visit to the Spanish home, its saving held part-way, once the saving indicator and the
 * cookie banner both show: the indicator, and what lets the saving go on.
 */
async function firstVisitSaving(page: Page, context: BrowserContext) {
  const release = await holdSaving(context);
  await page.goto('/');
  await waitForApp(page);
  const saving = page.getByRole('button', { name: text('es', 'pwa.precachingShort') });
  await expect(saving).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect(banner(page)).toBeVisible();
  return { saving, release };
}

// A first visit on a phone: the saving of the site's offline copy and the cookie banner both
// show, over the page the visitor came to read.
test('a first visit’s saving and the cookie banner cover at most a quarter of a phone’s screen', async ({
  page,
  context,
}) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  const { saving, release } = await firstVisitSaving(page, context);
  const share = await stillShare(page, 'saving + cookie banner');
  const shot = process.env.OVERLAYS_SHOT;
  if (shot) {
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot });
  }
  expect(share).toBeLessThanOrEqual(0.25);

  // The count, on demand.
  const count = page.getByText(pattern(text('es', 'pwa.precaching')));
  await expect(count).toBeHidden();
  await saving.click();
  await expect(saving).toHaveAttribute('aria-expanded', 'true');
  await expect(count).toBeVisible();

  release();
  // Ready, beside the banner still unanswered: a pill too.
  await expect(page.getByTitle(pattern(text('es', 'pwa.offlineReadySize')))).toBeVisible({
    timeout: PRECACHE_TIMEOUT_MS,
  });
  await expect(saving).toHaveCount(0);
});

// The saving ends, in a copy ready for offline use or a file that could not be saved, while the
// banner is still unanswered: the notice folds to a pill until it is (components/foot-layer.ts).
test('“ready offline” beside the cookie banner is a pill that opens to the card, and the card once the banner is answered', async ({
  page,
}) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  await page.goto('/');
  await waitForApp(page);
  const sentence = pattern(text('es', 'pwa.offlineReadySize'));
  const pill = page.getByTitle(sentence);
  const close = page.getByRole('button', { name: text('es', 'pwa.dismiss') });
  await expect(banner(page)).toBeVisible();
  await expect(pill).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect.poll(() => cardOpen(page, sentence)).toBe(false);
  expect(await stillShare(page, '“ready offline” + cookie banner')).toBeLessThanOrEqual(0.25);

  // A tap on the pill opens the card, and the visitor goes on at its "Close".
  await pill.click();
  await expect.poll(() => cardOpen(page, sentence)).toBe(true);
  await expect(close).toBeFocused();
  await expect(pill).toBeHidden();
});

test('from the keyboard, a folded notice’s “Close” is reached, and unfolds the card', async ({ page }) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  await page.goto('/');
  await waitForApp(page);
  const sentence = pattern(text('es', 'pwa.offlineReadySize'));
  await expect(page.getByTitle(sentence)).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  // The pill is for a pointer; a screen reader and the keyboard have the card all along.
  await page.getByRole('button', { name: text('es', 'pwa.dismiss') }).focus();
  await expect.poll(() => cardOpen(page, sentence)).toBe(true);
  await expect(page.getByTitle(sentence)).toBeHidden();
});

test('“ready offline” unfolds by itself once the cookie banner is answered, and is announced once', async ({
  page,
}) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  await recordAnnouncements(page);
  await page.goto('/');
  await waitForApp(page);
  const sentence = pattern(text('es', 'pwa.offlineReadySize'));
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTitle(sentence)).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await banner(page).click();
  await expect.poll(() => cardOpen(page, sentence)).toBe(true);
  await expect(page.getByTitle(sentence)).toBeHidden();
  await expect(page.getByRole('button', { name: text('es', 'pwa.dismiss') })).toBeVisible();
  // Said as it came, politely; the card taking the pill's place is for the eye alone.
  expect(await timesAnnounced(page, sentence)).toEqual(['polite']);
});

test('a saving that failed, beside the cookie banner, is a pill that says so, and the card once the banner is answered', async ({
  page,
  context,
}) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  // A file only the worker asks for on this page: the French legal texts, and the pack they come in.
  const failing = fileOrItsPack(FRENCH_LEGAL_TEXTS);
  await context.route(
    (url) => failing.test(url.href),
    (route) => route.abort(),
  );
  await recordAnnouncements(page);
  await page.goto('/');
  await waitForApp(page);
  const failed = text('es', 'pwa.precacheFailed');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTitle(failed)).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  expect(await stillShare(page, '“could not be saved” + cookie banner')).toBeLessThanOrEqual(0.25);
  // Said at once, ahead of anything polite: the visitor may be counting on the offline copy.
  expect((await liveContents(page)).assertive).toContain(failed);
  await banner(page).click();
  await expect.poll(() => cardOpen(page, failed)).toBe(true);
  await expect(page.getByTitle(failed)).toBeHidden();
  // Said once, as an alert: not again as the card takes the pill's place, nor politely beside it.
  expect(await timesAnnounced(page, failed)).toEqual(['assertive']);
});

test.describe('with the language offer', () => {
  test.use({ locale: 'en-US' });

  test('the offer waits while the cookie banner is open on a phone, and comes once it is answered', async ({
    page,
  }) => {
    test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
    await page.goto('/');
    await waitForApp(page);
    const offer = page.getByRole('complementary', { name: text('en', 'languageOffer.label') });
    await expect(banner(page)).toBeVisible();
    await expect(page.getByTitle(pattern(text('es', 'pwa.offlineReadySize')))).toBeVisible({
      timeout: PRECACHE_TIMEOUT_MS,
    });
    // Made, and waiting.
    await expect(page.locator('[data-language-offer] aside')).toBeAttached();
    await expect(offer).toBeHidden();
    expect(await stillShare(page, '“ready offline” + cookie banner + language offer')).toBeLessThanOrEqual(0.25);
    await banner(page).click();
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: /English/ })).toBeVisible();
  });

  // All the layers of a first visit at once: a screen reader hears that the saving has started and
  // how it ended, not each of its counts, even with the count opened.
  test('the saving is announced as it starts and as it ends, never count by count', async ({ page, context }) => {
    test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
    const { saving, release } = await firstVisitSaving(page, context);
    await expect(page.locator('[data-language-offer] aside')).toBeAttached();
    await saving.click();
    const counted = pattern(text('es', 'pwa.precaching'));
    await expect(page.getByText(counted)).toBeVisible();
    const during = await liveContents(page);
    expect(during.polite).toContain(text('es', 'pwa.precachingShort'));
    expect([...during.polite, ...during.assertive].filter((said) => counted.test(said))).toEqual([]);

    release();
    const ready = pattern(text('es', 'pwa.offlineReadySize'));
    await expect(page.getByTitle(ready)).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
    const after = await liveContents(page);
    expect(after.polite.filter((said) => ready.test(said))).toHaveLength(1);
    expect(after.assertive).toEqual([]);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  // The corner of notices is fixed at the window's foot, where a long page ends in the footer's
  // last links: while a notice shows, the footer grows by its height (components/notice-reach.ts).
  test('the footer’s “Cookie settings” stays reachable while the saving indicator shows', async ({ page, context }) => {
    test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
    const release = await holdSaving(context);
    await page.goto('/');
    await waitForApp(page);
    // Answered first: the banner is a layer of its own, which this link reopens.
    await banner(page).click();
    const saving = page.getByRole('button', { name: text('es', 'pwa.precachingShort') });
    await expect(saving).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
    const settings = page.locator('footer').getByRole('button', { name: text('es', 'footer.cookieSettings') });
    // At the very foot of the page, what is under the link's centre is the link.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const box = (await settings.boundingBox())!;
        return settings.evaluate((link, { x, y }) => link.contains(document.elementFromPoint(x, y)), {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        });
      })
      .toBe(true);
    // Set on the footer it grows, not on <html>, where each change restyled the whole document.
    const reach = await page.evaluate(() => ({
      root: document.documentElement.style.getPropertyValue('--notice-reach'),
      footer: document.querySelector('footer')!.style.getPropertyValue('--notice-reach'),
    }));
    expect(reach).toEqual({ root: '', footer: expect.stringMatching(/^\d+px$/) });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    release();
  });
});
