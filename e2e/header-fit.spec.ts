import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { LANGUAGES, screenPath, text } from './support/site';
import { writeSelection } from './support/selection';
import { serviceItem } from '../src/selection/items';
import { SELECTION_CONTROL } from '../src/selection/control/control-count';
import { headerSearch, headerSearchOpener, searchField } from './support/search';

/*
 * The header's bar between the phone's menu and the widest screens: with the search control and
 * the selection's control both shown, every action stays inside the viewport and the services
 * menu's chevron keeps its width (issue 56's search field had pushed the language switch and
 * Share off screen from 1024 to about 1240 px).
 */
for (const width of [1024, 1180, 1280, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const lang of LANGUAGES) {
      test(`every header action of /${lang} history is on screen, with a selection`, async ({ page }) => {
        await asReturningVisitor(page);
        await page.goto(screenPath('history', lang));
        await writeSelection(page, [serviceItem('imprenta')]);
        await page.reload();
        await waitForApp(page);
        const banner = page.getByRole('banner');
        // The selection's control shows once the app has read the device's selection.
        await expect(banner.locator(`[${SELECTION_CONTROL}]`)).toBeVisible();
        const openerBefore = width < 1440 ? await headerSearchOpener(page, lang).boundingBox() : null;
        const outside = await banner.evaluate((header) =>
          Array.from(header.querySelectorAll<HTMLElement>('a, button, input'))
            .filter((element) => element.checkVisibility())
            .map((element) => ({ element, box: element.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
            .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.left}–${box.right}`),
        );
        expect(outside).toEqual([]);
        const chevron = await banner.locator('nav svg').first().boundingBox();
        expect(chevron?.width ?? 0).toBeGreaterThan(6);
        if (width >= 1440) return;
        // Below 1440 px the bar's button opens the field in a panel: laid over the page, inside the
        // viewport, the header as tall as before and every action where it was.
        const before = await banner.boundingBox();
        const opener = headerSearchOpener(page, lang);
        await opener.click();
        const panel = page.locator(`#${await opener.getAttribute('aria-controls')}`);
        await expect(searchField(panel, lang)).toBeFocused();
        const box = (await panel.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await banner.boundingBox()).toEqual(before);
        expect(await opener.boundingBox()).toEqual(openerBefore);
      });
    }
  });
}

/*
 * The language offer is fixed under the header's right end, above the header (first-visit
 * overlays): while the bar's search panel is open, the header stands above it, so what is under
 * the panel's field, its submit and its first suggestion is that, not the offer.
 */
test.describe('at 1280 px, a French-speaking first visit on the Spanish home, with the language offer', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });

  test('the open search panel is above the offer and usable', async ({ page }) => {
    await asReturningVisitor(page, { language: null });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeVisible();
    const opener = headerSearchOpener(page, 'es');
    await opener.click();
    const panel = page.locator(`#${await opener.getAttribute('aria-controls')}`);
    const field = searchField(headerSearch(page, 'es'), 'es');
    await expect(field).toBeFocused();
    await field.pressSequentially('cascadas');
    const option = page.getByRole('banner').getByRole('option').first();
    await expect(option).toBeVisible();
    const submit = panel.getByRole('button', { name: text('es', 'search.submitButton'), exact: true });
    for (const target of [field, submit, option]) {
      const box = (await target.boundingBox())!;
      const hit = await target.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(hit, await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBe(true);
    }
    await option.click();
    await expect(page).toHaveURL(screenPath('cascades', 'es'));
  });
});
