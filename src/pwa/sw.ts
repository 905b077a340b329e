/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { copyResponse } from 'workbox-core';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { splitLanguage } from '../routing/paths';
import { notFoundFileFor } from '../routing/html-file';
import { OUTBOX_SYNC_TAG, sendFromWorker } from '../contact/offline/worker-outbox';
import {
  createPrecacheCounter,
  PRECACHE_OUTCOME,
  type PrecacheOutcome,
  type PrecacheProgress,
} from './precache-progress';
import { saveCatalogue } from './save-catalogue';
import { storedResponse } from './stored-page';
import { browserGzip, compressedForStore, servedFromStore } from './stored-compression';
import { createCopyMender } from './copy-mender';
import { createCopyReader, fromPrecacheRoute } from './copy-reader';
import { askedAsNetworkCameBack, createCopyTeller, isCopyStateAsked, type CopyState } from './copy-state';
import type { WithPackPlace } from './catalogue-packs';
import { packPlacesByUrl } from './pack-places';
import { outdatedPrecaches, precacheCacheName } from './precache-caches';
import { createSavingPace, isPageBusy } from './saving-pace';
import { pictureOrStandIn, standInByUrl, type WithStandIns } from './picture-stand-ins';
import { WEBP_CACHE, WEBP_CACHE_MAX_ENTRIES } from './storage-names';

/** An entry of the precache list as the build writes it (vite.config.ts's manifestTransforms). */
type ListedFile = WithPackPlace<WithStandIns<{ url: string; revision: string | null }>>;

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: ListedFile[];
};

/** Background Sync's event (Chromium); not in TypeScript's worker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Queued enquiries are sent when the network is back, even with every page of the site closed.
// Browsers without Background Sync never fire it: there the pages send (page-outbox.ts).
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendFromWorker(self));
});

// The page asks for the waiting version to take over when the visitor accepts the update.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first version takes control at once (there is nothing older to be consistent with);
// later versions wait for the visitor's "Reload", then the page reloads onto them.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const MANIFEST: ListedFile[] = self.__WB_MANIFEST;

/** Every window of the site, the one that registered this worker included (it is not controlled yet). */
async function tellPages(news: PrecacheProgress | PrecacheOutcome | CopyState) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  pages.forEach((page) => page.postMessage(news));
}

// A first visit shows how far saving the catalogue has got (precache-progress.ts).
// Every twentieth of the files, at most once a second: each message redraws the page's notice
// while the page is being used. At one every twentieth alone, the 21 redraws of a first visit
// took ~550 of the ~900 ms of main-thread work a phone (4x CPU) did while the catalogue was saved.
const countCached = createPrecacheCounter(MANIFEST.length, (progress) => void tellPages(progress), {
  step: Math.max(1, Math.ceil(MANIFEST.length / 20)),
  minIntervalMs: 1000,
});

/**
 * Every page, image, translation and script of the build: Workbox keeps the list and serves it,
 * the texts the worker stored gzipped decompressed on the way out (stored-compression.ts). Kept under
 * a name of its own, which an older worker never reads (precache-caches.ts).
 */
const precache = new PrecacheController({
  cacheName: precacheCacheName(self.registration.scope),
  plugins: [
    {
      // The keeping of a file saved again outlasts the answer: the fetch event holds the worker for it.
      // `request` here is the copy's key, made afresh; the page's own (a navigation?) is the event's.
      cachedResponseWillBeUsed: (param) => fromPrecacheRoute(fromStored, param),
    },
  ],
});
precache.addToCacheList(MANIFEST);

const openCopy = () => caches.open(precache.strategy.cacheName);

/**
 * Keeps a file as the network answered it, at install and when saved again. A page is kept with
 * its styles linked, not inline (stored-page.ts): a third less to store; then it and the other
 * texts gzipped (stored-compression.ts): in Chromium the copy took 3.30 MB of Cache Storage instead
 * of 6.19 (navigator.storage.estimate, November 2026).
 */
async function keepStored(cache: Cache, cacheKey: string, response: Response): Promise<void> {
  await cache.put(cacheKey, await compressedForStore(await storedResponse(response)));
}

/** The precache list's files: the URL each is fetched from, and the key it is kept under. */
const LISTED = [...precache.getURLsToCacheKeys()].map(([url, cacheKey]) => ({
  url,
  cacheKey,
  revisioned: url !== cacheKey,
}));

/** A file of the list missing from the copy, or dropped from it, saved again (copy-mender.ts). */
const mender = createCopyMender({
  files: LISTED,
  savedKeys: async () => new Set((await (await openCopy()).keys()).map((request) => request.url)),
  remove: (cacheKey) =>
    openCopy()
      .then((cache) => void cache.delete(cacheKey))
      .catch(() => {}),
  put: async (cacheKey, response) => keepStored(await openCopy(), cacheKey, response),
  fetch: (url, init) => fetch(url, init),
  unredirect: copyResponse,
  // As the install's progress: at most once a second between the turns (copy-state.ts).
  tell: createCopyTeller((state) => void tellPages(state).catch(() => {}), {
    step: Math.max(1, Math.ceil(MANIFEST.length / 20)),
    minIntervalMs: 1000,
  }),
  pace: () => pace.next(),
  // After a deploy a newer version is told by the platform's own check, not by the files (copy-mender.ts).
  registration: self.registration,
  worker: self.serviceWorker ?? null,
});

/**
 * A stored file as a page must get it, from the precache route's plugin (fromStored) or by its URL
 * in the worker's own handlers (fromCopy: Workbox's matchPrecache skips the plugins); damaged or
 * missing, saved again while the fetch event that asked holds the worker (copy-reader.ts).
 */
const { fromStored, fromCopy } = createCopyReader({
  matchPrecache: (url) => precache.matchPrecache(url),
  cacheKeyFor: (url) => precache.getCacheKeyForURL(url),
  servedFromStore: (stored) => servedFromStore(stored),
  mender,
});

// A page asks how whole the copy is once it has settled, at each page shown and when the network
// comes back: told, and what the copy misses is saved again if the network answers (copy-state.ts).
self.addEventListener('message', (event) => {
  if (!isCopyStateAsked(event.data)) return;
  if (askedAsNetworkCameBack(event.data)) mender.resume();
  event.waitUntil(
    mender
      .state()
      .then((state) => event.source?.postMessage(state))
      .catch(() => {})
      .then(mender.mend),
  );
});

/** How fast the first visit's saving goes: it gives way to the page (saving-pace.ts). */
const pace = createSavingPace();
// A page of the site tells the worker when the visitor taps or types (register.ts).
self.addEventListener('message', (event) => {
  if (isPageBusy(event.data)) pace.busy();
});

// Saved by save-catalogue.ts, not by Workbox's own install (why: there). How it ended is told to
// every window, within the install, so that a worker whose install failed still says it.
self.addEventListener('install', (event) =>
  event.waitUntil(
    saveTheCatalogue().then(
      () => tellPages({ type: PRECACHE_OUTCOME, saved: true }),
      async (error: unknown) => {
        await tellPages({ type: PRECACHE_OUTCOME, saved: false }).catch(() => {});
        throw error;
      },
    ),
  ),
);

/** Each file's place in its pack, by its absolute URL; none without gzip streams (pack-places.ts). */
const PACK_PLACES = packPlacesByUrl(MANIFEST, self.location.href, browserGzip() !== null);

function saveTheCatalogue(): Promise<void> {
  return openCopy().then((cache) =>
    saveCatalogue(
      LISTED.map((file) => ({ ...file, packed: PACK_PLACES.get(file.url) })),
      {
        cache: {
          savedKeys: async () => new Set((await cache.keys()).map((request) => request.url)),
          put: (key, response) => keepStored(cache, key, response),
          // A pack's entries are in that form already (the build made them so).
          putStored: (key, response) => cache.put(key, response),
        },
        fetch: (url, init) => fetch(url, init),
        unredirect: copyResponse,
        onSaved: countCached,
        pace: pace.next,
      },
    ),
  );
}
// Drops the precaches of older versions, the plain one kept before the texts were gzipped among
// them (precache-caches.ts; in place of Workbox's cleanupOutdatedCaches, which would drop this one).
self.addEventListener('activate', (event) => event.waitUntil(dropOutdatedPrecaches()));

async function dropOutdatedPrecaches(): Promise<void> {
  const names = outdatedPrecaches(await caches.keys(), precache.strategy.cacheName, self.registration.scope);
  await Promise.all(names.map((name) => caches.delete(name)));
}
// Drops the files of older versions that this one no longer lists.
self.addEventListener('activate', (event) => void precache.activate(event));

// A page URL finds its own file: /en/contact → en/contact.html (cleanURLs), / → index.html;
// query strings such as ?lng= are ignored.
registerRoute(
  new PrecacheRoute(precache, { cleanURLs: true, directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] }),
);

// A picture at a width the catalogue does not keep: from the network, or else its widest file,
// which the catalogue keeps (picture-stand-ins.ts).
const STAND_INS = standInByUrl(MANIFEST, self.location.href);
registerRoute(
  ({ url }) => STAND_INS.has(url.href),
  ({ request, url, event }) =>
    pictureOrStandIn(
      (signal) => fetch(request, { signal }),
      () => fromCopy(STAND_INS.get(url.href)!, request, event),
    ),
);

// WebP copies exist only for browsers without AVIF, which never ask for the AVIF ones; they are
// kept when first used rather than precached, which would double the images' weight for all.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.endsWith('.webp'),
  // The plugin keeps its own database (EXPIRATION_DB), which the policies list.
  new CacheFirst({
    cacheName: WEBP_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: WEBP_CACHE_MAX_ENTRIES })],
  }),
);

// Any other page: ask the network; without one, the not-found page of the URL's language,
// whose app then redirects wrong-language paths (/location → /en/location) in the browser.
registerRoute(
  new NavigationRoute(async ({ request, url, event }) => {
    try {
      return await fetch(request);
    } catch {
      const notFound = await fromCopy(notFoundFileFor(splitLanguage(url.pathname).lang), request, event);
      return notFound ?? Response.error();
    }
  }),
);
