import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from './languages';

type Tree = { [key: string]: string | Tree };
const read = (lang: Lang, ns: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

// Key parity, empty texts, placeholders and copies between languages: locales.test.ts, for every
// namespace. Here: the keys the lightbox needs exist in every language (the legal documents'
// keys: pages/legal/legal-documents.test.ts).
describe('lightbox labels', () => {
  it.each(LANGUAGES)('are in the common namespace in %s', (lang) => {
    const common = flatten(read(lang, 'common'));
    for (const key of ['close', 'previous', 'next', 'enlarge', 'zoomedFrame', 'position'])
      expect(common[`lightbox.${key}`], `${lang} lightbox.${key}`).toEqual(expect.stringMatching(/\S/));
  });
});
