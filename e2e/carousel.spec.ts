import type { Locator, Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { expectAdvanceAfter, expectSlide, expectStill, openWithPausedClock, restartAutoplay } from './carousel-helpers';
import { screenPath, text } from './support/site';
import { pastRetryBackOff, refuseRoute, type RefusedRequest } from './support/held-route';
import { CAROUSEL } from '../src/components/carousel/carousel-marks';
import { expectCompositorOnly } from './support/compositor';

test.describe('autoplay paces', () => {
  const cases = [
    { path: '/servicios/encuadernacion', label: 'Galería de encuadernación', ms: 5000 },
    { path: '/en/services/various', label: 'Cutting and overlocking gallery', ms: 4000 },
    { path: '/servicios/varios', label: 'Galería de corte y remallado', ms: 4000 },
    { path: '/en/services/design', label: 'Design studio gallery', ms: 5000 },
    { path: '/servicios/cascadas', label: 'Galería de cascadas', ms: 5000 },
    { path: '/fr/services/livres', label: 'Galerie\u00a0: Livres d’échantillons', ms: 5000 },
    { path: '/servicios/imprenta', label: 'Galería de la imprenta', ms: 5000 },
  ];
  for (const c of cases) {
    test(`${c.path} turns every ${c.ms} ms and wraps to the first slide`, async ({ page }) => {
      await openWithPausedClock(page, c.path);
      const carousel = page.getByRole('region', { name: c.label });
      const count = await carousel.locator('[data-current]').count();
      await restartAutoplay(page, carousel);
      await expectSlide(carousel, 0);
      // Every slide in turn, and after the last one the first again.
      for (let i = 0; i < count; i++) await expectAdvanceAfter(page, carousel, c.ms);
      await expectSlide(carousel, 0);
    });
  }
});

test.describe('binding carousel controls', () => {
  test('previous, next and dots jump and wrap; the counter follows', async ({ page }) => {
    await openWithPausedClock(page, '/servicios/encuadernacion');
    const carousel = page.getByRole('region', { name: 'Galería de encuadernación' });
    await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expectSlide(carousel, 15);
    await expect(carousel.getByText('16 / 16')).toBeVisible();
    await expect(carousel.getByRole('group', { name: '16 de 16' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expectSlide(carousel, 0);
    await expect(carousel.getByText('1 / 16')).toBeVisible();
    await carousel.getByRole('button', { name: 'Mostrar la diapositiva 9 de 16' }).click();
    await expectSlide(carousel, 8);
    await expect(carousel.getByRole('button', { name: 'Mostrar la diapositiva 9 de 16' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByText('9 / 16')).toBeVisible();
    await expect(carousel.locator('[data-current="true"] figcaption')).toHaveText('Tapas forradas');
  });

  test('a slide picked by hand gets its full time before the next one', async ({ page }) => {
    await openWithPausedClock(page, '/en/services/binding');
    const carousel = page.getByRole('region', { name: 'Binding gallery' });
    await restartAutoplay(page, carousel);
    await page.clock.runFor(3000);
    await carousel.getByRole('button', { name: 'Show slide 5 of 16' }).click();
    await page.mouse.move(2, 300);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectSlide(carousel, 4);
    await expectAdvanceAfter(page, carousel, 5000);
  });
});

test.describe('autoplay pauses (WCAG 2.2.2)', () => {
  const path = '/servicios/encuadernacion';
  const label = 'Galería de encuadernación';

  test('while the pointer is over the carousel', async ({ page }) => {
    await openWithPausedClock(page, path);
    const carousel = page.getByRole('region', { name: label });
    await carousel.hover();
    await page.clock.runFor(20_000);
    await expectStill(page, carousel, 0);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.mouse.move(2, 300);
    await expectAdvanceAfter(page, carousel, 5000);
  });

  test('while keyboard focus is inside it', async ({ page }) => {
    await openWithPausedClock(page, path);
    const carousel = page.getByRole('region', { name: label });
    await restartAutoplay(page, carousel);
    const next = carousel.getByRole('button', { name: 'Diapositiva siguiente' });
    await next.focus();
    await page.clock.runFor(20_000);
    await expectStill(page, carousel, 0);
    await page.keyboard.press('Enter');
    await expectSlide(carousel, 1);
    await page.clock.runFor(20_000);
    await expectStill(page, carousel, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectAdvanceAfter(page, carousel, 5000);
  });

  test('while the tab is hidden', async ({ page }) => {
    await openWithPausedClock(page, path);
    const carousel = page.getByRole('region', { name: label });
    await restartAutoplay(page, carousel);
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.clock.runFor(20_000);
    await expectStill(page, carousel, 0);
    await setVisibility('visible');
    await expectAdvanceAfter(page, carousel, 5000);
  });

  test('until the visitor restarts it with the pause/play button', async ({ page }) => {
    await openWithPausedClock(page, path);
    const carousel = page.getByRole('region', { name: label });
    await carousel.getByRole('button', { name: 'Detener el pase automático' }).click();
    const play = carousel.getByRole('button', { name: 'Reanudar el pase automático' });
    await expect(play).toBeVisible();
    await page.mouse.move(2, 300);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(30_000);
    await expectStill(page, carousel, 0);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await play.click();
    await expect(carousel.getByRole('button', { name: 'Detener el pase automático' })).toBeVisible();
    await page.mouse.move(2, 300);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectAdvanceAfter(page, carousel, 5000);
  });
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light' });

  test('no carousel turns by itself, and the button offers to start it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page, '/en/services/various');
    const carousel = page.getByRole('region', { name: 'Cutting and overlocking gallery' });
    await expect(carousel.getByRole('button', { name: 'Resume the automatic slide show' })).toBeVisible();
    await page.clock.runFor(60_000);
    await expectStill(page, carousel, 0);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(carousel, 1);
    const transition = await carousel
      .locator('[data-current]')
      .first()
      .evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(transition).toBe('0s');
  });
});

test('the services-list carousel never turns by itself', async ({ page }) => {
  await openWithPausedClock(page, '/ca/serveis');
  const carousel = page.getByRole('region', { name: 'Tipus de mostrari' });
  await page.clock.runFor(60_000);
  await expectStill(page, carousel, 0);
  await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click();
  await expectSlide(carousel, 3);
  await expect(carousel.locator('[data-current="true"] h3')).toHaveText('Cuttings');
});

// A change of slide, by hand or by itself, must not lay the page out again on every frame of its
// animations: the slides fade and the current dot's pill grows by opacity and transform only,
// which the compositor animates (a width transition on the dots did, for 0.2 s each time).
test('the slides and dots animate only what the compositor can', async ({ page }) => {
  await page.goto('/servicios/encuadernacion');
  const carousel = page.getByRole('region', { name: 'Galería de encuadernación' });
  const animated = await carousel.evaluate((root) => {
    const elements = [...root.querySelectorAll('[data-current], [aria-current], [aria-controls]')];
    return [
      ...new Set(
        elements.flatMap((element) =>
          [null, '::before', '::after'].flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            const durations = style.transitionDuration.split(', ');
            return style.transitionProperty
              .split(', ')
              .filter((_, i) => parseFloat(durations[i % durations.length]!) > 0);
          }),
        ),
      ),
    ].sort();
  });
  expectCompositorOnly(animated, "the slides' and dots' transitions");
});

// The slide a tap brings has its picture at once; the slide after it, which no one sees yet,
// gets its own after the frame that shows the new slide (drawn in that frame, creating and laying
// out that picture took a large share of the tap's click handling at 4x CPU).
test("a tap's frame shows the new slide, and the picture of the one after it comes after that frame", async ({
  page,
}) => {
  await page.goto('/en/services/binding');
  await waitForApp(page);
  const carousel = page.getByRole('region', { name: 'Binding gallery' });
  await carousel.getByRole('button', { name: 'Stop the automatic slide show' }).click();
  await expectSlide(carousel, 0);
  const slides = carousel.locator('[data-current]');
  // Shown first: the first slide and its neighbours, the last and the second.
  await expect(slides.nth(2).locator('img')).toHaveCount(0);
  // In every frame until the one in which the second slide is shown: what that frame draws.
  const firstFrame = carousel.evaluate(
    (root) =>
      new Promise<{ shownHasPicture: boolean; nextHasPicture: boolean }>((resolve) => {
        const check = () => {
          const all = root.querySelectorAll('[data-current]');
          if (all[1]?.getAttribute('data-current') !== 'true') return void requestAnimationFrame(check);
          resolve({ shownHasPicture: !!all[1].querySelector('img'), nextHasPicture: !!all[2]?.querySelector('img') });
        };
        requestAnimationFrame(check);
      }),
  );
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  expect(await firstFrame).toEqual({ shownHasPicture: true, nextHasPicture: false });
  await expect(slides.nth(2).locator('img')).toHaveCount(1);
});

/*
 * The carousel is drawn once as markup and driven without React (carousel-controller.ts): the
 * prerendered page's by the boot script, so it works before the app and is kept as served; one
 * drawn by React on a page reached in place, from React's effect.
 */

/** Whether React has a record of any of the carousel's buttons. */
const drawnByReact = (carousel: Locator) =>
  carousel
    .getByRole('button')
    .evaluateAll((buttons) => buttons.some((b) => Object.keys(b).some((key) => key.startsWith('__reactProps$'))));

/** Holds the page's timers from the start, and runs them in small steps until `carousel` is driven. */
async function openHeldUntilDriven(page: Page, path: string, carousel: Locator) {
  const start = new Date('2026-03-02T09:00:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start.getTime() + 1000);
  await page.goto(path);
  for (let i = 0; i < 500 && (await carousel.getAttribute(CAROUSEL.live)) === null; i++) await page.clock.runFor(20);
  await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
}

test.describe('without the app', () => {
  test.use({ appRefused: true });

  test('the binding carousel turns by itself, answers its buttons and draws the pictures it comes to', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    const carousel = page.getByRole('region', { name: 'Binding gallery' });
    await openHeldUntilDriven(page, '/en/services/binding', carousel);
    const slides = carousel.locator('[data-current]');
    await expect(slides.nth(2).locator('img')).toHaveCount(0);
    await restartAutoplay(page, carousel);
    await expectAdvanceAfter(page, carousel, 5000);
    // The slide after the new one gets its picture once the new one is shown.
    await page.clock.runFor(20);
    await expect(slides.nth(2).locator('img')).toHaveCount(1);
    await carousel.getByRole('button', { name: 'Stop the automatic slide show' }).click();
    await expect(carousel.getByRole('button', { name: 'Resume the automatic slide show' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Show slide 9 of 16' }).click();
    await expectSlide(carousel, 8);
    await expect(carousel.getByRole('button', { name: 'Show slide 9 of 16' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByText('9 / 16')).toBeVisible();
    await expect(slides.nth(8).locator('img')).toHaveCount(1);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(carousel, 7);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.mouse.move(2, 300);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(30_000);
    await expectStill(page, carousel, 7);
    expect(await drawnByReact(carousel)).toBe(false);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });
});

/** The boot script (the page's entry, which starts the carousels), as the address of what it asks for names it. */
const BOOT_SCRIPT = /\/assets\/index-[^/]+\.js$/;

test.describe('a controller that failed to load while the browser stays online', () => {
  // The refused request, as the browser logs it.
  test.use({ allowedConsole: /Failed to load resource/ });

  /**
   * A service page whose carousel's first press starts its controller (if the page's quiet has
   * not yet), and the server refuses the controller's chunk: the carousel stays as served.
   */
  const pressedWithControllerRefused = async (page: Page) => {
    await asReturningVisitor(page);
    const controller = await refuseRoute(page, '**/assets/carousel-controller-*.js');
    await page.goto('/servicios/encuadernacion');
    const carousel = page.getByRole('region', { name: 'Galería de encuadernación' });
    const next = carousel.getByRole('button', { name: 'Diapositiva siguiente' });
    await next.click();
    await expect.poll(controller.refused).toBeGreaterThan(0);
    await expectStill(page, carousel, 0);
    await expect(carousel).not.toHaveAttribute(CAROUSEL.live);
    return { controller, carousel, next };
  };

  /**
   * The tries at the controller: the boot script's own requests for its chunk (start-carousels.ts).
   * Not every refused request is one. The app, whose load the first press starts too, imports the
   * chunk with the service page's code (for the carousels React draws), at its own pace: on a busy
   * machine seconds later, after the second press (a fresh-clone run counted 2 refused, then 4).
   * Nor is the HEAD with which the page asks whether a chunk that failed is gone (reload-once.ts).
   */
  const triesAtController = (controller: { refusedRequests: () => RefusedRequest[] }) =>
    controller.refusedRequests().filter(({ method, referrer }) => method === 'GET' && BOOT_SCRIPT.test(referrer))
      .length;

  test('is tried again at the next press on the carousel, which then turns', async ({ page }) => {
    const { controller, carousel, next } = await pressedWithControllerRefused(page);

    // The server answers again; the browser never went offline, so only the visitor's next
    // press can bring the controller, and that press is made once it drives the carousel.
    controller.allow();
    await pastRetryBackOff(page);
    await next.click();
    await expectSlide(carousel, 1);
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    await next.click();
    await expectSlide(carousel, 2);
  });

  test('is tried again at a lone click (a screen reader’s, no press before it), which it then makes', async ({
    page,
  }) => {
    const { controller, carousel, next } = await pressedWithControllerRefused(page);
    controller.allow();
    await pastRetryBackOff(page);
    await next.dispatchEvent('click');
    await expectSlide(carousel, 1);
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
  });

  test('makes no press that came within the back-off, when `online` brings it later', async ({ page }) => {
    // The page's clock stands still, timers running: however slow the machine, the second press
    // comes within the 5 s back-off of the first failure (a fresh-clone run took longer than that).
    await page.clock.setFixedTime(Date.now());
    const { controller, carousel, next } = await pressedWithControllerRefused(page);
    await expect.poll(() => triesAtController(controller)).toBe(1);
    // A press soon after the failure, within its back-off: it tries nothing, and does nothing.
    await next.click();
    await expectStill(page, carousel, 0);
    expect(triesAtController(controller), 'the second press came within the back-off').toBe(1);

    // The browser says it is online: the controller comes and drives the carousel, from the
    // slide it shows, without the press made long before.
    controller.allow();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
    await expectStill(page, carousel, 0);
    await next.click();
    await expectSlide(carousel, 1);
  });
});

test('the served carousel is kept as served when the app hydrates, and driven by the boot script alone', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.addInitScript((root) => {
    document.addEventListener('DOMContentLoaded', () => {
      const carousel = document.querySelector(`[${root}]`) as (Element & { served?: true }) | null;
      if (carousel) carousel.served = true;
    });
  }, CAROUSEL.root);
  await page.goto('/servicios/encuadernacion');
  await waitForApp(page);
  const carousel = page.getByRole('region', { name: 'Galería de encuadernación' });
  expect(await carousel.evaluate((el) => (el as Element & { served?: true }).served)).toBe(true);
  expect(await drawnByReact(carousel)).toBe(false);
  await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
  await expectSlide(carousel, 1);
});

test('a carousel React draws, on a page reached in place and again in another language, is driven once', async ({
  page,
}) => {
  await openWithPausedClock(page, screenPath('services', 'en'));
  await page
    .locator(`main a[href="${screenPath('binding', 'en')}"]`)
    .first()
    .click();
  const carousel = page.getByRole('region', { name: 'Binding gallery' });
  await expect(carousel).toHaveAttribute(CAROUSEL.live, '');
  expect(await drawnByReact(carousel)).toBe(true);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expectSlide(carousel, 1);

  await page.getByRole('button', { name: text('en', 'language.label').split(':')[0]! }).click();
  await page.locator('a[hreflang="fr"]').click();
  await expect(page).toHaveURL(screenPath('binding', 'fr'));
  const french = page.getByRole('region', { name: 'Galerie de reliure' });
  // The paused clock holds every timer and frame of the page. In one fresh-clone run the French
  // page did not show within 7 s, its drawing waiting on something the clock held (not the texts
  // coming late: held 1.5 s, it still showed). So the clock runs in small steps until it shows,
  // far less than a turn of the carousel (restarted below).
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(french).toHaveAttribute(CAROUSEL.live, '', { timeout: 250 });
  }).toPass();
  await expectSlide(french, 0);
  await restartAutoplay(page, french);
  // One turn per pace: the English carousel's controller stopped with it.
  await expectAdvanceAfter(page, french, 5000);
  await expectAdvanceAfter(page, french, 5000);
});
