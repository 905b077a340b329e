import { StrictMode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { Shell } from './shell';

interface AppProps {
  i18n: i18n;
  /** Set when prerendering; the browser reads its own location. */
  ssrPath?: string;
}

export function App({ i18n, ssrPath }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={ssrPath}>
          <Shell />
        </Router>
      </I18nextProvider>
    </StrictMode>
  );
}
