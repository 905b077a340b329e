import { StrictMode, useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { followLinksInPlace } from '../routing/in-site-link';
import { splitLanguage } from '../routing/paths';
import { switchLanguageTo } from '../i18n/language-after-switch';
import { Shell } from './shell';
import { HydratingServedMarkupProvider, ServedPartsProvider } from '../components/kept-as-served';
import type { ServedParts } from '../components/served-parts';
import { createBoundariesHydrated } from '../components/boundaries-hydrated';
import { BoundariesHydratedProvider } from '../components/hydration-boundary';
import type { ConsentStore } from '../consent/consent-store';
import { createPreloadingNavigation, loadPageFor } from './preload-navigation';
import {
  browserInViewWatch,
  createPagePrefetcher,
  onceServedFromDevice,
  prefetchInViewOnceSettled,
  prefetchOnIntent,
} from './prefetch-ahead';

interface AppProps {
  i18n: i18n;
  /** The visitor's cookie choice, started by the page's first script (consent/start-consent.ts). */
  consent: ConsentStore;
  /** Told once the first page has hydrated and committed. */
  onFirstCommit?: () => void;
  /** Set when prerendering; the browser reads its own location. */
  ssrPath?: string;
  /** Whether the app hydrates markup the build rendered for this page (parts of it are kept as served). */
  hydrating?: boolean;
  /** The kept parts as served, taken before hydrating, given back to any React draws afresh. */
  servedParts?: ServedParts;
}

/** While a tapped link waits for its page, `<html data-navigating>` (global.css shows a bar). */
function showWaiting(waiting: boolean) {
  if (waiting) document.documentElement.dataset.navigating = 'true';
  else delete document.documentElement.dataset.navigating;
}

export function App({ i18n, consent, onFirstCommit, ssrPath, hydrating = false, servedParts }: AppProps) {
  // Links change the address once the next page can show whole (preload-navigation.ts).
  const [boundaries] = useState(createBoundariesHydrated);
  const [aroundNav] = useState(() => createPreloadingNavigation((to) => loadPageFor(i18n, to), undefined, showWaiting));
  useEffect(() => {
    // Each way of fetching ahead calls it in a task of its own (prefetch-ahead.ts).
    const prefetch = createPagePrefetcher((to) => loadPageFor(i18n, to, true), location.origin);
    const stopIntent = prefetchOnIntent(document, prefetch);
    // Links in view only once their files come from the device, and the visitor has stayed a
    // moment (IN_VIEW_AFTER_MS): a returning visitor's at once, a first visit's once the worker
    // has saved the catalogue and taken the page over. No data is spent on them.
    const stopInView = onceServedFromDevice(navigator.serviceWorker, () =>
      prefetchInViewOnceSettled(prefetch, browserInViewWatch(document.body), window),
    );
    return () => {
      stopIntent();
      stopInView();
    };
  }, [i18n]);
  // Every page link, the app's and those drawn without React (the cookie banner's, the language
  // offer's), is followed in place from here on. A link into another language takes i18next
  // there too, as the language menu does, so the next page's texts are fetched with its code.
  useEffect(
    () =>
      followLinksInPlace(document, window.location, (to) => {
        switchLanguageTo(i18n, splitLanguage(to.split(/[?#]/)[0]!).lang);
        aroundNav(navigate, to);
      }),
    [aroundNav, i18n],
  );
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={ssrPath} aroundNav={aroundNav}>
          <HydratingServedMarkupProvider value={hydrating}>
            <ServedPartsProvider value={servedParts ?? null}>
              <BoundariesHydratedProvider value={boundaries}>
                <Shell consent={consent} onFirstCommit={onFirstCommit} boundaries={boundaries} />
              </BoundariesHydratedProvider>
            </ServedPartsProvider>
          </HydratingServedMarkupProvider>
        </Router>
      </I18nextProvider>
    </StrictMode>
  );
}
