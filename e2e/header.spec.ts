import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import type { Page } from '@playwright/test';
import { text } from './support/site';

/**
 * Marks, before the app hydrates, the served element that holds a closed menu's links, so a test
 * can tell whether React left it as served (the same node, still marked) or rendered it anew.
 */
async function markServed(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.querySelector(sel) as (Element & { servedMark?: boolean }) | null;
      if (element && document.documentElement.dataset.hydrated !== 'true') element.servedMark = true;
    });
  }, selector);
}

/**
 * Whether the element is the served one, untouched by React: still marked, and no element
 * inside it carries the fiber React attaches to each element it hydrates or renders.
 */
const isServed = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const element = document.querySelector(sel) as (Element & { servedMark?: boolean }) | null;
    if (!element?.servedMark) return false;
    const inside = [...element.querySelectorAll('*')];
    return inside.length > 0 && !inside.some((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
  }, selector);

test.describe('header', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('is 20 spacing units tall at the top and 16, translucent, past 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const header = page.getByRole('banner');
    const heightAndAlpha = () =>
      header.evaluate((el) => {
        const channels = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [];
        return { height: el.getBoundingClientRect().height, alpha: channels.length === 4 ? Number(channels[3]) : 1 };
      });
    await expect.poll(heightAndAlpha).toEqual({ height: 80, alpha: 1 });
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(heightAndAlpha).toEqual({ height: 80, alpha: 1 });
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(async () => (await heightAndAlpha()).height).toBe(64);
    expect((await heightAndAlpha()).alpha).toBeLessThan(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await heightAndAlpha()).height).toBe(80);
  });

  test('the services dropdown opens on hover with the spec items and closes when the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/en');
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: text('en', 'a11y.mainNav') });
    const trigger = nav.getByRole('link', { name: text('en', 'nav.services'), exact: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const names = await panel.getByRole('link').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(
      [
        'design',
        'binding',
        'printing',
        'cascades',
        'books',
        'colorCards',
        'cuttings',
        'samplesAll',
        'various',
        'servicesCta',
      ].map((key) => text('en', `nav.${key}`)),
    );
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('the services dropdown keeps its served links through hydration; the app renders them as it opens, in the language shown', async ({
    page,
  }) => {
    const panelSelector = 'header nav li:has(> a[aria-controls]) > [id]';
    await markServed(page, panelSelector);
    await page.goto('/en');
    await waitForApp(page);
    expect(await isServed(page, panelSelector)).toBe(true);
    const nav = page.getByRole('navigation', { name: text('en', 'a11y.mainNav') });
    await nav.getByRole('link', { name: text('en', 'nav.services'), exact: true }).hover();
    await expect(page.locator(panelSelector).getByRole('link', { name: text('en', 'nav.binding') })).toBeVisible();
    expect(await isServed(page, panelSelector)).toBe(false);

    // After a change of language the served links would be the old language's: the app's are shown.
    await page.mouse.move(5, 600);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.locator('a[hreflang="fr"]').click();
    await expect(page).toHaveURL('/fr');
    const frNav = page.getByRole('navigation', { name: text('fr', 'a11y.mainNav') });
    await frNav.getByRole('link', { name: text('fr', 'nav.services'), exact: true }).hover();
    await expect(page.locator(panelSelector).getByRole('link', { name: text('fr', 'nav.binding') })).toBeVisible();
  });

  test('the services dropdown works by keyboard: focus opens it, Tab walks it, Escape closes it', async ({ page }) => {
    await page.goto('/en');
    await waitForApp(page);
    const trigger = page.getByRole('banner').getByRole('link', { name: text('en', 'nav.services'), exact: true });
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('en', 'nav.history') })
      .focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const design = panel.getByRole('link', { name: text('en', 'nav.design'), exact: true });
    await page.keyboard.press('Tab');
    await expect(design).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(design).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en/services/design');
  });

  test('navigation moves focus to the new page heading and scrolls to the top', async ({ page }) => {
    await page.goto('/en');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('en', 'nav.location') })
      .click();
    await expect(page).toHaveURL('/en/location');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(new RegExp(text('en', 'meta.location.title')));
  });
});

test.describe('language list', () => {
  test('opens under its button, closes on Escape (focus back on the button) and on a tap outside, and switches in place', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/en/history');
    await waitForApp(page);
    const button = page.getByRole('button', { name: /^EN\b/ });
    const french = page.getByRole('link', { name: 'Français' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(french).toBeVisible();
    // Anchored under the button, not in the middle of the screen as a bare popover would be.
    const buttonBox = (await button.boundingBox())!;
    const listBox = (await page.getByRole('link', { name: 'Español' }).boundingBox())!;
    expect(listBox.y).toBeGreaterThan(buttonBox.y + buttonBox.height);
    expect(listBox.y).toBeLessThan(buttonBox.y + buttonBox.height + 80);
    await page.keyboard.press('Escape');
    await expect(french).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await page.mouse.click(5, 400);
    await expect(french).toBeHidden();
    await button.click();
    await french.click();
    await expect(page).toHaveURL('/fr/histoire');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(french).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens full screen, keeps focus inside, expands services and samples, and Escape closes it', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/ca');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: text('ca', 'nav.openMenu') });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: text('ca', 'nav.menu') });
    await expect(menu).toBeVisible();
    // It slides in from the right and ends covering the whole viewport.
    await expect.poll(() => menu.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });

    // Focus starts inside and Tab never leaves the menu.
    for (let i = 0; i < 12; i++) {
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Tab');
    }

    const services = menu.getByRole('button', { name: text('ca', 'nav.services') });
    await expect(menu.getByRole('link', { name: text('ca', 'nav.design'), exact: true })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: text('ca', 'nav.design'), exact: true })).toBeVisible();
    const samples = menu.getByRole('button', { name: text('ca', 'nav.samples') });
    await samples.click();
    await expect(menu.getByRole('link', { name: text('ca', 'nav.colorCards') })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('its links stay as served through hydration; the app renders them as it opens, and they navigate in place', async ({
    page,
  }) => {
    const navSelector = '[popover][role="dialog"] nav';
    await markServed(page, navSelector);
    await asReturningVisitor(page);
    await page.goto('/en/history');
    await waitForApp(page);
    expect(await isServed(page, navSelector)).toBe(true);
    await page.getByRole('button', { name: text('en', 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: text('en', 'nav.menu') });
    await expect(menu.getByRole('link', { name: text('en', 'nav.location') })).toBeVisible();
    expect(await isServed(page, navSelector)).toBe(false);
    // The app's link: the page changes without a new document.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await menu.getByRole('link', { name: text('en', 'nav.location') }).click();
    await expect(page).toHaveURL('/en/location');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('after a change of language the menu opens in the new language', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/fr');
    await waitForApp(page);
    await page.getByRole('button', { name: /Langue/ }).click();
    await page.locator('a[hreflang="ca"]').click();
    await expect(page).toHaveURL('/ca');
    await page.getByRole('button', { name: text('ca', 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: text('ca', 'nav.menu') });
    await expect(menu.getByRole('link', { name: text('ca', 'nav.history') })).toBeVisible();
    await expect(menu.getByRole('link', { name: text('fr', 'nav.history') })).toHaveCount(0);
  });

  test('a link in the menu navigates and closes the menu', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/fr');
    await waitForApp(page);
    await page.getByRole('button', { name: text('fr', 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: text('fr', 'nav.history') }).click();
    await expect(page).toHaveURL('/fr/histoire');
    await expect(menu).toBeHidden();
  });
});
