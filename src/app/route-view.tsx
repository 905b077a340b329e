import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { resolveRoute } from '../routing/resolve-route';
import { pageComponent } from './pages';
import { pageKeyOf } from './resolve-shown';
import { AfterNavigation } from './after-navigation';
import { PageTextsNeeded } from './page-texts-needed';
import { pageNamespaces } from './page-modules';
import { shownLang } from './head';
import { PageErrorBoundary } from './page-error-boundary';
import { PageError } from './page-error';
import { HydratingServedMarkupProvider } from '../components/kept-as-served';
import styles from './route-view.module.css';

/** Renders what the current path shows; paths that belong elsewhere are replaced, not pushed. */
export function RouteView() {
  const [location, navigate] = useLocation();
  const resolution = resolveRoute(location);
  const redirectTo = resolution.kind === 'redirect' ? resolution.to : null;
  // The fade is for path changes (spec §2). The first page is not faded: it is prerendered, and
  // text painted at opacity 0 would never count as the page's largest contentful paint.
  const firstLocation = useRef(location);
  const navigated = useRef(false);
  if (location !== firstLocation.current) navigated.current = true;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  if (resolution.kind === 'redirect') return null;
  const key = pageKeyOf(resolution);
  const Page = pageComponent(key);
  const content = (
    <>
      <Page page={resolution.kind === 'page' ? resolution.page : null} />
      <AfterNavigation shown={resolution} navigated={navigated.current} />
    </>
  );
  return (
    <div key={location} className={navigated.current ? styles.fade : undefined}>
      <PageErrorBoundary fallback={(retry) => <PageError retry={retry} />}>
        {/* The first page's code and texts are loaded before it hydrates: nothing in it
            suspends, and it hydrates in main's boundary (shell.tsx), which only a difference in
            its markup makes draw again. Pages reached by navigation may still be loading, and
            get a boundary of their own that waits for them. */}
        {navigated.current ? (
          <HydratingServedMarkupProvider value={false}>
            <Suspense fallback={null}>
              {/* The first page's texts were had before it hydrated (main.tsx). */}
              <PageTextsNeeded lang={shownLang(resolution)} namespaces={pageNamespaces(key)}>
                {content}
              </PageTextsNeeded>
            </Suspense>
          </HydratingServedMarkupProvider>
        ) : (
          content
        )}
      </PageErrorBoundary>
    </div>
  );
}
