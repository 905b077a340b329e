import { startTransition } from 'react';
import { App } from './app/app';
import { pageKeyOf } from './app/resolve-shown';
import { mayHydrate } from './app/first-load';
import { preloadPage } from './app/pages';
import { pageNamespaces } from './app/page-modules';
import { createClientI18n } from './i18n/client';
import { TEXT_VARIABLES } from './content/text-variables';
import { languageFromQuery } from './i18n/query-language';
import { resolveRoute } from './routing/resolve-route';
import { translatePath } from './routing/translate-path';
import { shownLang } from './app/head';
import { handledByCaller, reloadIfFileGone } from './pwa/reload-once';
import { pageTextsRoot, textsUrl } from './i18n/options';
import { tolerateMovedNodes, type NodeMethods } from './app/moved-nodes';
import { hydrationWarning } from './app/hydration-part';
import { takeServedParts } from './components/served-parts';
import type { ConsentStore } from './consent/consent-store';
import './styles/global.css';

/** What the page's first script (boot.ts) started before the app, and hands to it. */
export interface FirstLoad {
  consent: ConsentStore;
  /** Called as React starts to listen to the page: events from then on are React's to answer. */
  listening: () => void;
}

async function hydrateApp({ consent, listening }: FirstLoad, onFirstCommit: () => void) {
  const root = document.getElementById('root')!;
  const { pathname, search, hash } = window.location;

  // ?lng=xx on any page means "this page, in that language"; an unusable value is just dropped.
  const asked = languageFromQuery(search);
  if (asked.search !== search) window.history.replaceState(null, '', pathname + asked.search + hash);
  const wanted = asked.lang ? translatePath(pathname, asked.lang) : pathname;
  let resolution = resolveRoute(wanted, asked.lang ?? undefined);
  // The language detector is needed only to remember a ?lng= choice, or to break a tie when a
  // path belongs to two other languages (/contact): load it just then. A choice is remembered
  // beside the start, which never waits for that code (a stalled request would hold the page
  // unhydrated), but before another address replaces this page. Without the code the page is
  // still shown in that language, and the next visit asks again.
  const chosen = asked.lang;
  const remembered = chosen
    ? import('./i18n/detector')
        .then(({ createDetector, rememberLanguage }) => rememberLanguage(createDetector(), chosen))
        .catch(() => {})
    : Promise.resolve();
  if (!chosen && resolution.kind === 'redirect') {
    const { createDetector, detectLanguage } = await import('./i18n/detector');
    resolution = resolveRoute(wanted, detectLanguage(createDetector(), ['localStorage', 'navigator']) ?? undefined);
  }
  const destination = resolution.kind === 'redirect' ? resolution.to : wanted;
  if (destination !== pathname || resolution.kind === 'redirect') {
    await remembered;
    window.location.replace(destination + asked.search + hash);
    return;
  }

  const key = pageKeyOf(resolution);
  const lang = shownLang(resolution);
  const [i18n, { createRoot, hydrateRoot }] = await Promise.all([
    // The texts backend retries a failed import of its code itself; never a reason to reload.
    createClientI18n(lang, pageNamespaces(key), TEXT_VARIABLES, handledByCaller),
    import('react-dom/client'),
    preloadPage(key),
  ]);
  // The page is drawn with the texts its HTML was rendered with (i18n/options.ts), or not at all:
  // without them it stays as served, never hydrated with other texts or none. Gone from the
  // server (a deploy since the page was loaded), the new version's page is loaded, once.
  const missing = ['common', ...pageNamespaces(key)].filter((ns) => !i18n.hasResourceBundle(lang, ns));
  if (missing.length > 0) {
    if (await reloadIfFileGone(textsUrl(pageTextsRoot(), lang, missing[0]!))) return;
    throw new Error(`The page's texts (${missing.join(', ')}) could not be had: it stays as served.`);
  }
  // Hydrate only markup that was rendered for this very page (first-load.ts); a host's fallback
  // page is replaced. In a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree.
  const hydrating = mayHydrate(resolution);
  // Anything may have changed the page since it was served (a browser's translation wraps every
  // text in <font>, extensions edit it): React's own updates must survive nodes moved behind its
  // back (moved-nodes.ts), and the kept parts' nodes are taken now, to be given back to any part
  // React has to render afresh (components/served-parts.ts).
  tolerateMovedNodes(Node.prototype as unknown as NodeMethods);
  const servedParts = hydrating ? takeServedParts(root) : undefined;
  const app = (
    <App i18n={i18n} consent={consent} onFirstCommit={onFirstCommit} hydrating={hydrating} servedParts={servedParts} />
  );
  // React listens from here on, and answers a press on a part it has not hydrated yet itself.
  listening();
  if (hydrating) {
    startTransition(
      () =>
        void hydrateRoot(root, app, {
          // A part whose markup differed is drawn again on the client, and said so, by its name.
          onRecoverableError: (error, { componentStack }) => console.warn(hydrationWarning(error, componentStack)),
        }),
    );
  } else createRoot(root).render(app);
}

/**
 * Starts the app on the page the boot script has shown. Resolves true once the first page has
 * hydrated and committed, false once the app could not start; never while the page is being
 * replaced (a redirect, or `?lng=` for another address).
 */
export function startApp(firstLoad: FirstLoad): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    // The page stays as served, readable with its links, when its code cannot be had (offline
    // before the service worker has it, or gone after a deploy and already reloaded once).
    hydrateApp(firstLoad, () => resolve(true)).catch((error: unknown) => {
      console.warn('The app could not be started:', error);
      resolve(false);
    });
  });
}
