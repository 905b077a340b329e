import { BOOTH_DB } from '../src/booth/leads/leads-names';
import { DEFAULT_KEEP_DAYS } from '../src/booth/lead';
import { TYPED_CARD_STORAGE_KEY } from '../src/booth/card/typed-copy';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { COMPANY } from '../src/content/company';
import { CONSENT_STORAGE_KEY } from '../src/consent/consent';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';
import { DRAFT_STORAGE_KEY } from '../src/contact/form/draft-key';
import { HELD_SEND_STORAGE_KEY } from '../src/contact/form/held-send-note';
import { RELOAD_STORAGE_KEY } from '../src/pwa/reload-once';
import { SITE_STORAGE } from '../src/pages/legal/legal-documents';
import {
  OUTBOX_DB,
  SENT_DB,
  SENT_KEPT_HOURS,
  SENT_MARK_KEPT_DAYS,
  SENT_MARKS_DB,
} from '../src/contact/offline/outbox-names';
import { SELECTION_DB } from '../src/selection/selection-names';
import { EXPIRATION_DB, WEBP_CACHE_MAX_ENTRIES } from '../src/pwa/storage-names';
import { text } from './support/site';

const PAGES = {
  es: {
    legalNotice: { path: '/aviso-legal', title: 'Aviso legal', sections: 7 },
    privacy: { path: '/politica-privacidad', title: 'Política de privacidad', sections: 13 },
    cookiePolicy: { path: '/politica-cookies', title: 'Política de cookies', sections: 6 },
    confirm: 'Pendiente de confirmar por la empresa',
    cookieSettings: 'Configurar cookies',
  },
  en: {
    legalNotice: { path: '/en/legal-notice', title: 'Legal notice', sections: 7 },
    privacy: { path: '/en/privacy-policy', title: 'Privacy policy', sections: 13 },
    cookiePolicy: { path: '/en/cookie-policy', title: 'Cookie policy', sections: 6 },
    confirm: 'For the company to confirm',
    cookieSettings: 'Cookie settings',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

for (const [lang, texts] of Object.entries(PAGES)) {
  for (const screen of ['legalNotice', 'privacy', 'cookiePolicy'] as const) {
    const { path, title, sections } = texts[screen];
    test(`${lang} ${screen}: one h1, a contents list, every section, and visible notes where the company must confirm`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const article = page.locator('main article');
      const contents = article.getByRole('navigation').first().getByRole('link');
      await expect(contents).toHaveCount(sections);
      await expect(article.locator('section')).toHaveCount(sections);
      for (const link of await contents.all()) {
        const id = (await link.getAttribute('href'))!.slice(1);
        await expect(article.locator(`section#${id} h2`)).toHaveText(await link.innerText());
      }
      const notes = article.getByRole('note');
      expect(await notes.count()).toBeGreaterThanOrEqual(2);
      await expect(notes.first()).toBeVisible();
      await expect(notes.first()).toContainText(texts.confirm);
    });
  }

  test(`${lang}: the legal notice and the privacy policy identify the company from its config`, async ({ page }) => {
    for (const screen of ['legalNotice', 'privacy'] as const) {
      await page.goto(texts[screen].path);
      await waitForApp(page);
      const facts = page.locator('main article dl').first();
      await expect(facts).toContainText(COMPANY.legalName);
      await expect(facts).toContainText(COMPANY.taxId);
      await expect(facts).toContainText(COMPANY.address.street);
      await expect(facts.locator(`a[href="mailto:${COMPANY.emails.office}"]`)).toBeVisible();
      await expect(facts.locator(`a[href="tel:${COMPANY.phones.office.tel}"]`)).toBeVisible();
    }
    await expect(page.locator('main article dl').first()).not.toContainText(COMPANY.registry);
    await page.goto(texts.legalNotice.path);
    await expect(page.locator('main article dl').first()).toContainText(COMPANY.registry);
  });
}

test('the privacy policy covers EmailJS, the on-device outbox, retention, the six rights and the AEPD', async ({
  page,
}) => {
  await page.goto('/politica-privacidad');
  await waitForApp(page);
  const article = page.locator('main article');
  await expect(article.locator('#recipients')).toContainText('EmailJS');
  await expect(article.locator('#outbox')).toContainText('IndexedDB');
  // A sent enquiry leaves a receipt behind, for a stated time, which the outbox's button clears.
  await expect(article.locator('#outbox')).toContainText(`se conserva ${SENT_KEPT_HOURS} horas`);
  await expect(article.locator('#outbox')).toContainText(`«${text('es', 'outbox.clearSent')}»`);
  // And a mark of each, with no name or contact details but the enquiry's reference, for a stated time.
  await expect(article.locator('#outbox')).toContainText(`durante ${SENT_MARK_KEPT_DAYS} días, una marca`);
  await expect(article.locator('#outbox')).toContainText('solo la referencia aleatoria que acompañó a la consulta');
  await expect(article.locator('#outbox')).not.toContainText('anónima');
  // A Send held before the app came is kept as the tab's draft; an enquiry no longer tried and a
  // record set aside are removed by the list's own buttons, named as the list names them.
  await expect(article.locator('#outbox p').filter({ hasText: 'sessionStorage' })).toHaveCount(1);
  for (const label of ['outbox.retry', 'outbox.remove', 'outbox.setAsideTitle', 'outbox.setAsideDismiss'])
    await expect(article.locator('#outbox')).toContainText(`«${text('es', label)}»`);
  await expect(article.locator('#retention')).toContainText('un año');
  const rights = article.locator('#rights li');
  await expect(rights).toHaveCount(7);
  for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Limitación', 'Portabilidad'])
    await expect(article.locator('#rights')).toContainText(`${right}:`);
  await expect(article.locator('#rights')).toContainText(COMPANY.emails.office);
  const aepd = article.locator('#complaint a[href="https://www.aepd.es"]');
  await expect(aepd).toHaveAttribute('target', '_blank');
  await expect(aepd).toContainText('se abre en una pestaña nueva');
});

test('the cookie policy names exactly what the site stores, and its button opens the cookie preferences', async ({
  page,
}) => {
  await page.goto('/en/cookie-policy');
  await waitForApp(page);
  const article = page.locator('main article');
  const own = article.locator('#used table tbody tr');
  await expect(own).toHaveCount(SITE_STORAGE.length);
  await expect(own.nth(0).locator('code')).toHaveText(CONSENT_STORAGE_KEY);
  await expect(own.nth(1).locator('code')).toHaveText(LANGUAGE_STORAGE_KEY);
  await expect(own.nth(2).locator('code')).toHaveText(DRAFT_STORAGE_KEY);
  await expect(own.nth(2)).toContainText('sessionStorage');
  await expect(own.nth(3).locator('code')).toHaveText(RELOAD_STORAGE_KEY);
  await expect(own.nth(3)).toContainText('sessionStorage');
  await expect(own.nth(4).locator('code')).toHaveText(HELD_SEND_STORAGE_KEY);
  await expect(own.nth(4)).toContainText('Until the reloaded page reads it');
  await expect(own.nth(5).locator('code')).toHaveText(OUTBOX_DB);
  await expect(own.nth(5)).toContainText('IndexedDB');
  // What stays there beyond a send: enquiries held for the visitor, and records set aside, with
  // the email address and the message, and for how long (no bound but the visitor's).
  await expect(own.nth(5)).toContainText('may already have arrived');
  await expect(own.nth(5)).toContainText('with your email address and message');
  await expect(own.nth(5)).toContainText('set aside, with everything it holds');
  await expect(own.nth(5)).toContainText('Neither has a time limit');
  // The receipts of sent enquiries, for as long as the outbox keeps them.
  await expect(own.nth(6).locator('code')).toHaveText(SENT_DB);
  await expect(own.nth(6)).toContainText('IndexedDB');
  await expect(own.nth(6)).toContainText(`${SENT_KEPT_HOURS} hours from sending`);
  // Their marks, in a database of their own: the reference and the time, for as long as kept.
  await expect(own.nth(7).locator('code')).toHaveText(SENT_MARKS_DB);
  await expect(own.nth(7)).toContainText('IndexedDB');
  await expect(own.nth(7)).toContainText('never a name or contact details');
  await expect(own.nth(7)).toContainText(`${SENT_MARK_KEPT_DAYS} days from sending`);
  // The visitor's selection: which services and photos, nothing about them.
  await expect(own.nth(8).locator('code')).toHaveText(SELECTION_DB);
  await expect(own.nth(8)).toContainText('IndexedDB');
  await expect(own.nth(8)).toContainText('nothing about you');
  // The booth's leads: only on the company's reps' devices, and for how long.
  await expect(own.nth(9).locator('code')).toHaveText(BOOTH_DB);
  await expect(own.nth(9)).toContainText('booth mode');
  await expect(own.nth(9)).toContainText(`${DEFAULT_KEEP_DAYS} days after sending`);
  // The card being typed, copied in the tab until its write to the booth's database lands.
  await expect(own.nth(10).locator('code')).toHaveText(TYPED_CARD_STORAGE_KEY);
  await expect(own.nth(10)).toContainText('sessionStorage');
  await expect(own.nth(10)).toContainText('booth mode');
  await expect(own.nth(11)).toContainText('Cache Storage');
  // Workbox's own database, which bounds the pictures' WebP copies.
  await expect(own.nth(12).locator('code')).toHaveText(EXPIRATION_DB);
  await expect(own.nth(12)).toContainText('IndexedDB');
  await expect(own.nth(12)).toContainText(`more than ${WEBP_CACHE_MAX_ENTRIES}`);
  await expect(own.nth(13)).toContainText(/service worker/i);
  for (const row of await own.all()) await expect(row).toContainText('Strictly necessary');
  await expect(article.locator('#used')).toContainText('no analytics or advertising cookies');
  const thirdParty = article.locator('#thirdParty table tbody tr');
  await expect(thirdParty).toContainText('OpenStreetMap');
  await expect(thirdParty).toContainText('Functional (only with your consent)');
  // The privacy policy lists the same.
  await page.goto('/en/privacy-policy');
  await expect(page.locator('main article #outbox table tbody tr')).toHaveCount(SITE_STORAGE.length);
  await page.goto('/en/cookie-policy');
  await waitForApp(page);

  await article.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.locator('[data-view="preferences"]')).toBeVisible();
});

test('on a phone the storage table becomes one card per item', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/politica-cookies');
  await waitForApp(page);
  const used = page.locator('main article #used');
  await expect(used.locator('table')).toBeHidden();
  await expect(used.locator('dl:visible')).toHaveCount(SITE_STORAGE.length);
  await expect(used.locator('dl:visible').first()).toContainText(CONSENT_STORAGE_KEY);
});

test('the footer links lead to the legal pages in every language', async ({ page }) => {
  for (const [home, names, paths] of [
    [
      '/',
      ['Aviso legal', 'Política de privacidad', 'Política de cookies'],
      ['/aviso-legal', '/politica-privacidad', '/politica-cookies'],
    ],
    [
      '/ca',
      ['Avís legal', 'Política de privadesa', 'Política de galetes'],
      ['/ca/avis-legal', '/ca/politica-privacitat', '/ca/politica-galetes'],
    ],
    [
      '/fr',
      ['Mentions légales', 'Politique de confidentialité', 'Politique de cookies'],
      ['/fr/mentions-legales', '/fr/politique-confidentialite', '/fr/politique-cookies'],
    ],
  ] as const) {
    for (const [i, name] of names.entries()) {
      await page.goto(home);
      await waitForApp(page);
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(paths[i]!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('main article section').first()).toBeVisible();
    }
  }
});
