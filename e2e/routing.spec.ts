import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { allPages, indexedPages, pageIndexed, pagePath, screenPath, LANGUAGES, text } from './support/site';

test.describe('prerendered pages', () => {
  test('every page of the route table answers 200 with its own language in the HTML', async ({ request }) => {
    const pages = allPages();
    expect(pages.length).toBeGreaterThanOrEqual(14 * 4);
    for (const page of pages) {
      const response = await request.get(pagePath(page));
      expect(response.status(), pagePath(page)).toBe(200);
      const html = await response.text();
      expect(html, pagePath(page)).toContain(`<html lang="${page.lang}">`);
      // A page the route table marks not indexed says noindex, in its head and in its answer's headers.
      const indexed = pageIndexed(page);
      if (indexed) expect(html, pagePath(page)).toContain(`<link rel="canonical" href="https://`);
      else expect(html, pagePath(page)).toContain('<meta name="robots" content="noindex">');
      expect(html.includes('rel="canonical"'), pagePath(page)).toBe(indexed);
      expect(response.headers()['x-robots-tag'], pagePath(page)).toBe(indexed ? undefined : 'noindex');
      expect(html, pagePath(page)).toMatch(/<h1[^>]*>[^<]+/);
      // The navigation is rendered into the HTML in the page's language.
      expect(html, pagePath(page)).toContain(`>${text(page.lang, 'nav.history')}</a>`);
      expect(html.match(/hreflang="(es|ca|en|fr|x-default)"/g)?.length ?? 0, pagePath(page)).toBe(indexed ? 5 : 0);
      // Content in place: no Suspense segment waiting for an inline script to reveal it.
      expect(html, pagePath(page)).not.toMatch(/<template|<div hidden id="S:|<script>/);
    }
  });

  // The browser logs the document's 404 status as a console error; that is the point here.
  test.describe(() => {
    test.use({ allowedConsole: /status of 404/ });
    test('an unknown path answers 404 with the not-found page in its language', async ({ request, page }) => {
      const es = await request.get('/no-existe-esta-pagina');
      expect(es.status()).toBe(404);
      expect(await es.text()).toContain('Página no encontrada');
      const en = await request.get('/en/no-such-page');
      expect(en.status()).toBe(404);
      expect(await en.text()).toContain(text('en', 'notFound.title'));

      await asReturningVisitor(page);
      await page.goto('/fr/rien-ici');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'notFound.title'));
      await page.getByRole('link', { name: text('fr', 'notFound.home'), exact: true }).click();
      await expect(page).toHaveURL('/fr');
    });

    test('a wrong-language path reached without the server still replaces itself', async ({ page }) => {
      // Offline the service worker serves the not-found page for any unknown URL; the app then
      // redirects in the browser, replacing the history entry.
      await asReturningVisitor(page);
      await page.goto('/');
      await waitForApp(page);
      await page.route('**/location', (route) =>
        route.fulfill({ status: 404, contentType: 'text/html', path: 'dist/404.html' }),
      );
      await page.goto('/location');
      await expect(page).toHaveURL('/en/location');
      await waitForApp(page);
      await page.goBack();
      await expect(page).toHaveURL('/');
    });

    test('an in-app navigation to a wrong-language path replaces the history entry', async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto('/en');
      await waitForApp(page);
      const length = await page.evaluate(() => history.length);
      await page.evaluate(() => {
        history.pushState(null, '', '/en/servicios');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL('/en/services');
      expect(await page.evaluate(() => history.length)).toBe(length + 1);
      await page.goBack();
      await expect(page).toHaveURL('/en');
    });
  });

  test('the sitemap lists every page with its language alternates, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<url>/g)?.length).toBe(indexedPages().length);
    // The pages the route table marks not indexed are in no <loc> and no alternate.
    for (const page of allPages().filter((p) => !pageIndexed(p))) expect(sitemap).not.toContain(`${pagePath(page)}"`);
    for (const page of allPages().filter((p) => !pageIndexed(p))) expect(sitemap).not.toContain(`${pagePath(page)}<`);
    expect(sitemap).toContain('hreflang="x-default"');
    expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
  });

  test('the home and location pages carry LocalBusiness data with opening hours', async ({ request }) => {
    for (const path of ['/', '/en/location']) {
      const html = await (await request.get(path)).text();
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(json, path).toBeTruthy();
      const data = JSON.parse(json!);
      expect(data['@type']).toBe('LocalBusiness');
      expect(data.address.addressLocality).toBe('Santa Coloma de Gramenet');
      expect(data.openingHoursSpecification).toEqual([
        expect.objectContaining({
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
          opens: '07:00',
          closes: '15:00',
        }),
        expect.objectContaining({ dayOfWeek: ['Friday'], opens: '07:00', closes: '14:00' }),
      ]);
    }
  });
});

test.describe('redirects', () => {
  const examples: [string, string][] = [
    ['/serveis/mostraris', '/ca/serveis/mostraris'],
    ['/services/design', '/en/services/design'],
    ['/histoire', '/fr/histoire'],
    ['/contacte', '/ca/contacte'],
    ['/location', '/en/location'],
    ['/contact', '/en/contact'],
    ['/localisation', '/fr/localisation'],
    ['/en/servicios', '/en/services'],
    ['/ca/services/binding', '/ca/serveis/enquadernacio'],
    ['/en/', '/en'],
  ];
  for (const [from, to] of examples) {
    test(`${from} replaces itself with ${to}`, async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto('/');
      await waitForApp(page);
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await waitForApp(page);
      // The wrong address is not left in the history: Back goes to the page before it.
      await page.goBack();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('language switching', () => {
  for (const from of LANGUAGES) {
    test(`from the ${from} design page to every other language`, async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto(screenPath('design', from));
      await waitForApp(page);
      for (const to of LANGUAGES.filter((l) => l !== from)) {
        const current = await page.evaluate(() => document.documentElement.lang);
        await page.getByRole('button', { name: text(current as typeof from, 'language.label').split(':')[0]! }).click();
        await page.locator(`a[hreflang="${to}"]`).click();
        await expect(page).toHaveURL(screenPath('design', to));
        await expect(page.locator('html')).toHaveAttribute('lang', to);
        await expect(page.getByRole('banner').getByRole('link', { name: text(to, 'nav.history') })).toBeVisible();
      }
    });
  }

  test('the selector marks the current language and closes on an outside click and on Escape', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/en/history');
    await waitForApp(page);
    const button = page.getByRole('button', { name: /Language/ });
    await button.click();
    await expect(page.locator('a[hreflang="en"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('a[hreflang="fr"]')).not.toHaveAttribute('aria-current', 'true');
    for (const lang of LANGUAGES) await expect(page.locator(`a[hreflang="${lang}"]`)).toBeVisible();
    await page.mouse.click(5, 500);
    await expect(page.locator('a[hreflang="fr"]')).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(page.locator('a[hreflang="fr"]')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('?lng= opens the same page in that language and remembers it', async ({ page }) => {
    await asReturningVisitor(page, { language: null });
    await page.goto('/historia?lng=ca');
    await expect(page).toHaveURL('/ca/historia');
    await waitForApp(page);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ca');
  });

  test('a hostile ?lng= is ignored and runs nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => (dialogs++, dialog.dismiss()));
    await asReturningVisitor(page, { language: null });
    await page.goto('/historia?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await waitForApp(page);
    await expect(page).toHaveURL('/historia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
    expect(dialogs).toBe(0);
  });
});
