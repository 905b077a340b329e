import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from './languages';
import { LEGAL_SCREENS, documentKeys } from '../pages/legal/legal-documents';

// The namespaces of the History, Location and legal pages, and the lightbox's shared labels.
const NAMESPACES = ['history', 'location', 'legal'] as const;

type Tree = { [key: string]: string | Tree };
const read = (lang: Lang, ns: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/**
 * Keys whose value is rightly the same in two languages: words Spanish and Catalan (or Catalan
 * and French) share, and acronyms. Anything else copied across languages is a slip.
 */
const SAME_ON_PURPOSE: Record<string, readonly string[]> = {
  'es/ca': [
    'history.museum.announcement',
    'history.museum.previous',
    'history.museum.photosLabel',
    'location.phones.office',
    'legal.shared.facts.taxId',
    'legal.shared.storage.columns.provider',
    'legal.privacy.sections.data.fields.company',
    'legal.privacy.sections.legalBasis.title',
  ],
  'ca/fr': ['legal.shared.storage.columns.name'],
};

const locales = Object.fromEntries(
  NAMESPACES.map((ns) => [ns, Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(read(lang, ns))]))]),
) as Record<(typeof NAMESPACES)[number], Record<Lang, Record<string, string>>>;

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  const spanish = locales[ns].es;

  it('is not empty', () => {
    expect(Object.keys(spanish).length).toBeGreaterThan(10);
  });

  it.each(LANGUAGES)('has the same keys in %s as in Spanish, none of them empty', (lang) => {
    const texts = locales[ns][lang];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(spanish).sort());
    for (const [key, value] of Object.entries(texts)) expect(value.trim(), `${lang} ${key}`).not.toBe('');
  });

  it.each(LANGUAGES)('keeps the placeholders of every Spanish text in %s', (lang) => {
    for (const [key, value] of Object.entries(spanish))
      expect(placeholders(locales[ns][lang][key] ?? ''), `${lang} ${key}`).toEqual(placeholders(value));
  });

  it('translates every text rather than copying it from another language', () => {
    const copied: string[] = [];
    for (const [i, a] of LANGUAGES.entries())
      for (const b of LANGUAGES.slice(i + 1))
        for (const [key, value] of Object.entries(locales[ns][a])) {
          const allowed = SAME_ON_PURPOSE[`${a}/${b}`]?.includes(`${ns}.${key}`);
          if (!allowed && value === locales[ns][b][key]) copied.push(`${a}/${b} ${key}: ${value}`);
        }
    expect(copied).toEqual([]);
  });
});

describe('legal documents', () => {
  it.each(LEGAL_SCREENS)('have every text %s names, in every language', (screen) => {
    for (const lang of LANGUAGES)
      for (const key of documentKeys(screen))
        expect(locales.legal[lang][key], `${lang} ${key}`).toEqual(expect.stringMatching(/\S/));
  });
});

describe('lightbox labels', () => {
  it.each(LANGUAGES)('are in the common namespace in %s', (lang) => {
    const common = flatten(read(lang, 'common'));
    for (const key of ['close', 'previous', 'next', 'enlarge', 'zoomedFrame', 'position'])
      expect(common[`lightbox.${key}`], `${lang} lightbox.${key}`).toEqual(expect.stringMatching(/\S/));
  });
});
