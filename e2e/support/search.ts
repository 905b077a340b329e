import type { Page } from '@playwright/test';
import { screenPath, text, type Lang } from './site';

/** The search page's address in a language, with `?q=` when a query is given. */
export function searchPath(lang: Lang, query?: string): string {
  const path = screenPath('search', lang);
  return query === undefined ? path : `${path}?${new URLSearchParams({ q: query })}`;
}

/** The header's search form in the bar (wide screens), named by its language's word for search. */
export function headerSearch(page: Page, lang: Lang) {
  return page.getByRole('banner').getByRole('search', { name: text(lang, 'nav.search'), exact: true });
}

/** The field of a search form: a combobox once the app is there, a plain search field as served. */
export function searchField(form: ReturnType<Page['getByRole']>, lang: Lang) {
  const name = { name: text(lang, 'search.label'), exact: true };
  return form.getByRole('combobox', name).or(form.getByRole('searchbox', name));
}

/** The search page's own form, named by its heading. */
export function pageSearch(page: Page, lang: Lang) {
  return page.getByRole('main').getByRole('search', { name: text(lang, 'title', 'search') });
}

/** The bar's button that opens its search field where the bar has no room for it (1024–1439 px, with the app). */
export function headerSearchOpener(page: Page, lang: Lang) {
  return headerSearch(page, lang).getByRole('button', { name: text(lang, 'search.openButton'), exact: true });
}
