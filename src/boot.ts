import { firstViewShown, prefetchRenderedPage, renderedPagePictures } from './app/first-load';
import { handledByCaller, reloadIfChunkGone, reloadIfChunkGoneUnhandled } from './pwa/reload-once';
import { startConsent } from './consent/start-consent';
import { startPwa } from './pwa/start-pwa';
import { startLanguageOffer } from './layout/language-offer/start-language-offer';
import { followHeaderScroll } from './layout/header/header-scroll';
import { controlServicesMenus } from './layout/services-menu/services-menu-control';
import { startCarousels } from './components/carousel/start-carousels';

/*
 * The entry script, kept tiny. The prerendered page is already readable and its header menus
 * already work; its largest image is let onto the screen first, and only then is the app fetched
 * and hydrated, so neither its download nor its evaluation competes with that first view. The
 * rules of the first load are in app/first-load.ts.
 */

// A chunk that is gone after a deploy: reload once. The import still fails meanwhile, and its
// caller says so as it would offline. Callers that decide for themselves (the page registry,
// app/pages.ts, and the app's own import below) mark the failure as theirs.
window.addEventListener('vite:preloadError', (event) => reloadIfChunkGoneUnhandled(event.payload));

// The header follows the scroll, and its services menu opens on hover and focus, from first
// paint, with or without the app.
followHeaderScroll();
controlServicesMenus();
/** Text painted, the priority image loaded, a frame more: the app and the banner wait for it. */
const firstView = firstViewShown();
// The cookie banner is the page's own: it shows 1 s after load with or without the app.
const consent = startConsent(firstView);
// So are the service worker and its notices: registered once the app has shown the first page,
// so saving the catalogue never competes with it, or once the app could not load.
const pwa = startPwa();
// And so are the carousels, which the app keeps as served: they turn without React.
const startCarouselsNow = startCarousels(renderedPagePictures);
/** Once the app has shown the first page, or could not: what waited for it to be done. */
const afterApp = () => {
  pwa.afterApp();
  startLanguageOffer();
  startCarouselsNow();
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void firstView
  .then(prefetchRenderedPage)
  // Each step below starts requests and evaluates code: one task each keeps every task short.
  .then(nextTask)
  .then(() => {
    // React DOM (the app imports it when it hydrates) and the app are evaluated in tasks of
    // their own as they arrive. A failure here is the app's to report, when it imports it too.
    import('react-dom/client').catch(() => {});
    return import('./main');
  })
  .then(({ startApp }) => startApp({ consent }))
  .then(afterApp, async (error: unknown) => {
    handledByCaller(error);
    // The page stays as served, readable with its links. A page being left (Firefox stops its
    // loads) or a network that reaches nothing lands here too, and must not reload.
    if (await reloadIfChunkGone(error)) return;
    console.warn('The app could not be loaded:', error);
    afterApp();
  });
