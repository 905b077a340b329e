import type { i18n } from 'i18next';
import type { Lang } from './languages';

/**
 * Resolves once `lang`'s `namespaces` have loaded, or failed: those alone. What a component drawn
 * in `lang` waits for (use-t.ts) instead of react-i18next's own wait, which asks i18next to load
 * the namespaces in every language it loads (`loadLanguages`, `loadNamespaces`): the page's
 * current language too, which during a language switch is still the one being left. So a page
 * drawn in English waited for any Spanish text still on its way: a Spanish services.json that
 * hung kept the English contact page empty for as long as that request did.
 */
export function textsSettled(instance: i18n, lang: Lang, namespaces: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    // i18next's own loader: it starts what is not loaded yet, joins what is on its way, and calls
    // back at once for what is there. Failed loads call back too (the caller tells them).
    (instance.services.backendConnector as BackendConnector).load([lang], [...namespaces], () => resolve());
  });
}

/** What i18next's services type leaves as `any`: its loader, as used here. */
interface BackendConnector {
  load(languages: string[], namespaces: string[], callback: () => void): void;
}
