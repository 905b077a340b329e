import type { CopyMender, PageAsker } from './copy-mender';

/**
 * How the worker holds itself alive while a file saved again is kept: the fetch event's waitUntil.
 * The page is answered as soon as the network gives the file; the version check and the put come
 * after, and a browser stops an idle worker whose events have all settled, losing the keeping.
 */
export type Keeping = (done: Promise<unknown>) => void;

/** The request a file of the copy answers: its mode tells a navigation (copy-mender.ts's pageRequestInit). */
export type AskingRequest = Pick<Request, 'mode'>;

const askerOf = (request: AskingRequest): PageAsker => (request.mode === 'navigate' ? 'navigation' : 'page');

/** What outlasts an answer: a fetch event (ExtendableEvent's waitUntil). */
export interface EventLifetime {
  waitUntil(done: Promise<unknown>): void;
}

export interface CopyReaderDeps {
  /** The copy's entry for a URL of the list, or undefined (Workbox's matchPrecache). */
  matchPrecache(url: string): Promise<Response | undefined>;
  /** The list's key for a URL of it, or undefined for a URL it does not name. */
  cacheKeyFor(url: string): string | undefined;
  /** A stored entry as a page must get it, or null if it cannot be served (stored-compression.ts). */
  servedFromStore(stored: Response): Promise<Response | null>;
  mender: Pick<CopyMender, 'whenMissing' | 'dropped'>;
}

/**
 * A file of the copy read as a page must get it, by either of the worker's two ways: Workbox's
 * precache route (its plugin hands over a stored entry) and the worker's own handlers, which ask by
 * URL (matchPrecache skips the plugins). Missing or damaged, the file is saved again from the
 * network (copy-mender.ts), and either way the keeping is tied to the fetch event that asked.
 * Framework-free, so it is tested without a worker (copy-reader.test.ts).
 */
export function createCopyReader(deps: CopyReaderDeps) {
  /**
   * A stored entry as a page must get it. One that cannot be served (a damaged gzip) is deleted,
   * since a saving skips the files it finds saved, and saved again, as a missing one is: from the
   * network if it answers, the page then served that answer as it comes and the same download
   * kept; undefined if not. `request`: the request answered with it.
   */
  async function fromStored(
    stored: Response | undefined,
    cacheKey: string,
    request: AskingRequest,
    keeping?: Keeping,
  ): Promise<Response | undefined> {
    if (!stored) return deps.mender.whenMissing(cacheKey, keeping, askerOf(request));
    return (await deps.servedFromStore(stored)) ?? deps.mender.dropped(cacheKey, keeping, askerOf(request));
  }

  return {
    fromStored,

    /** A file of the copy by its URL, answering `request` for the fetch event `lifetime`. */
    async fromCopy(url: string, request: AskingRequest, lifetime: EventLifetime): Promise<Response | undefined> {
      const cacheKey = deps.cacheKeyFor(url);
      if (cacheKey === undefined) return undefined;
      return fromStored(await deps.matchPrecache(url), cacheKey, request, (done) => lifetime.waitUntil(done));
    },
  };
}

/** What Workbox's precache route hands its plugin's cachedResponseWillBeUsed, as read here. */
export interface PrecacheRouteParam {
  cachedResponse?: Response | undefined;
  /** The copy's key, made afresh by Workbox: its mode is not the page's ('cors'). */
  request: Pick<Request, 'url' | 'mode'>;
  /** The fetch event: it holds the worker, and its own request is the page's (a navigation?). */
  event?: EventLifetime & { request?: AskingRequest };
}

/**
 * The precache route's plugin step: the stored entry read by fromStored, under the copy's key, as
 * an answer to the fetch event's own request (a navigation is told by its mode, which the key's
 * request made afresh does not carry), kept within that event. Undefined for a file neither in the
 * copy nor to be had now: Workbox then asks the network.
 */
export function fromPrecacheRoute(
  fromStored: ReturnType<typeof createCopyReader>['fromStored'],
  { cachedResponse, request, event }: PrecacheRouteParam,
): Promise<Response | undefined> {
  const asking = event?.request ?? request;
  return fromStored(cachedResponse, request.url, asking, (done) => event?.waitUntil(done));
}
