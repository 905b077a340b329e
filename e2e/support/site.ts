import { readdirSync, readFileSync } from 'node:fs';
import { allPages, indexedPages, pageIndexed, pagePath, screenPath } from '../../src/routing/paths';
import { LANGUAGES, type Lang } from '../../src/i18n/languages';

export { allPages, indexedPages, pageIndexed, pagePath, screenPath, LANGUAGES, type Lang };

/** A language's texts for one namespace, read from locales/ as the site does. */
export function locale(lang: Lang, ns = 'common'): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
}

/**
 * The address the built site serves a language's texts for one namespace at: under the one
 * version of the texts the build made (scripts/vite/locales-plugin.ts), its folder in dist/locales.
 */
export function textsPath(lang: Lang, ns = 'common'): string {
  const [version] = readdirSync(new URL('../../dist/locales', import.meta.url));
  return `/locales/${version}/${lang}/${ns}.json`;
}

/** A dotted key of a language's namespace, e.g. text('en', 'nav.history'). */
export function text(lang: Lang, key: string, ns = 'common'): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale(lang, ns));
  if (typeof value !== 'string') throw new Error(`No text ${ns}:${key} in ${lang}`);
  return value;
}

/** A translated sentence as a pattern: each {{placeholder}} stands for any text. */
export function sentencePattern(sentence: string): RegExp {
  const parts = sentence.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.+'));
}
