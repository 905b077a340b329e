import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LangContext } from '../i18n/use-t';
import { splitLanguage } from '../routing/paths';
import { ConsentProvider } from '../consent/use-consent';
import { Header } from '../layout/header/header';
import { Footer } from '../layout/footer/footer';
import { SkipLink } from '../layout/skip-link/skip-link';
import { CookieBanner } from '../layout/cookie-banner/cookie-banner';
import { LanguageOffer } from '../layout/language-offer/language-offer';
import { NoticeStack } from '../layout/notice-stack/notice-stack';
import { PwaNotices } from '../pwa/pwa-notices';
import { DeferredOutboxDock } from '../contact/dock/deferred-outbox-dock';
import { OutboxProvider } from '../contact/offline/outbox-provider';
import { RouteView } from './route-view';
import { firstLoadCommitted } from './first-load';

export function Shell() {
  const [location] = useLocation();
  const { lang } = splitLanguage(location);
  // Runs after every effect below it, once the first page has hydrated and committed.
  useEffect(firstLoadCommitted, []);
  return (
    <LangContext.Provider value={lang}>
      <ConsentProvider>
        <OutboxProvider>
          <SkipLink />
          <Header />
          <LanguageOffer />
          <main id="main" tabIndex={-1}>
            <RouteView />
          </main>
          <Footer />
          <CookieBanner />
          <NoticeStack>
            <PwaNotices />
            <DeferredOutboxDock />
          </NoticeStack>
        </OutboxProvider>
      </ConsentProvider>
    </LangContext.Provider>
  );
}
