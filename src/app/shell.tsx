import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LangContext } from '../i18n/use-t';
import { splitLanguage } from '../routing/paths';
import { ConsentProvider } from '../consent/use-consent';
import { Header } from '../layout/header/header';
import { Footer } from '../layout/footer/footer';
import { SkipLink } from '../layout/skip-link/skip-link';
import { OFFER_REGION } from '../layout/language-offer/start-language-offer';
import { DrawnOutsideReact } from '../components/drawn-outside-react';
import { NoticeStack } from '../layout/notice-stack/notice-stack';
import { PwaNoticesHost } from '../pwa/pwa-notices-host';
import { DeferredOutboxDock } from '../contact/dock/deferred-outbox-dock';
import { OutboxProvider } from '../contact/offline/outbox-provider';
import { SelectionProvider } from '../selection/selection-provider';
import { SelectionControl } from '../selection/control/selection-control';
import { SearchControl } from '../search/control/search-control';
import { ServedSelectionToggles, ToggleNotice } from '../selection/toggle/toggle-notice';
import { RouteView } from './route-view';
import { firstLoadCommitted } from './first-load';
import type { ConsentStore } from '../consent/consent-store';
import { MAIN_CONTENT_ID } from '../components/main-content';
import { HydrationBoundary } from '../components/hydration-boundary';
import type { BoundariesHydrated } from '../components/boundaries-hydrated';

/**
 * The language of the address, for everything below. Only this and the components that read the
 * address re-render on a navigation: the elements it is given were made once, by Shell, which
 * never re-renders (a navigation re-rendered the whole header, footer and banners with the page).
 */
function PageLangProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <LangContext.Provider value={splitLanguage(location).lang}>{children}</LangContext.Provider>;
}

/** The header's search, in the bar and in the mobile menu, made once (Shell never re-renders). */
const SEARCH_CONTROLS = { bar: <SearchControl place="bar" />, menu: <SearchControl place="menu" /> };

interface ShellProps {
  consent: ConsentStore;
  /** Told once the first page has hydrated and committed (the page's first script waits for it). */
  onFirstCommit?: () => void;
  /** The page's hydration boundaries; the first page is hydrated once each has committed. */
  boundaries?: BoundariesHydrated;
}

export function Shell({ consent, onFirstCommit, boundaries }: ShellProps) {
  // Runs once, when the first page has hydrated and committed: the root's pass and then each
  // boundary's (header, main, footer and the page's hydrated sections hydrate in passes of their
  // own, components/hydration-boundary.tsx).
  useEffect(() => {
    const committed = () => {
      firstLoadCommitted();
      onFirstCommit?.();
    };
    if (!boundaries) return committed();
    return boundaries.whenHydrated(committed);
  }, []);
  return (
    <PageLangProvider>
      <ConsentProvider store={consent}>
        <OutboxProvider>
          <SelectionProvider>
            <HydrationBoundary>
              <SkipLink />
            </HydrationBoundary>
            {/* Each part hydrates in a boundary of its own: markup changed before the app started
              (an extension, a reading tool) costs a redraw of that part, never of the page. */}
            <HydrationBoundary>
              <Header selectionControl={<SelectionControl />} searchControl={SEARCH_CONTROLS} />
            </HydrationBoundary>
            {/* The language offer, drawn without React (layout/language-offer/language-offer.ts). */}
            <DrawnOutsideReact {...{ [OFFER_REGION]: true }} />
            <main id={MAIN_CONTENT_ID} tabIndex={-1}>
              <HydrationBoundary>
                <RouteView />
              </HydrationBoundary>
            </main>
            <HydrationBoundary>
              <Footer />
            </HydrationBoundary>
            <HydrationBoundary>
              <NoticeStack>
                <PwaNoticesHost />
                <DeferredOutboxDock />
                <ToggleNotice />
              </NoticeStack>
              <ServedSelectionToggles />
            </HydrationBoundary>
          </SelectionProvider>
        </OutboxProvider>
      </ConsentProvider>
    </PageLangProvider>
  );
}
