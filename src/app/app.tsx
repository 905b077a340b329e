import { StrictMode, useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { Shell } from './shell';
import { createPreloadingNavigation, loadPageFor, prefetchOnIntent } from './preload-navigation';

interface AppProps {
  i18n: i18n;
  /** Set when prerendering; the browser reads its own location. */
  ssrPath?: string;
}

/** While a tapped link waits for its page, `<html data-navigating>` (global.css shows a bar). */
function showWaiting(waiting: boolean) {
  if (waiting) document.documentElement.dataset.navigating = 'true';
  else delete document.documentElement.dataset.navigating;
}

export function App({ i18n, ssrPath }: AppProps) {
  // Links change the address once the next page can show whole (preload-navigation.ts).
  const [aroundNav] = useState(() => createPreloadingNavigation((to) => loadPageFor(i18n, to), undefined, showWaiting));
  useEffect(() => prefetchOnIntent(document, (to) => loadPageFor(i18n, to)), [i18n]);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={ssrPath} aroundNav={aroundNav}>
          <Shell />
        </Router>
      </I18nextProvider>
    </StrictMode>
  );
}
