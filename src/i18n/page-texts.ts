import type { Lang } from './languages';
import { pageTextsRoot, textsUrl } from './options';
import { TEXTS_AHEAD } from './texts-ahead';

/*
 * Texts for the parts of the page drawn without React (the cookie banner, the service worker's
 * notices): they show whether or not the app has loaded, so they read the page's language from
 * its markup and their texts from the language's common texts as fetched, without i18next.
 */

/** Calls `onChange` whenever the page's language changes; returns what stops it. */
export function watchPageLanguage(doc: Document, onChange: () => void): () => void {
  const changes = new MutationObserver(onChange);
  changes.observe(doc.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => changes.disconnect();
}

/**
 * A language's common texts, parsed: the file the boot script fetches ahead for the app, shared
 * rather than downloaded twice (texts-ahead.ts). Rejects when they cannot be had.
 */
export async function fetchCommonTexts(lang: Lang): Promise<unknown> {
  const response = await TEXTS_AHEAD.share(textsUrl(pageTextsRoot(), lang, 'common'));
  if (!response.ok) throw new Error(`The common texts in ${lang} answered ${response.status}.`);
  return response.json();
}

/**
 * Texts by language, each loaded once and kept; a load that fails is forgotten, so the next ask
 * (when the browser is back online, say) loads again.
 */
export function createTextsByLanguage<T>(load: (lang: Lang) => Promise<T>): (lang: Lang) => Promise<T> {
  const texts = new Map<Lang, Promise<T>>();
  return (lang) => {
    let loading = texts.get(lang);
    if (!loading) {
      loading = load(lang);
      texts.set(lang, loading);
      loading.catch(() => texts.delete(lang));
    }
    return loading;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One part of a language's `common.json` as fetched (`pwa`, `languageOffer`): each phrase named
 * in `phrases`, a string that is not empty and holds the `{{placeholders}}` listed for it; null
 * when anything is missing, so the part is drawn whole or not at all.
 */
export function phrasesFrom<Phrase extends string>(
  common: unknown,
  part: string,
  phrases: Record<Phrase, readonly string[]>,
): Record<Phrase, string> | null {
  const texts = isRecord(common) ? common[part] : undefined;
  if (!isRecord(texts)) return null;
  const complete = Object.entries<readonly string[]>(phrases).every(([phrase, placeholders]) => {
    const text = texts[phrase];
    return typeof text === 'string' && text !== '' && placeholders.every((name) => text.includes(`{{${name}}}`));
  });
  return complete ? (texts as Record<Phrase, string>) : null;
}

/** A phrase with its `{{name}}` placeholders filled in, as i18next would (values unescaped). */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
