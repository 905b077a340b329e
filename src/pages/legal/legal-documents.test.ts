import { BOOTH_DB } from '../../booth/leads/leads-names';
import { DEFAULT_KEEP_DAYS } from '../../booth/lead';
import { TYPED_CARD_STORAGE_KEY } from '../../booth/card/typed-copy';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { lookup } from '../../content/testing/content-files';
import { SCREENS, SCREEN_IDS } from '../../routing/routes';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SENT_KEPT_HOURS, SENT_MARK_KEPT_DAYS } from '../../contact/offline/outbox-names';
import { MOST_UNCONFIRMED_SENDS, SEND_TIMEOUTS_MS } from '../../contact/offline/retry-policy';
import { EXPIRATION_DB, PRECACHE_CACHE_PREFIX, WEBP_CACHE, WEBP_CACHE_MAX_ENTRIES } from '../../pwa/storage-names';
import { LEGAL_DOCUMENTS, SITE_STORAGE, documentKeys, type LegalBlock, type LegalScreen } from './legal-documents';
import { CONTROL_LABELS, legalValues } from './legal-values';

/** The app's own modules (no tests), with their text. */
function sourceFiles(dir = 'src'): { path: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|[/\\]testing[/\\]/.test(path)) return [];
    return [{ path, source: readFileSync(path, 'utf8') }];
  });
}

/** The route table's rows whose page module is this one. */
const LEGAL_SCREENS = SCREEN_IDS.filter((id) => SCREENS[id].page === 'legal') as LegalScreen[];

const blocks = (screen: LegalScreen, section: string): readonly LegalBlock[] =>
  LEGAL_DOCUMENTS[screen].sections.find((s) => s.id === section)?.blocks ?? [];
const ofKind = <K extends LegalBlock['kind']>(list: readonly LegalBlock[], kind: K) =>
  list.filter((block): block is Extract<LegalBlock, { kind: K }> => block.kind === kind);

describe('legal documents', () => {
  it("covers the route table's legal screens, and only those", () => {
    expect(LEGAL_SCREENS).toHaveLength(3);
    expect(Object.keys(LEGAL_DOCUMENTS).sort()).toEqual([...LEGAL_SCREENS].sort());
  });

  it('identifies the company as LSSI-CE art. 10 requires, and marks it for confirmation', () => {
    const identification = blocks('legalNotice', 'identification');
    expect(ofKind(identification, 'facts')[0]?.facts).toEqual(
      expect.arrayContaining(['legalName', 'taxId', 'registry', 'address', 'email', 'phone']),
    );
    expect(ofKind(identification, 'confirm')).toHaveLength(1);
    const sections = LEGAL_DOCUMENTS.legalNotice.sections.map((s) => s.id);
    expect(sections).toEqual(expect.arrayContaining(['purpose', 'intellectualProperty', 'liability', 'law']));
  });

  it('gives the privacy policy the sections the GDPR asks for', () => {
    const sections = LEGAL_DOCUMENTS.privacy.sections.map((s) => s.id);
    expect(sections).toEqual(
      expect.arrayContaining([
        'controller',
        'purpose',
        'legalBasis',
        'recipients',
        'transfers',
        'retention',
        'rights',
        'complaint',
      ]),
    );
    const rights = ofKind(blocks('privacy', 'rights'), 'list')[0]?.items;
    expect(rights).toEqual(
      expect.arrayContaining(['access', 'rectification', 'erasure', 'objection', 'restriction', 'portability']),
    );
    expect(ofKind(blocks('privacy', 'complaint'), 'external')[0]?.href).toBe('https://www.aepd.es');
  });

  it('lists in the cookie policy exactly what the site stores, under the names the code uses', () => {
    const own = ofKind(blocks('cookiePolicy', 'used'), 'storage')[0]?.items ?? [];
    expect(own.map((item) => item.id)).toEqual([
      'consent',
      'language',
      'draft',
      'reloadOnce',
      'heldSend',
      'outbox',
      'sentLog',
      'sentMarks',
      'selection',
      'booth',
      'boothCard',
      'offlineCache',
      'copiesLog',
      'serviceWorker',
    ]);
    expect(own.every((item) => item.category === 'necessary')).toBe(true);
    // The privacy policy lists the same, from the same list.
    expect(ofKind(blocks('privacy', 'outbox'), 'storage')[0]?.items).toBe(own);
    expect(own.map((item) => item.code).filter(Boolean)).toEqual([
      'cookie-consent',
      'i18nextLng',
      'contact-draft',
      'reloaded-for-missing-chunk',
      'contact-send-held',
      'outbox',
      'outbox-sent',
      'outbox-sent-marks',
      'selection',
      'booth',
      'booth-card-typed',
      'workbox-expiration',
    ]);
    // The offline copy's caches, and the bound on the WebP copies, from the worker's constants.
    expect(own.find((item) => item.id === 'offlineCache')?.caches).toEqual([PRECACHE_CACHE_PREFIX, WEBP_CACHE]);
    expect(own.find((item) => item.id === 'copiesLog')?.values).toEqual({ copies: WEBP_CACHE_MAX_ENTRIES });
    // The receipts' and the marks' lifetimes come from the constants the outbox drops them by.
    expect(own.find((item) => item.id === 'sentLog')?.values).toEqual({ hours: SENT_KEPT_HOURS });
    expect(own.find((item) => item.id === 'sentMarks')?.values).toEqual({ days: SENT_MARK_KEPT_DAYS });
    expect(own.find((item) => item.id === 'booth')).toMatchObject({
      code: BOOTH_DB,
      values: { days: DEFAULT_KEEP_DAYS },
    });
    expect(own.find((item) => item.id === 'boothCard')?.code).toBe(TYPED_CARD_STORAGE_KEY);
    expect(ofKind(blocks('cookiePolicy', 'thirdParty'), 'storage')[0]?.items.map((item) => item.id)).toEqual(['map']);
    expect(ofKind(blocks('cookiePolicy', 'thirdParty'), 'storage')[0]?.items[0]?.category).toBe('functional');
    expect(ofKind(blocks('cookiePolicy', 'manage'), 'consentSettings')).toHaveLength(1);
  });

  it('lists every key the code keeps in local or session storage, each named by its module’s constant', () => {
    const files = sourceFiles();
    // Every module that keeps something in Web Storage names its key in a `…_STORAGE_KEY` constant
    // (safe-storage.ts is the way there, and names none of its own).
    const touching = files.filter(
      ({ path, source }) =>
        !path.endsWith('safe-storage.ts') &&
        /(?<!['"])\b(?:localStorage|sessionStorage)\b(?!['"])|\b(?:read|write)(?:Storage|Session)\(/.test(source),
    );
    expect(touching.length).toBeGreaterThan(0);
    for (const { path, source } of touching) expect(source, path).toMatch(/\b[A-Z_]+_STORAGE_KEY\b/);
    const declared = files.flatMap(({ source }) =>
      [...source.matchAll(/export const [A-Z_]+_STORAGE_KEY = '([^']+)'/g)].map((match) => match[1]),
    );
    expect(declared.length).toBeGreaterThan(0);
    // The IndexedDB databases (`…_DB`) have their own test, below.
    const databases = new Set(
      files.flatMap(({ source }) =>
        [...source.matchAll(/export const [A-Z_]+_DB = '([^']+)'/g)].map((match) => match[1]),
      ),
    );
    expect(
      SITE_STORAGE.map((item) => item.code)
        .filter((code) => code !== undefined && !databases.has(code))
        .sort(),
    ).toEqual([...declared].sort());
  });

  it('lists every IndexedDB database the code opens, each named by its module’s constant', () => {
    // test-store.ts opens a throwaway database per test (fake-indexeddb, in Node): never the site's.
    const files = sourceFiles().filter(({ path }) => !path.endsWith('test-store.ts'));
    // Every database is opened through idb-store.ts, idb-keyval's createStore, or indexedDB.open
    // itself, and its name is a `…_DB` constant, so a new database cannot slip past this list.
    const opener = /(?<!function )\b(?:openResilientStore|createStore|indexedDB\.open)\(\s*([^,)]*)/g;
    const opened = files.flatMap(({ path, source }) =>
      [...source.matchAll(opener)].map((match) => ({ path, name: match[1]?.trim() ?? '' })),
    );
    expect(opened.length).toBeGreaterThan(0);
    const constants = new Map(
      files.flatMap(({ source }) =>
        [...source.matchAll(/export const ([A-Z_]+_DB) = '([^']+)'/g)].map((match) => [match[1], match[2]] as const),
      ),
    );
    const databases = new Set<string>();
    for (const { path, name } of opened) {
      // idb-store.ts is the way there: it opens the name it is given.
      if (path.endsWith('idb-store.ts') && name === 'dbName') continue;
      expect(name, `${path} opens a database not named by a …_DB constant`).toMatch(/^[A-Z_]+_DB$/);
      const database = constants.get(name);
      expect(database, `${path}: ${name}`).toBeDefined();
      if (database) databases.add(database);
    }
    expect(databases.size).toBeGreaterThan(0);
    // Libraries open databases of their own: Workbox's ExpirationPlugin one named by Workbox.
    // (e2e/site-storage.spec.ts finds, in a browser, whatever else a library may open.)
    if (files.some(({ source }) => /\bnew ExpirationPlugin\(/.test(source))) databases.add(EXPIRATION_DB);
    const listed = SITE_STORAGE.map((item) => item.code);
    for (const database of databases) expect(listed, `IndexedDB database ${database}`).toContain(database);
  });

  it('says what the device keeps of an enquiry beyond the outbox: a Send held before the app, one no longer tried, a record set aside', () => {
    const texts = ofKind(blocks('privacy', 'outbox'), 'text').map((block) => block.key);
    expect(texts).toEqual(expect.arrayContaining(['held', 'stopped', 'setAside']));
    const outbox = (lang: (typeof LANGUAGES)[number], key: string) =>
      lookup(lang, `legal:privacy.sections.outbox.${key}`) ?? '';
    for (const lang of LANGUAGES) {
      // Where a held Send is kept: the form's draft, in the tab's session storage.
      expect(outbox(lang, 'held'), lang).toContain('sessionStorage');
      // How the visitor removes the others: by the buttons the outbox's list shows them with.
      expect(outbox(lang, 'stopped'), lang).toMatch(/\{\{retry\}\}[^]*\{\{remove\}\}/);
      expect(outbox(lang, 'setAside'), lang).toMatch(/\{\{setAsideTitle\}\}[^]*\{\{setAsideDismiss\}\}/);
    }
  });

  it('says when the outbox stops sending an enquiry that may have arrived, by the bounds it stops at', () => {
    for (const lang of LANGUAGES) {
      const stopped = lookup(lang, 'legal:privacy.sections.outbox.stopped') ?? '';
      expect(stopped, lang).toMatch(/\{\{countedTries\}\}[^]*\{\{mostTries\}\}/);
    }
    expect(legalValues()).toMatchObject({
      countedTries: String(SEND_TIMEOUTS_MS.length),
      mostTries: String(MOST_UNCONFIRMED_SENDS),
    });
  });

  it('says of leads taken at the booth what, where, how long and on what basis, by the booth’s own days', () => {
    expect(ofKind(blocks('privacy', 'booth'), 'text').map((block) => block.key)).toEqual([
      'what',
      'where',
      'howLong',
      'basis',
    ]);
    expect(legalValues().boothKeepDays).toBe(String(DEFAULT_KEEP_DAYS));
    for (const lang of LANGUAGES) {
      const booth = (key: string) => lookup(lang, `legal:privacy.sections.booth.${key}`) ?? '';
      expect(booth('howLong'), lang).toContain('{{boothKeepDays}}');
      // The basis is the visitor's consent (GDPR 6.1.a), and how it is withdrawn.
      expect(booth('basis'), lang).toMatch(/6(?:\(1\)\(a\)|\.1\.a|, paragraphe 1, point a)/);
      expect(booth('basis'), lang).toContain('{{email}}');
    }
  });

  it('marks what the company must confirm in every document', () => {
    for (const screen of LEGAL_SCREENS) {
      const notes = LEGAL_DOCUMENTS[screen].sections.flatMap((section) => ofKind(section.blocks, 'confirm'));
      expect(notes.length, screen).toBeGreaterThan(0);
    }
  });

  it('uses each translation key once per document, under the document', () => {
    for (const screen of LEGAL_SCREENS) {
      const own = documentKeys(screen).filter((key) => !key.startsWith('shared.'));
      expect(new Set(own).size).toBe(own.length);
      for (const key of own) expect(key.startsWith(`${screen}.`)).toBe(true);
    }
  });
});

// Key parity, empty texts, placeholders and copies between languages: i18n/locales.test.ts, for
// every namespace. Here: the keys the legal documents name exist in every language.
describe('legal texts', () => {
  it.each(LEGAL_SCREENS)('has every text %s names, in every language', (screen) => {
    for (const lang of LANGUAGES)
      for (const key of documentKeys(screen))
        expect(lookup(lang, `legal:${key}`), `${lang} ${key}`).toEqual(expect.stringMatching(/\S/));
  });

  it.each(LEGAL_SCREENS)('fills every {{placeholder}} of %s with a value the page gives it', (screen) => {
    // The storage table's texts take their item's own `values`: the test above holds those.
    const filled = new Set([...Object.keys(legalValues()), ...Object.keys(CONTROL_LABELS)]);
    const keys = documentKeys(screen).filter((key) => !key.startsWith('shared.storage.'));
    for (const lang of LANGUAGES)
      for (const key of keys)
        for (const [, name] of (lookup(lang, `legal:${key}`) ?? '').matchAll(/\{\{\s*([^,}\s]+)/g))
          expect([...filled], `${lang} ${key}: {{${name}}}`).toContain(name);
  });

  it('names controls whose labels exist in every language', () => {
    for (const lang of LANGUAGES)
      for (const key of Object.values(CONTROL_LABELS))
        expect(lookup(lang, key), `${lang} ${key}`).toEqual(expect.stringMatching(/\S/));
  });
});
