import type { Page } from '@playwright/test';
import { test as base, expect, asReturningVisitor, waitForApp } from './support/test';
import { text, type Lang } from './support/site';
import { watchForScripts } from './support/csp';
import { PAYLOADS, blockWebStorage, outboxKeys, refuseIndexedDb, seedOutbox } from './support/hostile';
import {
  fillEnquiry,
  outboxEntry,
  outboxIndicator,
  recordsFrom,
  stageFailure,
  submitButton,
  uniqueSender,
} from './support/outbox';
import { CONSENT_STORAGE_KEY, REJECT_ALL } from '../src/consent/consent';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';
import { DRAFT_STORAGE_KEY } from '../src/contact/form/draft-key';
import { COMPANY } from '../src/content/company';
import { MESSAGE_MAX_LENGTH } from '../src/contact/clean-input';

/*
 * Hostile input: what a visitor, a crafted link or a damaged browser profile can throw at the
 * site. In every case no script runs (any dialog or Content-Security-Policy violation fails the
 * test), no page crashes (the project fixture fails on page errors and console errors), what
 * the visitor typed is kept, and the page answers with text the visitor can read.
 */

const test = base.extend<{ scriptGuard: void }>({
  scriptGuard: [
    async ({ context }, use) => {
      const seen = await watchForScripts(context);
      await use();
      expect(seen.dialogs, 'a dialog opened: hostile text ran as script').toEqual([]);
      expect(seen.violations, 'the Content-Security-Policy had to block something').toEqual([]);
    },
    { auto: true },
  ],
});

type Body = Parameters<typeof test>[2];
const cases: { title: string; body: Body; allowedConsole?: RegExp }[] = [];
const hostile = (title: string, body: Body, allowedConsole?: RegExp) => cases.push({ title, body, allowedConsole });

const contactTitle = (lang: Lang) => text(lang, 'hero.title', 'contact');

async function openContact(page: Page, path = '/contacto') {
  await page.goto(path);
  await waitForApp(page);
}

async function switchTo(page: Page, language: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Idioma/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: language }).click();
}

// ?lng= — only one of our language codes is ever used; anything else is dropped from the URL.
const hostileLanguages: [string, string][] = [
  ['a script element', PAYLOADS.script],
  ['markup that closes an attribute', PAYLOADS.img],
  ['a javascript: URL', PAYLOADS.url],
  ['a real code followed by markup', `en${PAYLOADS.svg}`],
  ['8,000 characters', `ca-${'x'.repeat(7_997)}`],
  ['a NUL byte and a line break', 'fr\u0000\nalert(1)'],
];
for (const [what, value] of hostileLanguages) {
  hostile(`?lng= with ${what} is dropped and the page shows in its own language`, async ({ page }) => {
    await asReturningVisitor(page, { language: null });
    await page.goto(`/contacto?lng=${encodeURIComponent(value)}`);
    await waitForApp(page);
    await expect(page).toHaveURL('/contacto');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTitle('es'));
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBeNull();
  });
}

hostile(
  'a language cookie holding markup is ignored: no language is offered from it',
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18next', value: encodeURIComponent(`fr${PAYLOADS.script}`), url: baseURL! }]);
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'hero.title', 'home'));
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toHaveCount(0);
  },
);

// Paths — anything that is not a page gets the not-found page of its language, with status 404.
// Chromium logs the 404 status of the page itself as a console error.
const NOT_FOUND_STATUS = /Failed to load resource: the server responded with a status of 404/;
const hostilePaths: [string, string, Lang][] = [
  ['a script element', `/${PAYLOADS.script}`, 'es'],
  ['markup as a service id', `/en/services/${PAYLOADS.img}`, 'en'],
  ['%00', '/%00', 'es'],
  ['%00 after a language', '/fr/%00', 'fr'],
  ['an encoded ../ towards the project files', '/ca/..%2f..%2fpackage.json', 'ca'],
  ['an accent on a real slug', '/servicios/diseño', 'es'],
  ['emoji and other scripts', '/en/😀/ünïcödé/中文/עברית', 'en'],
  ['broken percent-encoding', '/servicios/%C0%AF%E0%A4%A', 'es'],
  ['a 2,000-character segment', `/${'a'.repeat(2_000)}`, 'es'],
  ['a 2,000-character accented segment', `/fr/services/${'é'.repeat(2_000)}`, 'fr'],
];
for (const [what, path, lang] of hostilePaths) {
  hostile(
    `a path with ${what} shows the ${lang} not-found page`,
    async ({ page }) => {
      await asReturningVisitor(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'notFound.title'));
      await expect(page.getByRole('main').getByRole('link', { name: text(lang, 'notFound.home') })).toHaveAttribute(
        'href',
        lang === 'es' ? '/' : `/${lang}`,
      );
    },
    NOT_FOUND_STATUS,
  );
}

hostile(
  'a path that starts with // stays on the site and shows the not-found page',
  async ({ page, baseURL }) => {
    await asReturningVisitor(page);
    const response = await page.goto(`${baseURL}//evil.example/contacto`);
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'notFound.title'));
  },
  NOT_FOUND_STATUS,
);

hostile(
  'encoded ../ never reaches a file outside the build, and looks the same whether it exists or not',
  async ({ request }) => {
    const outside = [
      '/..%2f..%2fpackage.json',
      '/..%2findex.html',
      '/..%2fnothing-here.html',
      '/assets/..%2f..%2fvite.config.ts',
    ];
    for (const path of [...outside, '/locales/..%5c..%5c..%5cpackage.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body, path).toContain(`<h1 id="not-found-title">${text('es', 'notFound.title')}</h1>`);
      expect(body, path).not.toContain('textile-sample-books-site');
      expect(body, path).not.toContain('defineConfig');
    }
  },
);

hostile('a hash with markup and broken encoding survives a change of language', async ({ page }) => {
  await asReturningVisitor(page);
  await openContact(page, `/contacto#${encodeURIComponent(PAYLOADS.img)}%E0%A4%A`);
  await page.getByLabel('Nombre completo').fill('Anna Soler');
  await page.getByLabel('Mensaje').fill('Hola');
  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/en\/contact#/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTitle('en'));
  await expect(page.getByLabel('Full name')).toHaveValue('Anna Soler');
  await expect(page.getByLabel('Message')).toHaveValue('Hola');
});

// Stored consent that is not a preference object: a warning, the banner stays away, and the
// preferences open with every optional category off.
const corruptConsent: [string, string][] = [
  ['markup where a boolean belongs', JSON.stringify({ functional: PAYLOADS.img, analytics: true, marketing: true })],
  ['null', 'null'],
  ['an array', '[true,true,true]'],
  ['a __proto__ key', '{"__proto__":{"functional":true,"analytics":true,"marketing":true}}'],
  ['a one-million-character string', JSON.stringify('x'.repeat(1_000_000))],
];
for (const [what, raw] of corruptConsent) {
  hostile(`stored consent holding ${what} is ignored; the preferences start with everything off`, async ({ page }) => {
    await page.addInitScript(
      ([consentKey, consent, languageKey]) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem(consentKey, consent);
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(languageKey, 'es');
      },
      [CONSENT_STORAGE_KEY, raw, LANGUAGE_STORAGE_KEY] as const,
    );
    await page.clock.install();
    await page.goto('/');
    await waitForApp(page);
    await page.clock.runFor(2_000);
    await expect(page.getByRole('region', { name: text('es', 'cookies.title') })).toHaveCount(0);

    await page.getByRole('button', { name: text('es', 'footer.cookieSettings') }).click();
    const preferences = page.getByRole('region', { name: text('es', 'cookies.preferencesTitle') });
    for (const category of ['functional', 'analytics', 'marketing'])
      await expect(
        preferences.getByRole('checkbox', { name: text('es', `cookies.categories.${category}.name`) }),
      ).not.toBeChecked();
    await preferences.getByRole('button', { name: text('es', 'cookies.save') }).click();
    await expect(preferences).toHaveCount(0);
    const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
    expect(JSON.parse(stored!)).toEqual(REJECT_ALL);
  });
}

/**
 * What outboxEntry() writes now but for the record's version and the counts added with it (timeouts,
 * gateway failures, guesses, the send in flight): an enquiry as the site kept it before them.
 */
const ADDED_WITH_VERSION = ['v', 'timeouts', 'gatewayFailures', 'guessedNotArrived', 'inFlight'];
const beforeVersion = (entry: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entry).filter(([key]) => !ADDED_WITH_VERSION.includes(key)));

// The outbox in IndexedDB: damaged, foreign or old-format records must not stop the others.
hostile(
  'unreadable outbox records are set aside; readable and old-format ones are still sent',
  async ({ page }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await asReturningVisitor(page);
    // Seeded where the app does not run, as an earlier visit would have left them; seeding under
    // a running app could start a send that the next page load cuts off and repeats.
    await page.goto('/robots.txt');
    await seedOutbox(page, [
      ['enquiry:garbage', 'not an object'],
      ['surprise', { hello: 'world' }],
      ['enquiry:mismatch', outboxEntry('another-id', { from_name: 'Eva', from_email: sender, message: 'Hola' })],
      // Well formed, as kept before records had a version: read on the old-format path.
      [
        'enquiry:hostile',
        beforeVersion(
          outboxEntry('hostile', {
            from_name: PAYLOADS.script,
            from_email: sender,
            message: `${PAYLOADS.img}\n${PAYLOADS.template}`,
          }),
        ),
      ],
      // As an older version of the site might have kept it: fewer fields, a project type since retired.
      [
        'enquiry:old-format',
        {
          id: 'old-format',
          createdAt: 'ahir',
          params: {
            from_name: 'Pau Riera',
            from_email: sender,
            message: 'Volem 30 cascades.',
            project_type: 'lomeras',
            submission_id: 'old-format',
          },
        },
      ],
    ]);
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByText(text('es', 'outbox.sent_other', 'common').replace('{{count}}', '2'))).toBeVisible();
    const records = await recordsFrom(sender);
    expect(records.map((record) => record.template_params.message).sort()).toEqual(
      [`${PAYLOADS.img}\n${PAYLOADS.template}`, 'Volem 30 cascades.'].sort(),
    );
    expect(
      records.find((record) => record.template_params.submission_id === 'hostile')!.template_params.from_name,
    ).toBe(PAYLOADS.script);
    // Nothing is thrown away: what could not be read is kept aside for recovery by hand.
    expect((await outboxKeys(page)).sort()).toEqual([
      'set-aside:enquiry:garbage',
      'set-aside:enquiry:mismatch',
      'set-aside:surprise',
    ]);
    // And shown, so what they hold can be copied and sent by hand.
    const setAside = text('es', 'outbox.setAside_other').replace('{{count}}', '3');
    await expect(outboxIndicator(page)).toHaveText(setAside);
    await outboxIndicator(page).click();
    const panel = page.getByRole('dialog', { name: text('es', 'outbox.title') });
    await expect(panel.getByRole('heading', { name: text('es', 'outbox.setAsideTitle') })).toBeVisible();
    await expect(panel.locator('pre')).toHaveCount(3);
    await expect(panel.locator('pre').filter({ hasText: 'Eva' })).toHaveCount(1);
    await expect(panel.getByRole('button', { name: text('es', 'outbox.copy') })).toHaveCount(3);
  },
);

hostile(
  'a refused enquiry with markup in its text and in the reason shows both as plain text',
  async ({ page, request }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await stageFailure(request, sender, { status: 400, text: PAYLOADS.img });
    await asReturningVisitor(page);
    // Seeded where the app does not run, as an earlier visit would have left them; seeding under
    // a running app could start a send that the next page load cuts off and repeats.
    await page.goto('/robots.txt');
    await seedOutbox(page, [
      [
        'enquiry:refused',
        outboxEntry('refused', { from_name: PAYLOADS.script, from_email: sender, message: PAYLOADS.svg }),
      ],
    ]);
    await page.goto('/');
    await waitForApp(page);
    await expect(outboxIndicator(page)).toHaveText(text('es', 'outbox.rejected_one').replace('{{count}}', '1'));
    await outboxIndicator(page).click();
    const panel = page.getByRole('dialog', { name: text('es', 'outbox.title') });
    await expect(panel).toContainText(text('es', 'outbox.rejectedReason').replace('{{reason}}', PAYLOADS.img));
    await expect(panel).toContainText(PAYLOADS.script);
    await panel.getByText(text('es', 'outbox.showText')).click();
    await expect(panel.locator('pre')).toContainText(PAYLOADS.svg);
  },
  /Failed to load resource: the server responded with a status of 400/,
);

// Storage the browser refuses.
hostile(
  'with local and session storage blocked, the banner, the language choice and the site still work',
  async ({ page }) => {
    await blockWebStorage(page);
    await page.clock.install();
    await page.goto('/');
    await waitForApp(page);
    await page.clock.runFor(1_000);
    const banner = page.getByRole('region', { name: text('es', 'cookies.title') });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: text('es', 'cookies.acceptAll') }).click();
    await expect(banner).toHaveCount(0);
    await page.goto('/contacto?lng=ca');
    await waitForApp(page);
    await expect(page).toHaveURL('/ca/contacte');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTitle('ca'));
  },
);

hostile(
  'with storage blocked, what was typed survives a change of language and is sent',
  async ({ page }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await blockWebStorage(page);
    await openContact(page);
    await fillEnquiry(page, { name: 'Anna Soler', email: sender, message: 'Sin almacenamiento' });
    await switchTo(page, 'English');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTitle('en'));
    await expect(page.getByLabel('Full name')).toHaveValue('Anna Soler');
    await expect(page.getByLabel('Message')).toHaveValue('Sin almacenamiento');
    await page.getByRole('button', { name: text('en', 'form.submit.idle', 'contact') }).click();
    // Sent, or, where the send took longer than the form waits for it (SUBMIT_SETTLE_MS: seen on
    // one core), saved and sent by the outbox after: either way it arrives, once.
    const sentOrSaved = page
      .getByText(text('en', 'form.messages.success.title', 'contact'))
      .or(page.getByText(text('en', 'form.messages.queued.title', 'contact')));
    await expect(sentOrSaved).toBeVisible();
    await expect.poll(async () => (await recordsFrom(sender)).length).toBe(1);
  },
);

hostile(
  'with IndexedDB refusing to open, the form sends online and says it cannot keep enquiries offline',
  async ({ page, context }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await asReturningVisitor(page);
    await refuseIndexedDb(page);
    await openContact(page);
    // The outbox starts as the visitor begins to use the form, and says so above the send button.
    await page.getByLabel('Nombre completo').focus();
    await expect(page.getByText(text('es', 'form.storageUnavailable', 'contact'))).toBeVisible();
    await fillEnquiry(page, { name: 'Anna', email: sender, message: 'En línea' });
    await submitButton(page).click();
    await expect(page.getByText(text('es', 'form.messages.success.title', 'contact'))).toBeVisible();
    expect(await recordsFrom(sender)).toHaveLength(1);
  },
);

// The e-mail provider refusing: a sentence the visitor can act on, and the message kept.
// (A 429 is not among them: it is retried, see e2e/outbox-faults.spec.ts.)
const refusals: [number, string, 'refused'][] = [
  [451, 'Unavailable For Headless Browser', 'refused'],
  [403, 'Forbidden', 'refused'],
];
for (const [status, reason, kind] of refusals) {
  hostile(
    `a provider answering ${status} gets a clear explanation, and the message stays in the form`,
    async ({ page, request }, testInfo) => {
      const sender = uniqueSender(testInfo);
      await stageFailure(request, sender, { status, text: reason });
      await asReturningVisitor(page);
      await openContact(page);
      await fillEnquiry(page, { name: 'Anna', email: sender, company: 'Teixits', message: 'Necesitamos 200 cartas.' });
      await submitButton(page).click();
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(text('es', 'form.messages.error.title', 'contact'));
      const explanation = text('es', `form.messages.${kind}`, 'contact')
        .replace('{{email}}', COMPANY.emails.office)
        .replace('{{phone}}', COMPANY.phones.office.display);
      await expect(alert).toContainText(explanation);
      await expect(page.getByLabel('Nombre completo')).toHaveValue('Anna');
      await expect(page.getByLabel('Empresa')).toHaveValue('Teixits');
      await expect(page.getByLabel('Mensaje')).toHaveValue('Necesitamos 200 cartas.');
      await expect(submitButton(page)).toBeEnabled();
      expect(await recordsFrom(sender)).toHaveLength(0);
    },
    new RegExp(`Error sending the enquiry|status of ${status}`),
  );
}

hostile(
  'a provider error text holding markup shows as plain text',
  async ({ page, request }, testInfo) => {
    const sender = uniqueSender(testInfo);
    await stageFailure(request, sender, { status: 400, text: PAYLOADS.img });
    await asReturningVisitor(page);
    await openContact(page);
    await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
    await submitButton(page).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(PAYLOADS.img);
    await expect(page.getByLabel('Mensaje')).toHaveValue('Hola');
  },
  /Error sending the enquiry|status of 400/,
);

// What the visitor types.
hostile(
  'markup, template syntax, emoji, right-to-left text and a message at its length limit are sent as typed',
  async ({ page }, testInfo) => {
    const sender = uniqueSender(testInfo);
    const lines = [PAYLOADS.svg, PAYLOADS.template, 'Fil 🧵 i agulla', 'שלום', 'zero\u200bwidth'];
    const message = [...lines, 'x'.repeat(MESSAGE_MAX_LENGTH - lines.join('\n').length - 2)].join('\n');
    await asReturningVisitor(page);
    await openContact(page);
    await fillEnquiry(page, {
      name: PAYLOADS.script,
      email: sender,
      phone: PAYLOADS.url,
      company: PAYLOADS.img,
      message,
    });
    await submitButton(page).click();
    await expect(page.getByText(text('es', 'form.messages.success.title', 'contact'))).toBeVisible();
    const [record] = await recordsFrom(sender);
    expect(record!.template_params).toMatchObject({
      from_name: PAYLOADS.script,
      phone: PAYLOADS.url,
      company: PAYLOADS.img,
      // The one change: an invisible zero-width space is taken out (src/contact/clean-input.ts).
      message: message.replace('\u200b', ''),
    });
  },
);

hostile('a damaged saved draft gives an empty form that works', async ({ page }, testInfo) => {
  const sender = uniqueSender(testInfo);
  await asReturningVisitor(page);
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) sessionStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    },
    [
      DRAFT_STORAGE_KEY,
      '{"fields":{"name":{"toString":null},"message":["<b>"],"projectType":"<script>"},"submissionId":{}}',
    ] as const,
  );
  await openContact(page);
  await expect(page.getByLabel('Nombre completo')).toHaveValue('');
  await fillEnquiry(page, { name: 'Anna', email: sender, message: 'Hola' });
  await submitButton(page).click();
  await expect(page.getByText(text('es', 'form.messages.success.title', 'contact'))).toBeVisible();
  expect(await recordsFrom(sender)).toHaveLength(1);
});

test.describe(`hostile input (${cases.length} cases)`, () => {
  for (const { title, body, allowedConsole } of cases) {
    test.describe(() => {
      if (allowedConsole) test.use({ allowedConsole });
      test(title, body);
    });
  }
});

// Printed once, by the process that collects the tests, for the closing note.
if (!process.env.TEST_WORKER_INDEX) console.log(`hostile-input: ${cases.length} cases`);
