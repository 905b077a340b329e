import { test, expect } from './support/service-worker';
import { APP_THEME } from '../src/pwa/theme';
import { onSlowest } from './support/limits';

// Installability is only reported outside incognito: the shared worker's context is a persistent profile.
test('Chromium reports no installability errors and reads the manifest in the page language', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/fr/contact');
  const cdp = await context.newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
      timeout: onSlowest(15_000),
    })
    .toEqual([]);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(url).toBe(`${baseURL}/manifest-fr.webmanifest`);
  const manifest = JSON.parse(data!);
  expect(manifest).toMatchObject({
    lang: 'fr-FR',
    start_url: '/fr',
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME.themeColor,
    background_color: APP_THEME.backgroundColor,
  });
  expect(manifest.name).toContain('Échantillonnage textile');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.description).toBeTruthy();
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(
    expect.arrayContaining(['/fr/contact', '/fr/services/echantillonnage']),
  );
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBeTruthy();
  for (const icon of manifest.icons) expect((await page.request.get(`${baseURL}${icon.src}`)).status()).toBe(200);
});
