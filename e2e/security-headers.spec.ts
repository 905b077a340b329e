import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { allPages, pagePath, text, textsPath, LANGUAGES } from './support/site';
import { watchForScripts } from './support/csp';
import { test as workerTest } from './support/service-worker';
import { fillEnquiry, outboxIndicator, recordsFrom, submitButton, uniqueSender } from './support/outbox';
import { contentSecurityPolicy, securityHeaders } from '../src/app/security-policy';
import { headerRules } from '../src/app/hosting-headers';
import { headersFile } from '../src/routing/hosts/cloudflare';
import { onSlowest } from './support/limits';

const DIST = 'dist';

function htmlFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'assets'
        ? []
        : htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The hashes of the pages' inline <style>s, as the build recorded them for the policy. */
const STYLE_HASHES: string[] = JSON.parse(readFileSync('dist-ssr/style-hashes.json', 'utf8'));
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

test.describe('headers', () => {
  test('the preview server sends every security header, on pages, errors, redirects, code and data', async ({
    request,
  }) => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const script = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)![1]!;
    const paths: [string, number][] = [
      ['/', 200],
      ['/en/contact', 200],
      ['/ca/no-existeix', 404],
      ['/location', 301],
      ['/sw.js', 200],
      [script, 200],
      [textsPath('fr'), 200],
      ['/manifest-es.webmanifest', 200],
    ];
    for (const [path, status] of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      for (const [name, value] of Object.entries(securityHeaders(undefined, STYLE_HASHES)))
        expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });

  test('the build writes the hosting headers file from the same module, caching rules included', () => {
    const written = readFileSync(join(DIST, '_headers'), 'utf8');
    expect(written).toBe(headersFile(headerRules(undefined, STYLE_HASHES)));
    expect(written).toContain(
      `/*\n  Content-Security-Policy: ${contentSecurityPolicy('header', undefined, STYLE_HASHES)}\n`,
    );
    expect(written).toContain("frame-ancestors 'none'");
    expect(written).toMatch(/\/sw\.js\n {2}Cache-Control: no-cache/);
  });

  test('every prerendered page starts with the policy and has no inline script, style or handler', () => {
    const files = htmlFiles();
    expect(files.length).toBe(allPages().length + LANGUAGES.length);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
      // The first thing after charset and viewport, so it governs everything the page loads.
      const firstTag = head.match(/<(?!meta charset|meta name="viewport")[a-z]+[^>]*>/g)![0]!;
      const content = /^<meta http-equiv="Content-Security-Policy" content="([^"]+)">$/.exec(firstTag)?.[1];
      // Its one <style> is allowed by its own hash, and that hash is in the hosting policy too.
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles, file).toHaveLength(1);
      expect(STYLE_HASHES, file).toContain(sha256(styles[0]!));
      expect(content?.replaceAll('&#39;', "'"), file).toBe(
        contentSecurityPolicy('meta', undefined, [sha256(styles[0]!)]),
      );
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
        expect(tag, file).toMatch(/\bsrc="\/assets\/[^"]+\.js"|type="application\/ld\+json"/);
      expect(html, file).not.toMatch(/\sstyle="/);
      expect(html, file).not.toMatch(/\son[a-z]+="/);
    }
  });
});

workerTest.describe('under the policy', () => {
  // Chromium logs the 404 status of a not-found page as a console error.
  workerTest.use({ allowedConsole: /the server responded with a status of 404/ });

  for (const lang of LANGUAGES) {
    workerTest(
      `every ${lang} page and its not-found page, served by the service worker, run without a violation`,
      async ({ page, context }) => {
        workerTest.setTimeout(onSlowest(120_000));
        const seen = await watchForScripts(context);
        await asReturningVisitor(page);
        const paths = [
          ...allPages()
            .filter((p) => p.lang === lang)
            .map(pagePath),
          lang === 'es' ? '/missing-page' : `/${lang}/missing-page`,
        ];
        for (const path of paths) {
          await page.goto(path);
          await waitForApp(page);
        }
        expect(seen.violations).toEqual([]);
      },
    );
  }

  workerTest.describe('with every overlay open', () => {
    workerTest.use({ allowedConsole: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED|status of 404/ });

    workerTest(
      'banner, menus, dropdowns, a sent enquiry and the outbox panel stay within the policy',
      async ({ page, context }, testInfo) => {
        const seen = await watchForScripts(context);
        await page.goto('/contacto');
        await waitForApp(page);
        const banner = page.getByRole('region', { name: text('es', 'cookies.title') });
        await banner.getByRole('button', { name: text('es', 'cookies.customize') }).click();
        await page.getByRole('button', { name: text('es', 'cookies.save') }).click();

        const nav = page.getByRole('navigation', { name: text('es', 'a11y.mainNav') });
        await nav.getByRole('link', { name: text('es', 'nav.services'), exact: true }).hover();
        await page.getByRole('button', { name: /Idioma/ }).click();
        await page.getByRole('button', { name: /Tipo de proyecto/ }).click();
        await page.getByRole('option', { name: 'Cascadas' }).click();

        const sender = uniqueSender(testInfo);
        await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
        await submitButton(page).click();
        await expect(page.getByText(text('es', 'form.messages.success.title', 'contact'))).toBeVisible();
        expect(await recordsFrom(sender)).toHaveLength(1);

        await page.reload();
        await waitForApp(page);
        // The outbox dock's code loads after hydration; offline before that, it would wait to be online.
        await expect(page.getByTestId('outbox-dock')).toBeAttached();
        await context.setOffline(true);
        await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Sin conexión' });
        await submitButton(page).click();
        await outboxIndicator(page).click();
        const outbox = page.getByRole('dialog', { name: text('es', 'outbox.title') });
        await expect(outbox).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(outbox).toBeHidden();
        await context.setOffline(false);

        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('button', { name: text('es', 'nav.openMenu') }).click();
        const menu = page.getByRole('dialog', { name: text('es', 'nav.menu') });
        await menu.getByRole('button', { name: text('es', 'nav.services') }).click();
        await menu.getByRole('button', { name: text('es', 'nav.samples') }).click();
        await expect(menu.getByRole('link', { name: text('es', 'nav.colorCards') })).toBeVisible();
        expect(seen.violations).toEqual([]);
      },
    );
  });
});
