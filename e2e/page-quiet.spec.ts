import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor } from './support/test';
import { text } from './support/site';
import { PAGE_QUIET_MARK, QUIET_MS } from '../src/components/when-quiet';
import { CAROUSEL } from '../src/components/carousel/carousel-marks';

/*
 * What a page only shown starts that nobody has asked for — the service worker and its notices,
 * and the language offer — waits until the page has loaded and been quiet
 * (issue 52; src/boot.ts, components/when-quiet.ts). The visitor's first use starts it at once.
 */

/** The chunks of the parts that wait: the notices' (with the banner's), the offer's, the worker's. */
const DEFERRED = /\/assets\/(page-parts|language-offer|workbox-window[^/]*)-[^/]+\.js$/;

/** When, in the page's clock, each deferred chunk was asked for, and when the page's quiet came (if it did). */
function deferredTimes(page: Page) {
  return page.evaluate(
    ([pattern, mark]) => ({
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(entry.name))
        .map((entry) => ({ file: new URL(entry.name).pathname, at: entry.startTime })),
      quietAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
    }),
    [DEFERRED.source, PAGE_QUIET_MARK] as const,
  );
}

/** The chunk's name, without its hash (8 characters, which may hold a '-'): `language-offer` for /assets/language-offer-BGwP-48G.js. */
const chunkName = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/(\.prod\.es5)?-[\w-]{8}\.js$/, '');

/** Waits until each of the chunks `names` has been asked for. */
async function deferredAsked(page: Page, names: string[]) {
  await expect
    .poll(async () => {
      const asked = new Set((await deferredTimes(page)).asked.map(({ file }) => chunkName(file)));
      return names.filter((name) => !asked.has(name));
    })
    .toEqual([]);
  return deferredTimes(page);
}

test.describe('a first visit to the Spanish home by a French-speaking browser', () => {
  test.use({ locale: 'fr-FR', serviceWorkers: 'allow' });

  test.beforeEach(async ({ page }) => {
    // The consent saved, so the banner's chunk (which holds the notices too) is not asked for by
    // the banner; no language chosen, so the offer is made.
    await asReturningVisitor(page, { language: null });
  });

  test('untouched, the notices, the offer and the worker start only once the page is quiet', async ({ page }) => {
    await page.goto('/');
    // The offer shows at last, with no one using the page, and the worker was registered.
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeVisible();
    const { asked, quietAt } = await deferredAsked(page, ['page-parts', 'language-offer', 'workbox-window']);
    expect(quietAt, 'the page was quiet').not.toBeNull();
    for (const { file, at } of asked)
      expect(at, `${file} asked for before the quiet (${quietAt})`).toBeGreaterThanOrEqual(quietAt!);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });

  test('a key pressed right after the load starts them at once, and the quiet is no longer waited for', async ({
    page,
  }) => {
    await page.goto('/');
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Shift');
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeVisible();
    const { asked, quietAt } = await deferredAsked(page, ['page-parts', 'language-offer', 'workbox-window']);
    expect(quietAt, 'the page’s quiet was not waited for').toBeNull();
    for (const { file, at } of asked) {
      expect(at, `${file} asked for after the key`).toBeGreaterThanOrEqual(pressedAt);
      // Sooner than the page's quiet could have come, counted from the key. The worker's chunk
      // waits for the browser's idle moment after the app's load, as it always did (pwa/register.ts).
      if (chunkName(file) === 'workbox-window') continue;
      expect(at - pressedAt, `${file} asked for ${Math.round(at - pressedAt)} ms after the key`).toBeLessThan(QUIET_MS);
    }
  });
});

test.describe('a page with a carousel', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  // Its controller waits like the rest, for the page's quiet or its first use; a press on a
  // carousel not yet driven starts it at once, and is made once it drives it (start-carousels.ts).
  test('a press on "next" right after the load moves it', async ({ page }) => {
    await page.goto('/servicios/encuadernacion');
    const carousel = page.locator(`[${CAROUSEL.root}]`).first();
    const counter = carousel.locator(`[${CAROUSEL.counter}]`);
    const before = await counter.textContent();
    await carousel.locator(`[${CAROUSEL.action}="next"]`).click();
    await expect(counter).not.toHaveText(before ?? '');
    await expect(carousel).toHaveAttribute(CAROUSEL.live, /.*/);
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, PAGE_QUIET_MARK)).toBe(0);
  });

  /** Opens the carousel's page with its controller's chunk held until `release`; its counter's total. */
  async function openWithControllerHeld(page: Page, address = '/servicios/encuadernacion') {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/carousel-controller-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(address);
    const carousel = page.locator(`[${CAROUSEL.root}]`).first();
    const counter = carousel.locator(`[${CAROUSEL.counter}]`);
    const total = (await counter.textContent())!.split(' / ')[1];
    await expect(counter).toHaveText(`1 / ${total}`);
    return { carousel, counter, total, release };
  }

  test('presses made before its controller has come are made once it drives it, each once', async ({ page }) => {
    const { carousel, counter, total, release } = await openWithControllerHeld(page);
    const next = carousel.locator(`[${CAROUSEL.action}="next"]`);
    // A pointer's press, then Enter on the focused button.
    await next.click();
    await next.press('Enter');
    await expect(carousel).not.toHaveAttribute(CAROUSEL.live, /.*/);
    await expect(counter).toHaveText(`1 / ${total}`);
    release();
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    await expect(counter).toHaveText(`3 / ${total}`);
    // A press the driven controller answers is its own, not held: one slide more.
    await next.click();
    await expect(counter).toHaveText(`4 / ${total}`);
  });

  test('a swipe made before its controller has come is made once it drives it', async ({ page }) => {
    const { carousel, counter, total, release } = await openWithControllerHeld(page);
    const slides = carousel.locator(`[${CAROUSEL.slides}]`);
    const box = (await slides.boundingBox())!;
    const y = box.y + box.height / 2;
    const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true };
    // A finger's swipe to the left, from the middle of the slide: the next slide.
    await slides.dispatchEvent('pointerdown', { ...touch, clientX: box.x + box.width / 2, clientY: y });
    await slides.dispatchEvent('pointerup', { ...touch, clientX: box.x + box.width / 2 - 120, clientY: y });
    await expect(counter).toHaveText(`1 / ${total}`);
    release();
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    await expect(counter).toHaveText(`2 / ${total}`);
  });

  test('presses made before its controller are dropped when the visitor has scrolled the carousel away as it comes', async ({
    page,
  }) => {
    const { carousel, counter, total, release } = await openWithControllerHeld(page);
    const next = carousel.locator(`[${CAROUSEL.action}="next"]`);
    await next.click();
    await page.keyboard.press('End');
    await expect(carousel).not.toBeInViewport();
    release();
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    await expect(counter).toHaveText(`1 / ${total}`);
    // Its own presses it answers as ever.
    await next.click();
    await expect(counter).toHaveText(`2 / ${total}`);
  });

  test('presses made before its controller are dropped when the visitor has moved focus out of the carousel as it comes', async ({
    page,
  }) => {
    const { carousel, counter, total, release } = await openWithControllerHeld(page);
    await carousel.locator(`[${CAROUSEL.action}="next"]`).click();
    await page.getByRole('banner').getByRole('link').first().focus();
    await expect(carousel).toBeInViewport();
    release();
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    await expect(counter).toHaveText(`1 / ${total}`);
  });

  test('presses made before its controller are made however late it comes, the visitor still at the carousel', async ({
    page,
  }) => {
    // The page's clock, which the hold once counted, moves on 5 s: a slow link's controller.
    await page.clock.install();
    const { carousel, counter, total, release } = await openWithControllerHeld(page);
    await carousel.locator(`[${CAROUSEL.action}="next"]`).click();
    await page.clock.fastForward(5000);
    release();
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    await expect(counter).toHaveText(`2 / ${total}`);
  });

  test('its pause/play button offers play before the controller, which starts paused, and a press on it asks play', async ({
    page,
  }) => {
    const { carousel, release } = await openWithControllerHeld(page);
    const play = carousel.getByRole('button', { name: text('es', 'carousel.play') });
    await expect(play).toBeVisible();
    await expect(carousel.getByRole('button', { name: text('es', 'carousel.pause') })).toHaveCount(0);
    await play.click();
    release();
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    await expect(carousel.locator(`[${CAROUSEL.action}="toggle"]`)).toHaveAttribute('data-playing', 'true');
    await expect(carousel.getByRole('button', { name: text('es', 'carousel.pause') })).toBeVisible();
  });

  test('once its controller has come, it holds nothing more: its listeners on the document are gone', async ({
    page,
  }) => {
    const { carousel, release } = await openWithControllerHeld(page);
    const cdp = await page.context().newCDPSession(page);
    /** The document's capture listeners for the end of a touch: the hold's only. */
    const holdListeners = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
      return listeners.filter((l) => l.useCapture && ['pointerup', 'pointercancel'].includes(l.type)).length;
    };
    expect(await holdListeners()).toBe(2);
    await carousel.locator(`[${CAROUSEL.action}="next"]`).click();
    release();
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    expect(await holdListeners()).toBe(0);
  });

  test.describe('turning by itself', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('presses before the controller on an address naming a picture ask what the visitor saw: the slide after the first, paused', async ({
      page,
    }) => {
      const { carousel, counter, total, release } = await openWithControllerHeld(
        page,
        '/servicios/encuadernacion#picture-binding--slide-06',
      );
      const toggle = carousel.locator(`[${CAROUSEL.action}="toggle"]`);
      await expect(carousel.getByRole('button', { name: text('es', 'carousel.pause') })).toBeVisible();
      await toggle.click();
      await carousel.locator(`[${CAROUSEL.action}="next"]`).click();
      release();
      await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
      await expect(counter).toHaveText(`2 / ${total}`);
      await expect(toggle).toHaveAttribute('data-playing', 'false');
    });

    test('a mouse already over the carousel when its controller comes holds it still', async ({ page }) => {
      const { carousel, release } = await openWithControllerHeld(page);
      await carousel.hover();
      expect(await carousel.evaluate((root) => root.matches(':hover'))).toBe(true);
      release();
      await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
      // Turning, the slides are not spoken (aria-live off); held still, they are.
      await expect(carousel.locator(`[${CAROUSEL.slides}]`)).toHaveAttribute('aria-live', 'polite');
      await expect(carousel.locator(`[${CAROUSEL.action}="toggle"]`)).toHaveAttribute('data-playing', 'true');
    });

    test.describe('on a touch screen', () => {
      // No hover there: a tap leaves :hover behind, which no pointerleave would ever clear.
      test.use({ hasTouch: true });

      test('a :hover already on the carousel when its controller comes does not hold it', async ({ page }) => {
        const { carousel, release } = await openWithControllerHeld(page);
        await carousel.hover();
        expect(await carousel.evaluate((root) => root.matches(':hover'))).toBe(true);
        release();
        await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
        await expect(carousel.locator(`[${CAROUSEL.slides}]`)).toHaveAttribute('aria-live', 'off');
      });
    });
  });
});
