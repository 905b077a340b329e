import { readFileSync } from 'node:fs';
import type { Lang } from '../languages';
import type { TextVariables } from '../options';
import { createServerI18n } from '../server';

/** An i18next `t` as the modules under test take it. */
export type ShippedT = (key: string, values?: Record<string, unknown>) => string;

/**
 * A `t` over the texts the build ships (locales/{lang}/{ns}.json) for `namespaces` only, answering
 * as the pages' i18next does: keys as 'ns:key', plurals, formatters and the text variables. A
 * namespace left out stands for one the page has not loaded yet.
 */
export function shippedT(lang: Lang, namespaces: readonly string[], variables: TextVariables): ShippedT {
  const texts = Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8'))]),
  );
  return createServerI18n(lang, { [lang]: texts }, variables).getFixedT(lang) as ShippedT;
}
