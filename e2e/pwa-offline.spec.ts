import type { Page } from '@playwright/test';
import { waitForApp } from './support/test';
import { allPages, pagePath, screenPath, text, LANGUAGES } from './support/site';
import { test, expect, openWithWorker } from './support/service-worker';
import { brokenImages, servedWidth } from './support/images';
import { onSlowest } from './support/limits';

test.describe('offline', () => {
  test.beforeEach(async ({ page }) => {
    await openWithWorker(page, '/');
  });

  for (const lang of LANGUAGES) {
    test(`every ${lang} page opens offline with its text and images`, async ({ page, context }) => {
      test.setTimeout(onSlowest(120_000));
      await context.setOffline(true);
      for (const target of allPages().filter((p) => p.lang === lang)) {
        const path = pagePath(target);
        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: text(lang, 'nav.history') })).toBeVisible();
        expect(await brokenImages(page), path).toEqual([]);
      }
      await expect(page.getByText(text(lang, 'pwa.offline'))).toBeVisible();
    });
  }

  test('switching language works offline', async ({ page, context }) => {
    await page.goto(screenPath('binding', 'es'));
    await waitForApp(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.locator('a[hreflang="fr"]').click();
    await expect(page).toHaveURL(screenPath('binding', 'fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: text('fr', 'nav.history') })).toBeVisible();
  });

  // The offline copy keeps each page with its styles linked, not inline (src/pwa/stored-page.ts).
  test('a page opened offline looks as it does from the network, its styles from the saved files', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const look = () =>
      // Not the footer itself: offline, it makes room below for the offline notice.
      ['body', 'header', 'header nav a', 'h1', 'main p', 'main a', 'footer a', 'footer p'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return [selector];
        const style = getComputedStyle(element);
        return [
          selector,
          ...[
            'color',
            'backgroundColor',
            'fontSize',
            'fontFamily',
            'fontWeight',
            'display',
            'position',
            'padding',
            'margin',
            'maxWidth',
            'lineHeight',
            'gridTemplateColumns',
          ].map((name) => style.getPropertyValue(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))),
        ];
      });
    const network = await browser.newContext({ serviceWorkers: 'block', baseURL });
    const fromNetwork = await network.newPage();
    await context.setOffline(true);
    for (const path of ['/', screenPath('binding', 'fr'), '/en/no-such-page']) {
      await fromNetwork.goto(path);
      await waitForApp(fromNetwork);
      await page.goto(path);
      await waitForApp(page);
      // The network's page carries its CSS inline; the saved one links the files it was joined from.
      expect(await fromNetwork.locator('style').count(), path).toBe(1);
      expect(await page.locator('style').count(), path).toBe(0);
      expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count(), path).toBeGreaterThan(0);
      expect(await page.evaluate(look), path).toEqual(await fromNetwork.evaluate(look));
    }
    await network.close();
  });

  test('an unknown URL offline shows the not-found page of its language', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto('/en/no-such-page');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound.title'));
    await page.goto('/no-existe');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });

  test('a wrong-language URL offline still lands on the right page', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto('/localisation');
    await expect(page).toHaveURL('/fr/localisation');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

/**
 * The catalogue keeps each picture at its widest only (src/pwa/picture-stand-ins.ts). On a narrow
 * screen the binding page's first picture asks for a narrower file than that.
 */
test.describe('a picture at a width the catalogue does not keep', () => {
  test.beforeEach(async ({ page }) => {
    await openWithWorker(page, '/');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  /** The file the binding page's first picture asks for, the width it asks for, and the widest. */
  async function firstPicture(page: Page) {
    const picture = page.locator('main picture').first();
    await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
    return picture.evaluate((element) => {
      const img = element.querySelector('img')!;
      const candidates = element
        .querySelector('source[type="image/avif"]')!
        .getAttribute('srcset')!
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/))
        .map(([url, width]) => ({ url: new URL(url!, location.href).href, width: parseInt(width!, 10) }));
      return {
        url: img.currentSrc,
        width: candidates.find(({ url }) => url === img.currentSrc)?.width,
        widest: Math.max(...candidates.map(({ width }) => width)),
      };
    });
  }

  test('is not saved, and offline its widest file stands in for it', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto(screenPath('binding', 'es'));
    await waitForApp(page);
    const asked = await firstPicture(page);
    expect(asked.width).toBeLessThan(asked.widest);
    const saved = await page.evaluate((url) => caches.match(url).then(Boolean), asked.url);
    expect(saved, 'the narrower file is not in the catalogue').toBe(false);
    expect(await servedWidth(page, asked.url)).toBe(asked.widest);
    expect(await brokenImages(page)).toEqual([]);
  });

  test('online, comes from the network; on a network that hangs, the worker answers with the widest file', async ({
    page,
    context,
  }) => {
    await page.goto(screenPath('binding', 'es'));
    await waitForApp(page);
    const asked = await firstPicture(page);
    expect(await servedWidth(page, asked.url)).toBe(asked.width);
    // The worker's request for it is held for good, as on a fair's network that carries nothing.
    await context.route(asked.url, () => {});
    expect(await servedWidth(page, asked.url)).toBe(asked.widest);
  });
});
