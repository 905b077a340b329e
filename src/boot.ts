import { firstViewShown, prefetchRenderedPage, renderedPagePictures } from './app/first-load';
import {
  APP_NOT_LOADED,
  appActionOf,
  appTries,
  appWantedAtOnce,
  firstUseOf,
  holdUntilApp,
  keepFormsFromBrowser,
  sendOnceFormDrawn,
  servedPage,
  type AppTry,
} from './app/first-use';
import { handledByCaller, reloadForFailedImport, reloadIfChunkGoneUnhandled } from './pwa/reload-once';
import { startConsent } from './consent/start-consent';
import { driveServedConsentFrames, hasServedConsentFrames } from './consent/consent-frame';
import { startPwa } from './pwa/start-pwa';
import { startLanguageOffer } from './layout/language-offer/start-language-offer';
import { followHeaderScroll } from './layout/header/header-scroll';
import { controlServicesMenus } from './layout/services-menu/services-menu-control';
import { startCarousels } from './components/carousel/start-carousels';
import { draftWaiting, keepTypedAsDraft, putDraftBack, typedIn } from './contact/form/draft-key';
import { FORM_ON_NEED, FORMS_WAITING } from './contact/form/form-marks';
import { HELD_SEND_CANCELLED, hideKeptNotices, showKeptNotice } from './contact/form/served-send';
import { forgetHeldSend, noteHeldSend, takeHeldSend } from './contact/form/held-send-note';
import { watchReloadMoment } from './contact/form/reload-moment';
import { sendWaitingEnquiries } from './contact/offline/outbox-on-open';
import { followStoredSelectionInPage } from './selection/control/control-on-open';
import { fillQueryFields } from './search/view/query-field';
import { pageQuietOf, pastLoadOf } from './components/when-quiet';
import { newTask, taskByTask } from './components/task-by-task';
import { usesOn } from './components/load-when-online';
import type { ConsentStore } from './consent/consent-store';

/*
 * The entry script, kept tiny. The prerendered page is already readable and its header menus
 * already work; its largest image is let onto the screen first, and the app is fetched and
 * hydrated only at the visitor's first use of the page (app/first-use.ts), so neither its
 * download nor its evaluation competes with the first view, or keeps a phone busy that is only
 * showing the page. The rules of the first load are in app/first-load.ts.
 */

// First of all: no submit of the page's form ever reaches the browser, whatever becomes of the
// app. The served form would send its fields to the page's own address.
keepFormsFromBrowser(document);

// A chunk that is gone after a deploy: reload once. The import still fails meanwhile, and its
// caller says so as it would offline. Callers that decide for themselves (the page registry,
// app/pages.ts, and the app's own import below) mark the failure as theirs.
window.addEventListener('vite:preloadError', (event) => reloadIfChunkGoneUnhandled(event.payload));

/** The visitor's first use of the page, which may come before the first view, or this script. */
const firstUse = firstUseOf(document);
/**
 * The page loaded and half a second more, or its first use (components/when-quiet.ts): the page's
 * own work that nobody needs at first paint waits for it. In this first task, while the browser
 * still loads the page, a few ms of storage reads lasted tens of ms on one core.
 */
const { pastLoad, sinceLoad } = pastLoadOf(firstUse.used);

// The header follows the scroll, and its services menu opens on hover and focus, from first
// paint, with or without the app.
followHeaderScroll();
controlServicesMenus();
// The search page's field shows the address's query (`?q=`) as served, before the app and
// without it: the page is readable as what it was asked for.
fillQueryFields(document);
/** Text painted, the priority image loaded, a frame more: the app and the banner wait for it. */
const firstView = firstViewShown();
/** The visitor's cookie choice, read once: half a second after the load, or sooner where it is needed. */
const consentOnce = (() => {
  let store: ConsentStore | null = null;
  return () => (store ??= startConsent(firstView, window, sinceLoad));
})();
// And so are the frames that wait for it (the location page's map): its button allows the map,
// and a choice withdrawn removes it, with or without the app. Drawn from the saved choice at once.
if (hasServedConsentFrames(document)) driveServedConsentFrames(consentOnce());
// So are the service worker and its notices: registered once the first page is shown (by the
// app, or as served until the first use) and used or quiet, so saving the catalogue never
// competes with it.
const pwa = startPwa();
// And so are the carousels, which the app keeps as served: they turn without React, started
// with what waits for the first page (below).
const startCarouselsNow = startCarousels(renderedPagePictures);
// What the first use asks of the app before it has come is made again once it has. A Send
// pressed after the app failed to load tries it again at once (the network may be back).
const held = holdUntilApp(document, appActionOf, () => appLoads.retry());
// The visitor's word, in the kept notice, that the held Send went by e-mail: it is not made.
document.addEventListener(HELD_SEND_CANCELLED, () => {
  held.forgetSend();
  forgetHeldSend();
});
// This page is the reload a Send held on it asked for, the app's load having failed for good in
// the page before (below): the Send is held again, made once the app has come, and kept (notice,
// retries) if it fails here too.
// The contact form's, by its place: not the first form of the page, which may be the header's search.
const servedForm = () => document.querySelector<HTMLFormElement>(`[${FORM_ON_NEED.root}] form`);
const carried = takeHeldSend(
  location.pathname,
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
);
if (carried) {
  const form = servedForm();
  if (form) {
    // What was typed, shown again at once, and in the kept notice should the app or the form's
    // code not come here either.
    putDraftBack(form);
    held.holdSend(form, () => sendOnceFormDrawn(document));
    // The cursor goes back where it was (a Send made with Enter leaves it in the field).
    const field = carried.field === null ? null : form.elements.namedItem(carried.field);
    if (field instanceof HTMLElement) field.focus();
  }
}

/** Whether the page may reload for a held Send now: not while the visitor types, nor leaves. */
const mayReloadNow = watchReloadMoment(window);

/**
 * Whether the page may reload now to bring the app, for whatever reason (a script gone after a
 * deploy, a held Send), and if so keeps what was typed in the served form as the tab's draft,
 * which the reloaded page puts back. Not while the visitor is typing (the reload would take the
 * field from under their fingers), nor once they are leaving (it would take them back): a try
 * the visitor's own keys started must not reload under them.
 */
const readyToReload = (): boolean => {
  if (!mayReloadNow()) return false;
  keepTypedAsDraft(typedIn(servedForm()));
  return true;
};

/**
 * Notes the held Send for the page reloaded to bring the app, with the field the cursor is in
 * (what was typed is kept by `readyToReload`, asked first): the next try reloads if it cannot.
 */
const carryHeldSend = (): boolean => {
  const form = servedForm();
  const focused = document.activeElement;
  const field = form && focused && form.contains(focused) ? focused.getAttribute('name') : null;
  return noteHeldSend(location.pathname, field);
};

/** Once the first page is shown for good, by the app or as served, and used or quiet (below): what waited for it. */
const afterFirstPage = () => {
  pwa.firstPageShown();
  startLanguageOffer();
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app did not come. A Send held meanwhile is kept, its text too (served-send.ts), and the
 * visitor told so; the next try makes it again. Once React listens to the page, the app cannot
 * be started again: the page stays as served, the Send's text kept as the tab's draft.
 */
const appFailed = (listening: boolean): AppTry => {
  const form = held.failed();
  if (form) showKeptNotice(form);
  if (!listening) return form ? 'held' : 'again';
  held.stop();
  return 'never';
};

/** One try at loading and starting the app; says once it has drawn the page, or could not. */
const tryApp = (): Promise<AppTry> => {
  const listening = { now: false };
  held.trying();
  return (
    Promise.resolve()
      .then(prefetchRenderedPage)
      // Each step below starts requests and evaluates code: one task each keeps every task short.
      .then(nextTask)
      .then(() => {
        // React DOM (the app imports it when it hydrates) and the app are evaluated in tasks of
        // their own as they arrive. A failure here is the app's to report, when it imports it too.
        import('react-dom/client').catch(() => {});
        // The selection's store: the app reads the device's selection right after its first
        // commit (selection/selection-provider.tsx). Asked for with the app, it is no round trip
        // of its own after it; a failure is the app's to meet, which asks for it again.
        import('./selection/page-selection').catch(() => {});
        return import('./main');
      })
      .then(({ startApp }) =>
        startApp({
          consent: consentOnce(),
          listening: () => {
            // The markup as rendered, for React to hydrate: a kept notice shown by a try before is
            // hidden now, as React takes the page, not as each try starts nor as the app's code
            // comes (its texts may not): hidden and shown again at every failed try, its live
            // region would say it again and its "copy text" would lose the focus.
            hideKeptNotices(document);
            listening.now = true;
            held.close();
          },
        }),
      )
      .then(
        // Held actions are made only where the app can answer them: a held submit made again on
        // a page as served would only be held again.
        (started): AppTry => {
          if (!started) return appFailed(listening.now);
          held.replay();
          // The app has drawn the page (at a later try too): the notices are drawn again if it
          // drew their place afresh.
          pwa.firstPageShown();
          return 'started';
        },
        async (error: unknown): Promise<AppTry> => {
          handledByCaller(error);
          const outcome = appFailed(listening.now);
          // The page stays as served, readable with its links. A page being left (Firefox stops its
          // loads) or a network that reaches nothing lands here too, and must not reload.
          // A chunk gone after a deploy, or, with a Send held, the app's script answering again
          // (Firefox and WebKit fail every later import in this page; WebKit names no script, so
          // the site is asked for this one): reload once, the Send carried.
          const page = await reloadForFailedImport(
            error,
            outcome === 'held' ? carryHeldSend : null,
            import.meta.url,
            readyToReload,
          );
          if (page === 'reloading') return 'never';
          // Gone, and not reloaded (once already, or the visitor types): the visitor's next keys
          // and presses would each ask the server for it again. The page stays as served, and no
          // later press reloads it (a reload there would eat the press); `online` and a Send still
          // try, and a held Send's try reloads the page carrying it once the visitor has stopped.
          if (page === 'gone') appLoads.gone();
          console.warn(APP_NOT_LOADED, error);
          return outcome;
        },
      )
  );
};

/**
 * Loads and starts the app; resolves once it has drawn the page, or could not: tried again later,
 * at the latest at the visitor's next press, key or focus anywhere on the page.
 */
const appLoads = appTries(
  tryApp,
  window,
  usesOn(window, () => true),
);
const loadApp = appLoads.start;

/**
 * The page loaded and then quiet for a moment, untouched (components/when-quiet.ts). Until then
 * a page only shown starts nothing nobody asked for: on a slow core the chunks, texts and the
 * worker's start that came right after the first view kept the page busy for seconds after the
 * same page without scripts was done.
 */
const pageQuiet = pageQuietOf(window);
const formDraftWaiting = () => Boolean(document.querySelector(FORMS_WAITING)) && draftWaiting();

// Once the load has passed, the page's own work that nobody needed at first paint, one task each
// (components/task-by-task.ts), and within each, each call to the browser (a storage read, a
// fetch, an import, a channel) in a task of its own: on one busy core, each took up to tens of ms
// of the task's wall time, and all in the pause's task made one long task.
void taskByTask(pastLoad, [
  // The cookie banner is the page's own: it shows 1 s after load with or without the app. First:
  // its code and texts are fetched then, and its second runs.
  consentOnce,
  // The header's selection control, shown with its count where the device keeps a selection, with
  // or without the app. The count comes ~0.4 s later than when it was read in the first task,
  // moving the header's links as it did then (a shift of the same size).
  followStoredSelectionInPage,
  // Enquiries queued on this device go out while any page is open and online, touched or not,
  // with the outbox's sender alone (not the app), and only where something waits.
  // In a task of its own where the first view comes after the pause.
  () => void firstView.then(newTask).then(sendWaitingEnquiries),
]);

void firstView.then(async () => {
  if (appWantedAtOnce(servedPage(document, formDraftWaiting))) {
    firstUse.stop();
    pageQuiet.stop();
    await loadApp();
    startCarouselsNow();
    afterFirstPage();
    return;
  }
  // The carousels, the worker and its notices and the language offer wait for the page's quiet;
  // the visitor's first use starts them at once, beside the app, as it always did. A press on a
  // carousel meanwhile starts its controller at once and is made once it drives it
  // (start-carousels.ts).
  void Promise.race([pageQuiet.quiet, firstUse.used]).then(() => {
    startCarouselsNow();
    afterFirstPage();
  });
  await firstUse.used;
  pageQuiet.stop();
  await loadApp();
});
