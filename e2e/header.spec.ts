import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { text } from './support/site';
import { countRedrawn, keepDrawn } from './support/redraws';
import { expectCompositorOnly } from './support/compositor';

test.describe('header', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('is 20 spacing units tall at the top and 16, translucent, past 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const header = page.getByRole('banner');
    // The background is drawn by the header's first child: an opaque layer and a translucent
    // one that take turns by opacity. Its alpha is how much of the page behind it they hide.
    const heightAndAlpha = () =>
      header.evaluate((el) => {
        const clear = [':before', ':after']
          .map((pseudo) => getComputedStyle(el.firstElementChild!, pseudo))
          .reduce((through, style) => {
            const channels = style.backgroundColor.match(/[\d.]+/g) ?? [];
            const alpha = channels.length === 4 ? Number(channels[3]) : 1;
            return through * (1 - alpha * Number(style.opacity));
          }, 1);
        return { height: el.getBoundingClientRect().height, alpha: Math.round((1 - clear) * 100) / 100 };
      });
    await expect.poll(heightAndAlpha).toEqual({ height: 80, alpha: 1 });
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(heightAndAlpha).toEqual({ height: 80, alpha: 1 });
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(heightAndAlpha).toEqual({ height: 64, alpha: 0.86 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(heightAndAlpha).toEqual({ height: 80, alpha: 1 });
  });

  test.describe('while the app cannot be loaded', () => {
    test.use({ appRefused: true });

    test('follows the scroll all the same, and a reload halfway down shows it shrunk', async ({ page }) => {
      await page.goto('/en/history');
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    });

    test('its services menu opens on hover and by keyboard all the same', async ({ page }) => {
      await page.goto('/en');
      const trigger = page.getByRole('banner').getByRole('link', { name: text('en', 'nav.services'), exact: true });
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link', { name: text('en', 'nav.design'), exact: true })).toBeVisible();
      await page.mouse.move(5, 600);
      await expect(panel).toBeHidden();
      await trigger.focus();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(panel.getByRole('link', { name: text('en', 'nav.design'), exact: true })).toBeFocused();
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    });
  });

  test('shrinks and grows by animating only what the compositor can', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const header = page.getByRole('banner');
    // Every transition the header starts, on itself, its layers or its content (pseudo-elements too).
    await header.evaluate((el) => {
      const started: string[] = [];
      (window as unknown as { started: string[] }).started = started;
      el.addEventListener('transitionrun', (event) => started.push((event as TransitionEvent).propertyName));
    });
    for (const [scrollY, state] of [
      [11, 'true'],
      [0, 'false'],
    ] as const) {
      await page.evaluate((y) => {
        (window as unknown as { started: string[] }).started.length = 0;
        window.scrollTo(0, y);
      }, scrollY);
      await expect(header).toHaveAttribute('data-scrolled', state);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { started: string[] }).started.length))
        .toBeGreaterThan(0);
      await expect.poll(() => header.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
      const started = await page.evaluate(() => [...new Set((window as unknown as { started: string[] }).started)]);
      expectCompositorOnly(started, `the header's transitions, scrolled to ${scrollY}`);
    }
  });

  test('crossing the scroll threshold redraws the header element alone, not the menus and links inside it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    const header = page.getByRole('banner');
    const links = header.getByRole('link');
    expect(await keepDrawn(links, 'header links')).toBeGreaterThan(3);
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(await countRedrawn(links, 'header links')).toBe(0);
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
    // Followed in place, and closed; once the header is drawn in another language, it still opens.
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: text('en', 'language.label').split(':')[0]! }).click();
    await page.locator('a[hreflang="fr"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const frenchTrigger = page.getByRole('banner').getByRole('link', { name: text('fr', 'nav.services'), exact: true });
    await frenchTrigger.hover();
    await expect(frenchTrigger).toHaveAttribute('aria-expanded', 'true');
  });

  test("a navigation draws again what shows the address, not the footer's links", async ({ page }) => {
    await page.goto('/en');
    await waitForApp(page);
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    // Most are kept as served (kept-as-served.tsx); the legal links beside the year are hydrated.
    expect(await footerLinks.count()).toBeGreaterThan(10);
    expect(await keepDrawn(footerLinks, 'footer links')).toBeGreaterThan(2);
    const nav = page.getByRole('navigation', { name: text('en', 'a11y.mainNav') }).first();
    await nav.getByRole('link', { name: text('en', 'nav.history') }).click();
    await expect(page).toHaveURL('/en/history');
    // The header's link to the page shown follows the address.
    await expect(nav.getByRole('link', { name: text('en', 'nav.history') })).toHaveAttribute('aria-current', 'page');
    expect(await countRedrawn(footerLinks, 'footer links')).toBe(0);
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

  test('a language or a page link clicked with Ctrl opens in a new tab and leaves this page as it is', async ({
    page,
    context,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/en/history');
    await waitForApp(page);
    await page.getByRole('button', { name: /^EN\b/ }).click();
    const [frenchTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Français' }).click({ modifiers: ['Control'] }),
    ]);
    await expect(frenchTab).toHaveURL(/\/fr\/histoire$/);
    const [locationTab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: text('en', 'nav.location') })
        .click({ modifiers: ['Control'] }),
    ]);
    await expect(locationTab).toHaveURL(/\/en\/location$/);
    await expect(page).toHaveURL('/en/history');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
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

  test('opening it draws the button and the panel again, not the links inside', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: text('es', 'nav.openMenu') });
    // The links, hidden while the menu is closed, and the disclosures' buttons.
    const inside = page.locator('[popover][role="dialog"] :is(a, ul button)');
    expect(await keepDrawn(inside, 'menu links')).toBeGreaterThan(10);
    await toggle.click();
    await expect(page.getByRole('dialog', { name: text('es', 'nav.menu') })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await countRedrawn(inside, 'menu links')).toBe(0);
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
