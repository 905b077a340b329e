import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import type { Page } from '@playwright/test';
import { currentSlide, expectEveryImageLoads, expectSlide } from './carousel-helpers';

async function open(page: Page, path: string) {
  await asReturningVisitor(page);
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

const main = (page: Page) => page.getByRole('main');

test.describe('services list', () => {
  const cases = [
    {
      path: '/servicios',
      carousel: 'Tipos de muestrario',
      slides: ['Cascadas', 'Libros de muestras', 'Cartas de colores', 'Cuttings'],
      links: ['/servicios/muestrarios', '/servicios/diseno', '/servicios/encuadernacion', '/servicios/varios'],
    },
    {
      path: '/en/services',
      carousel: 'Types of sample book',
      slides: ['Cascades', 'Swatch books', 'Colour cards', 'Cuttings'],
      links: ['/en/services/samples', '/en/services/design', '/en/services/binding', '/en/services/various'],
    },
  ];
  for (const c of cases) {
    test(`${c.path} has four category cards and a sample-books carousel that wraps both ways`, async ({ page }) => {
      await open(page, c.path);
      const cards = main(page).locator('li[data-group]');
      await expect(cards).toHaveCount(4);
      for (let i = 0; i < 4; i++) await expect(cards.nth(i).locator(`a[href="${c.links[i]}"]`).last()).toBeVisible();

      const carousel = page.getByRole('region', { name: c.carousel });
      await expect(carousel.locator('[data-current]')).toHaveCount(4);
      const shown = () => carousel.locator('[data-current="true"] h3');
      await expect(shown()).toHaveText(c.slides[0]!);
      await carousel.getByRole('button', { name: /anterior|previous/i }).click();
      await expect(shown()).toHaveText(c.slides[3]!);
      await carousel.getByRole('button', { name: /siguiente|next/i }).click();
      await expect(shown()).toHaveText(c.slides[0]!);
      for (const name of c.slides.slice(1)) {
        await carousel.getByRole('button', { name: /siguiente|next/i }).click();
        await expect(shown()).toHaveText(name);
      }
      await carousel.getByRole('button', { name: /siguiente|next/i }).click();
      expect(await currentSlide(carousel)).toBe(0);
      // It moves only on request: no pause button, and changes are announced.
      await expect(carousel.getByRole('button', { name: /pase|slide show/i })).toHaveCount(0);
      await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    });
  }

  test('the shown slide links to its service, and the hidden slides cannot be reached', async ({ page }) => {
    await open(page, '/servicios');
    const carousel = page.getByRole('region', { name: 'Tipos de muestrario' });
    await expect(carousel.locator('[data-current="false"][inert]')).toHaveCount(3);
    const hiddenLinkTakesFocus = await carousel
      .locator('[data-current="false"] a')
      .first()
      .evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link));
    expect(hiddenLinkTakesFocus).toBe(false);
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await carousel.getByRole('link', { name: 'Libros de muestras' }).click();
    await expect(page).toHaveURL('/servicios/libros');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Libros de muestras');
  });
});

test.describe('service detail', () => {
  const cases = [
    {
      path: '/servicios/cascadas',
      name: 'Cascadas',
      back: '/servicios',
      related: ['/servicios/diseno', '/servicios/imprenta', '/servicios/encuadernacion', '/servicios/muestrarios'],
    },
    {
      path: '/en/services/books',
      name: 'Swatch books',
      back: '/en/services',
      related: ['/en/services/design', '/en/services/printing', '/en/services/binding', '/en/services/samples'],
    },
    {
      path: '/ca/serveis/cartes-colors',
      name: 'Cartes de colors',
      back: '/ca/serveis',
      related: ['/ca/serveis/disseny', '/ca/serveis/impremta', '/ca/serveis/enquadernacio', '/ca/serveis/mostraris'],
    },
    {
      path: '/fr/services/cuttings',
      name: 'Cuttings',
      back: '/fr/services',
      related: [
        '/fr/services/conception',
        '/fr/services/impression',
        '/fr/services/reliure',
        '/fr/services/echantillonnage',
      ],
    },
    {
      path: '/servicios/lomeras',
      name: 'Lomeras',
      back: '/servicios',
      related: ['/servicios/diseno', '/servicios/imprenta', '/servicios/encuadernacion', '/servicios/muestrarios'],
    },
    {
      path: '/en/services/catalogos',
      name: 'Catalogues',
      back: '/en/services',
      related: ['/en/services/design', '/en/services/printing', '/en/services/binding', '/en/services/samples'],
    },
  ];
  for (const c of cases) {
    test(`${c.path} has its hero, gallery, six steps, contact sidebar and 3 + 1 related services`, async ({ page }) => {
      await open(page, c.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.name);
      const hero = main(page).locator('section').first();
      await expect(hero.locator(`a[href="${c.back}"]`)).toBeVisible();
      await expect(hero.locator('a[href$="/contact"], a[href$="/contacto"], a[href$="/contacte"]')).toBeVisible();
      await expect(hero.locator('img[fetchpriority="high"]')).toHaveCount(1);

      await expect(main(page).locator('ol > li[data-step]')).toHaveCount(6);
      const gallery = main(page).locator('[aria-roledescription] [data-current]');
      await expect(gallery).toHaveCount(4);

      const sidebar = page.getByRole('complementary');
      await expect(sidebar.locator('a[href^="tel:"]')).toHaveCount(2);
      const mailto = sidebar.locator('a[href^="mailto:"][href*="subject="]');
      await expect(mailto).toHaveCount(1);
      expect(decodeURIComponent((await mailto.getAttribute('href'))!)).toContain(c.name);

      const related = main(page).locator('li[data-card]');
      await expect(related).toHaveCount(4);
      for (let i = 0; i < 4; i++) await expect(related.nth(i).locator('a')).toHaveAttribute('href', c.related[i]!);
    });
  }

  test.describe(() => {
    // The not-found page is served with status 404, which the browser logs; that is expected here.
    test.use({ allowedConsole: /status of 404/ });

    test('an unknown service shows the not-found page in its language', async ({ page }) => {
      await open(page, '/servicios/tapiceria');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
      await open(page, '/en/services/nope');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    });
  });
});

test.describe('design, printing, binding and various', () => {
  test('design shows 5 pictures, 5 steps, 5 benefits, 6 sample types and complementary services (es, fr)', async ({
    page,
  }) => {
    for (const path of ['/servicios/diseno', '/fr/services/conception']) {
      await open(page, path);
      await expect(main(page).locator('[aria-roledescription] [data-current]')).toHaveCount(5);
      await expect(main(page).locator('ol > li[data-step]')).toHaveCount(5);
      await expect(page.getByRole('complementary').locator('li[data-benefit]')).toHaveCount(5);
      await expect(page.getByRole('complementary').locator('a[href^="tel:"]')).toHaveCount(2);
      const cards = main(page).locator('li[data-card]');
      await expect(cards).toHaveCount(6 + 3);
      await expect(main(page).getByRole('link', { name: /Lomeras|Dos de reliure/ })).toBeVisible();
      await expect(
        main(page).locator('section').last().locator('a[href$="/contacto"], a[href$="/contact"]'),
      ).toBeVisible();
    }
  });

  test('printing has back link, contact button, carousel, 5 steps, 4 features, 5 benefits and a closing call (es, ca)', async ({
    page,
  }) => {
    for (const [path, back] of [
      ['/servicios/imprenta', '/servicios'],
      ['/ca/serveis/impremta', '/ca/serveis'],
    ] as const) {
      await open(page, path);
      const hero = main(page).locator('section').first();
      await expect(hero.locator(`a[href="${back}"]`)).toBeVisible();
      await expect(main(page).locator('[aria-roledescription] [data-current]')).toHaveCount(5);
      await expect(main(page).locator('ol > li[data-step]')).toHaveCount(5);
      await expect(main(page).locator('li[data-feature]')).toHaveCount(4);
      await expect(page.getByRole('complementary').locator('li[data-benefit]')).toHaveCount(5);
      await expect(main(page).locator('li[data-card]')).toHaveCount(3);
      await expect(main(page).locator('section').last().getByRole('link')).toHaveAttribute(
        'href',
        /\/(contacto|contacte)$/,
      );
    }
  });

  test('binding has 16 slides with dots and a counter, 5 steps, 4 features, 2 complementary services, 6 benefits (es, en)', async ({
    page,
  }) => {
    for (const [path, label, counter] of [
      ['/servicios/encuadernacion', 'Galería de encuadernación', '1 / 16'],
      ['/en/services/binding', 'Binding gallery', '1 / 16'],
    ] as const) {
      await open(page, path);
      const carousel = page.getByRole('region', { name: label });
      await expect(carousel.locator('[data-current]')).toHaveCount(16);
      await expect(carousel.locator('button[aria-current], li > button')).toHaveCount(16);
      await expect(carousel.getByText(counter)).toBeVisible();
      await expect(main(page).locator('ol > li[data-step]')).toHaveCount(5);
      await expect(main(page).locator('li[data-feature]')).toHaveCount(4);
      await expect(main(page).locator('li[data-card]')).toHaveCount(2);
      const sidebar = page.getByRole('complementary');
      await expect(sidebar.locator('li[data-benefit]')).toHaveCount(6);
      await expect(sidebar.getByRole('link')).toHaveAttribute('href', /\/(contacto|contact)$/);
    }
  });

  test('various has a 6-picture gallery, the four feature cards, a process, benefits and a call to action (es, en)', async ({
    page,
  }) => {
    for (const [path, features] of [
      ['/servicios/varios', ['Corte', 'Remallado', 'Varios anchos', 'Maquinaria especializada']],
      ['/en/services/various', ['Cutting', 'Overlocking', 'Several widths', 'Specialised machinery']],
    ] as const) {
      await open(page, path);
      await expect(main(page).locator('[aria-roledescription] [data-current]')).toHaveCount(6);
      const cards = main(page).locator('li[data-feature]');
      await expect(cards).toHaveCount(4);
      await expect(cards.locator('h3')).toHaveText([...features]);
      await expect(main(page).locator('ol > li[data-step]')).toHaveCount(5);
      await expect(page.getByRole('complementary').locator('li[data-benefit]')).toHaveCount(5);
      await expect(page.getByRole('complementary').locator('a[href^="mailto:"]')).toHaveCount(1);
    }
  });
});

test.describe('samples', () => {
  for (const [path, back, details] of [
    [
      '/servicios/muestrarios',
      '/servicios',
      ['/servicios/cascadas', '/servicios/libros', '/servicios/cartas-colores', '/servicios/cuttings'],
    ],
    [
      '/en/services/samples',
      '/en/services',
      ['/en/services/cascades', '/en/services/books', '/en/services/color-cards', '/en/services/cuttings'],
    ],
  ] as const) {
    test(`${path} shows four cards with at most three thumbnails and a details link each`, async ({ page }) => {
      await open(page, path);
      await expect(main(page).locator('section').first().locator(`a[href="${back}"]`)).toBeVisible();
      const cards = main(page).locator('li[data-card]');
      await expect(cards).toHaveCount(4);
      for (let i = 0; i < 4; i++) {
        const card = cards.nth(i);
        await expect(card.locator('h2')).toHaveCount(1);
        const thumbnails = await card.locator('ul img').count();
        expect(thumbnails).toBeGreaterThan(0);
        expect(thumbnails).toBeLessThanOrEqual(3);
        await expect(card.locator(`a[href="${details[i]}"]`)).toBeVisible();
      }
      await cards.nth(2).locator('a').last().click();
      await expect(page).toHaveURL(details[2]!);
    });
  }
});

test.describe('images', () => {
  const paths = [
    '/servicios',
    '/servicios/cascadas',
    '/servicios/lomeras',
    '/en/services/design',
    '/servicios/imprenta',
    '/servicios/muestrarios',
    '/en/services/binding',
    '/servicios/varios',
  ];
  for (const path of paths) {
    test(`every image of ${path} loads and has a text alternative`, async ({ page }) => {
      test.slow();
      await open(page, path);
      await expect(page.locator('main img:not([alt]), main img[alt=""]')).toHaveCount(0);
      await expectEveryImageLoads(page);
    });
  }
});

test('the hero picture is the only eager image of a services page', async ({ page }) => {
  await open(page, '/servicios/encuadernacion');
  await expect(page.locator('img[loading="eager"]')).toHaveCount(1);
  await expect(page.locator('main section').first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  // The gallery's pictures load one step ahead of the slide shown: the first, the second and the last.
  await expect(page.locator('[aria-roledescription] img[loading="lazy"]')).toHaveCount(3);
});

test('each gallery slide has its picture loaded by the time it is shown', async ({ page }) => {
  test.slow();
  await open(page, '/en/services/binding');
  const carousel = page.getByRole('region', { name: 'Binding gallery' });
  await carousel.getByRole('button', { name: 'Stop the automatic slide show' }).click();
  const slides = carousel.locator('[data-current]');
  const count = await slides.count();
  for (let i = 0; i < count; i++) {
    await expectSlide(carousel, i);
    // Shown: its picture is there and decoded; so is the next one, before the visitor asks for it.
    for (const index of [i, (i + 1) % count]) {
      const img = slides.nth(index).locator('img');
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
          message: `slide ${index + 1}'s picture loads`,
        })
        .toBe(true);
    }
    await carousel.getByRole('button', { name: 'Next slide' }).click();
  }
  await expectSlide(carousel, 0);
});

test('carousel slides report their position in the page language', async ({ page }) => {
  await open(page, '/fr/services/reliure');
  const slides = page.locator('[aria-roledescription="diapositive"]');
  await expect(slides).toHaveCount(16);
  await expect(slides.first()).toHaveAttribute('aria-label', '1 sur 16');
  await expect(page.locator('[aria-roledescription="carrousel"]')).toHaveAttribute('aria-label', 'Galerie de reliure');
  await expectSlide(page.locator('[aria-roledescription="carrousel"]'), 0);
});
