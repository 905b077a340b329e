import type { ScreenId, ScreensOfPage } from '../../routing/routes';
import { CONSENT_STORAGE_KEY } from '../../consent/consent';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import {
  OUTBOX_DB,
  SENT_DB,
  SENT_KEPT_HOURS,
  SENT_MARK_KEPT_DAYS,
  SENT_MARKS_DB,
} from '../../contact/offline/outbox-names';
import { EXPIRATION_DB, PRECACHE_CACHE_PREFIX, WEBP_CACHE, WEBP_CACHE_MAX_ENTRIES } from '../../pwa/storage-names';

/**
 * The three legal pages as data. Each document is a list of sections; each section a list of
 * blocks. Texts live in the legal namespace: a section's title at
 * `{screen}.sections.{section}.title`, a block's text at `{screen}.sections.{section}.{key}`,
 * a list item at `….{key}.{item}`.
 */
export type LegalScreen = ScreensOfPage<'legal'>;

/** Company facts a document lists, each read from the company config. */
export type CompanyFact = 'legalName' | 'taxId' | 'registry' | 'address' | 'email' | 'phone' | 'website';

/** Something the site keeps in the visitor's browser, for the cookie policy's table. */
export interface StoredItem {
  id:
    | 'consent'
    | 'language'
    | 'draft'
    | 'reloadOnce'
    | 'heldSend'
    | 'outbox'
    | 'sentLog'
    | 'sentMarks'
    | 'selection'
    | 'booth'
    | 'boothCard'
    | 'offlineCache'
    | 'copiesLog'
    | 'serviceWorker'
    | 'map';
  /**
   * The technical name, when the site itself chooses it; otherwise the name is a translated
   * description. The key is its module's `…_STORAGE_KEY` constant: imported where that module is
   * one of the pages' own (consent, language); written out for the two that belong to the entry
   * script's own features (the form's draft, the reload note, the held Send's note), because importing them made the
   * legal page's chunk share them with the entry, and the bundler then split a chunk out of the
   * entry that it had to fetch before running (e2e/loading-order.spec.ts). Either way
   * legal-documents.test.ts holds this list to every such constant in src/. An IndexedDB
   * database's name is its `…_DB` constant, from outbox-names.ts (constants only, no outbox code),
   * and the same test holds this list to every database the code opens.
   */
  code?: string;
  /**
   * The Cache Storage caches it stands for, each by its name or the start of it (Workbox's
   * precache ends its name with the site's address), from the worker's constants
   * (pwa/storage-names.ts). e2e/site-storage.spec.ts holds every cache a browser ends up with to
   * these, as it holds every database and web storage key to the `code`s.
   */
  caches?: readonly string[];
  /** Numbers its texts state, from the constants the code itself uses ({{hours}}, {{days}}). */
  values?: Readonly<Record<string, number>>;
  /** The banner's category it belongs to: what the site needs to work, or what waits for consent. */
  category: 'necessary' | 'functional';
}

/**
 * The days a sent lead keeps its details on a rep's device unless the rep sets others: the booth's
 * DEFAULT_KEEP_DAYS, written out (see the booth's row below); the cookie table and the privacy
 * policy's booth section both state it from here.
 */
export const BOOTH_KEEP_DAYS = 7;

/**
 * Everything the site itself keeps in the visitor's browser, listed by both policies: the
 * language and the consent (local storage), the contact form's draft, the note of a reload once
 * and that of a Send it carries (session storage), the outbox and the receipts and marks of what it sent (IndexedDB), a
 * rep's leads in booth mode (IndexedDB, and the card being typed in session storage), the
 * offline copy (Cache Storage), the dates of its picture copies (Workbox's IndexedDB database) and
 * the service worker that keeps it. All are needed for what the
 * visitor asks for.
 */
export const SITE_STORAGE: readonly StoredItem[] = [
  { id: 'consent', code: CONSENT_STORAGE_KEY, category: 'necessary' },
  { id: 'language', code: LANGUAGE_STORAGE_KEY, category: 'necessary' },
  { id: 'draft', code: 'contact-draft', category: 'necessary' },
  { id: 'reloadOnce', code: 'reloaded-for-missing-chunk', category: 'necessary' },
  { id: 'heldSend', code: 'contact-send-held', category: 'necessary' },
  { id: 'outbox', code: OUTBOX_DB, category: 'necessary' },
  { id: 'sentLog', code: SENT_DB, values: { hours: SENT_KEPT_HOURS }, category: 'necessary' },
  { id: 'sentMarks', code: SENT_MARKS_DB, values: { days: SENT_MARK_KEPT_DAYS }, category: 'necessary' },
  // SELECTION_DB, written out: imported, it made the legal page's chunk share a chunk with the
  // selection page's, one request more for both (legal-documents.test.ts holds it to the constant).
  { id: 'selection', code: 'selection', category: 'necessary' },
  // BOOTH_DB and DEFAULT_KEEP_DAYS written out, for the same reason (the test holds them to the constants).
  { id: 'booth', code: 'booth', values: { days: BOOTH_KEEP_DAYS }, category: 'necessary' },
  // The booth's TYPED_CARD_STORAGE_KEY (session storage: the card being typed, until its write
  // lands), written out for the same reason.
  { id: 'boothCard', code: 'booth-card-typed', category: 'necessary' },
  { id: 'offlineCache', caches: [PRECACHE_CACHE_PREFIX, WEBP_CACHE], category: 'necessary' },
  // Workbox's own database, which the worker's bound on the WebP copies writes.
  { id: 'copiesLog', code: EXPIRATION_DB, values: { copies: WEBP_CACHE_MAX_ENTRIES }, category: 'necessary' },
  { id: 'serviceWorker', category: 'necessary' },
];

/** What a third party may keep, only once the visitor allows its category: the map (functional). */
export const THIRD_PARTY_STORAGE: readonly StoredItem[] = [{ id: 'map', category: 'functional' }];

export type LegalBlock =
  | { kind: 'text'; key: string }
  | { kind: 'list'; key: string; items: readonly string[] }
  | { kind: 'facts'; facts: readonly CompanyFact[] }
  /** A table of what is stored; `key` names its caption. */
  | { kind: 'storage'; key: string; items: readonly StoredItem[] }
  /** A visible note that the company must confirm or complete what the section says. */
  | { kind: 'confirm'; key: string }
  | { kind: 'external'; key: string; href: string }
  /** A button that opens the cookie preferences. */
  | { kind: 'consentSettings' };

export interface LegalSection {
  id: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  sections: readonly LegalSection[];
  /** Other pages the document refers to, linked at its end. */
  related: readonly ScreenId[];
}

const text = (key: string): LegalBlock => ({ kind: 'text', key });
const confirm = (key = 'confirm'): LegalBlock => ({ kind: 'confirm', key });

/** Outside references the documents link to. */
export const LEGAL_LINKS = {
  aepd: 'https://www.aepd.es',
  emailjsPrivacy: 'https://www.emailjs.com/legal/privacy-policy/',
  osmPrivacy: 'https://osmfoundation.org/wiki/Privacy_Policy',
} as const;

export const LEGAL_DOCUMENTS: Readonly<Record<LegalScreen, LegalDocument>> = {
  // LSSI-CE (Ley 34/2002) art. 10: who runs the site, and the terms of its use.
  legalNotice: {
    sections: [
      {
        id: 'identification',
        blocks: [
          text('intro'),
          { kind: 'facts', facts: ['legalName', 'taxId', 'registry', 'address', 'email', 'phone', 'website'] },
          confirm(),
        ],
      },
      { id: 'purpose', blocks: [text('p1'), text('p2')] },
      { id: 'use', blocks: [text('p1'), text('p2')] },
      { id: 'intellectualProperty', blocks: [text('p1'), text('p2')] },
      { id: 'liability', blocks: [text('p1'), text('p2'), text('p3')] },
      { id: 'dataProtection', blocks: [text('p1')] },
      { id: 'law', blocks: [text('p1')] },
    ],
    related: ['privacy', 'cookiePolicy'],
  },
  // GDPR arts. 13 and 15–22, and LOPDGDD (Ley Orgánica 3/2018).
  privacy: {
    sections: [
      {
        id: 'controller',
        blocks: [
          text('intro'),
          { kind: 'facts', facts: ['legalName', 'taxId', 'address', 'email', 'phone'] },
          confirm(),
        ],
      },
      {
        id: 'data',
        blocks: [
          text('intro'),
          { kind: 'list', key: 'fields', items: ['name', 'email', 'phone', 'company', 'projectType', 'message'] },
          text('p2'),
        ],
      },
      { id: 'purpose', blocks: [text('p1'), text('p2')] },
      { id: 'legalBasis', blocks: [text('p1'), text('p2')] },
      {
        id: 'outbox',
        // What the form and the outbox keep on the device: enquiries waiting to go, the receipts
        // of those sent, a Send held before the page had loaded (the tab's draft), enquiries the
        // outbox stopped trying, and records it set aside; then the table of everything stored.
        blocks: [
          text('p1'),
          text('p2'),
          text('held'),
          text('stopped'),
          text('setAside'),
          text('p3'),
          { kind: 'storage', key: 'table', items: SITE_STORAGE },
        ],
      },
      // Leads taken at the fair's booth (issue 54): what, where, how long, on what basis.
      { id: 'booth', blocks: [text('what'), text('where'), text('howLong'), text('basis')] },
      {
        id: 'recipients',
        blocks: [
          text('p1'),
          { kind: 'external', key: 'emailjsLink', href: LEGAL_LINKS.emailjsPrivacy },
          text('p2'),
          confirm(),
        ],
      },
      { id: 'transfers', blocks: [text('p1'), confirm()] },
      { id: 'retention', blocks: [text('p1'), text('p2'), confirm()] },
      {
        id: 'rights',
        blocks: [
          text('intro'),
          {
            kind: 'list',
            key: 'list',
            items: ['access', 'rectification', 'erasure', 'objection', 'restriction', 'portability', 'withdrawal'],
          },
          text('exercise'),
        ],
      },
      { id: 'complaint', blocks: [text('p1'), { kind: 'external', key: 'aepdLink', href: LEGAL_LINKS.aepd }] },
      { id: 'security', blocks: [text('p1')] },
      { id: 'changes', blocks: [text('p1')] },
    ],
    related: ['legalNotice', 'cookiePolicy', 'contact'],
  },
  // LSSI-CE art. 22.2 and the AEPD's guide on cookies: exactly what the site keeps, and why.
  cookiePolicy: {
    sections: [
      { id: 'what', blocks: [text('p1')] },
      {
        id: 'used',
        blocks: [
          text('p1'),
          {
            kind: 'storage',
            key: 'table',
            items: SITE_STORAGE,
          },
          text('p2'),
        ],
      },
      {
        id: 'thirdParty',
        blocks: [
          text('p1'),
          { kind: 'storage', key: 'table', items: THIRD_PARTY_STORAGE },
          { kind: 'external', key: 'osmLink', href: LEGAL_LINKS.osmPrivacy },
        ],
      },
      { id: 'manage', blocks: [text('p1'), { kind: 'consentSettings' }] },
      {
        id: 'delete',
        blocks: [
          text('p1'),
          { kind: 'list', key: 'browsers', items: ['chrome', 'firefox', 'safari', 'edge'] },
          text('p2'),
        ],
      },
      { id: 'changes', blocks: [text('p1'), confirm()] },
    ],
    related: ['privacy', 'legalNotice'],
  },
};

/** Every translation key a document uses, for the locale tests. */
export function documentKeys(screen: LegalScreen): string[] {
  const keys = [`${screen}.intro`];
  for (const section of LEGAL_DOCUMENTS[screen].sections) {
    const base = `${screen}.sections.${section.id}`;
    keys.push(`${base}.title`);
    for (const block of section.blocks) {
      if (block.kind === 'text' || block.kind === 'confirm' || block.kind === 'external' || block.kind === 'storage')
        keys.push(`${base}.${block.key}`);
      if (block.kind === 'list') keys.push(...block.items.map((item) => `${base}.${block.key}.${item}`));
      if (block.kind === 'facts') keys.push(...block.facts.map((fact) => `shared.facts.${fact}`));
      if (block.kind === 'storage')
        for (const item of block.items) {
          const fields = ['type', 'purpose', 'duration', 'provider', ...(item.code ? [] : ['name'])];
          keys.push(...fields.map((field) => `shared.storage.items.${item.id}.${field}`));
          keys.push(`shared.storage.categories.${item.category}`);
        }
    }
  }
  return keys;
}
