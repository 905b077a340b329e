import { fileRequestInit, type CatalogueFile } from './save-catalogue';
import { COPY_STATE, type CopyStall, type CopyState } from './copy-state';
import { PICTURE_NETWORK_WAIT_MS } from './picture-stand-ins';

/**
 * The offline copy mended while the site runs (issue 52, after the gzip leftover). A stored file
 * found damaged (stored-compression.ts) is deleted: a saving skips the files it finds saved. Until
 * now it stayed missing until the next version's install, while the site said it was ready
 * offline. Here it is saved again from the network, as the install saves it (the list's URL, its
 * cache key with the revision, the same put), as soon as the network answers: at once if it does,
 * or else at the next page a visitor opens or when the network comes back (the page asks:
 * copy-state.ts). Framework-free, so it is tested without a worker (copy-mender.test.ts).
 */
export interface MenderDeps {
  /** The precache list's files (their places in packs are not used: one file is fetched alone). */
  files: readonly Pick<CatalogueFile, 'url' | 'cacheKey' | 'revisioned'>[];
  /** The keys of every file in the copy now. */
  savedKeys(): Promise<ReadonlySet<string>>;
  /** Deletes a file's entry. */
  remove(cacheKey: string): Promise<void>;
  /** Keeps a file as the network answered it, in the copy's form: the install's own put. */
  put(cacheKey: string, response: Response): Promise<void>;
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** A response that followed a redirect, made servable (save-catalogue.ts's unredirect). */
  unredirect(response: Response): Promise<Response>;
  /** Tells every page how whole the copy is now, each time that changes (paced: createCopyTeller). */
  tell(state: CopyState): void;
  /** Resolves when the mending may fetch its next file: it gives way to the page (saving-pace.ts). */
  pace?(): Promise<void>;
  /**
   * This worker's registration: update() asks the server for the worker's script, and a newer
   * version found is then installing or waiting there.
   */
  registration: { update(): Promise<unknown>; readonly installing: object | null; readonly waiting: object | null };
  /**
   * This worker, as its registration names it (self.serviceWorker; null where a browser lacks
   * it). Only the active worker mends: the pages ask their controller (copy-state.ts).
   */
  worker: object | null;
  /**
   * How long the version check may take before the server counts as unreachable: the worker's
   * one network limit, the picture's wait (picture-stand-ins.ts), so that a hanging sw.js does not
   * hang the round.
   */
  versionWaitMs?: number;
}

/**
 * What came of saving one file again: saved; refused (an error status, or a put that failed for
 * another reason than space); offline (the fetch threw, or the version check threw or did not
 * settle in time); full (the put found no space left); newer (a newer version is out: the list's
 * URL now serves its file, which must not be kept under this version's key).
 */
type Outcome = 'saved' | 'refused' | 'offline' | 'full' | 'newer';

/** Whether this version is still the newest, or a newer one is out, or the server was not reached. */
type Version = 'current' | 'newer' | 'unreachable';

/**
 * One file being saved: the network's servable answer as soon as it comes (undefined if none),
 * never read itself, so that each page asking takes a clone of it; and what came of keeping it.
 */
interface Saving {
  answer: Promise<Response | undefined>;
  outcome: Promise<Outcome>;
}

const NOTHING_FETCHED: Promise<undefined> = Promise.resolve(undefined);

/**
 * Who waits for a file the copy misses: the visitor, for a page navigated to, or a page, for a
 * file it loads (a script, a picture's stand-in, a text).
 */
export type PageAsker = 'navigation' | 'page';

/**
 * How a file a page waits for is asked of the network: a navigation to a missing page at high
 * priority, which the visitor waits for with nothing new on screen; a file a page loads (a
 * script, a picture) at the default, not put ahead of the page's other requests; neither at the
 * install's low, which lets the page's own requests go first. Through the
 * browser's HTTP cache, not around it as the install goes (`reload`), but for a file named
 * without its revision (pages, texts) never on the cache's word alone (`no-cache`: a
 * 304 confirms the cached bytes): the install saved those files in packs, so the cache may still
 * hold one as an older version fetched it, fresh by the heuristics of a page sent without
 * Cache-Control, and kept under this revision's key it would link files this version does not
 * have. What the server answers now is this version's: the version check says no newer is out.
 * A file named by its hash (assets) is the same bytes wherever it comes from.
 */
export function pageRequestInit(revisioned: boolean, by: PageAsker): RequestInit {
  return {
    cache: revisioned ? 'no-cache' : 'default',
    credentials: 'same-origin',
    ...(by === 'navigation' && { priority: 'high' as const }),
  };
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

export type CopyMender = ReturnType<typeof createCopyMender>;

export function createCopyMender(deps: MenderDeps) {
  const byKey = new Map(deps.files.map((file) => [file.cacheKey, file]));
  /**
   * The listed files not in the copy; null until looked for since the worker started: the browser
   * stops an idle worker, and what it knew goes with it.
   */
  let missing: Set<string> | null = null;
  /** Each file being saved, so that a page asking for it and the mending share one download. */
  const saving = new Map<string, Saving>();
  let mending: Promise<void> | null = null;
  /**
   * The version check of the round under way, shared by its files: one update() a round. Outside
   * a round a page's request for a missing file checks for itself.
   */
  let roundVersion: Promise<Version> | null = null;

  /**
   * After a deploy the list's URL serves the new build's file: kept under this version's key, the
   * copy would link files this worker does not have. The platform's own check tells a new version.
   */
  async function checkVersion(): Promise<Version> {
    if (stalled === 'newer') return 'newer';
    // A worker already installing or waiting is known without asking the server for sw.js again.
    if (!deps.registration.installing && !deps.registration.waiting) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deps.versionWaitMs ?? PICTURE_NETWORK_WAIT_MS);
      });
      const checked = await Promise.race([deps.registration.update().then(() => 'checked' as const), late])
        .catch(() => 'failed' as const)
        .finally(() => clearTimeout(timer));
      if (checked !== 'checked') return 'unreachable';
    }
    const next = deps.registration.installing ?? deps.registration.waiting;
    return next !== null && next !== deps.worker ? 'newer' : 'current';
  }
  /**
   * Why the missing files are not being saved, if they are not: the network was not reached the
   * last time (tried again at the next page asking), or the storage is full (one file tried again
   * at each page asking, the pages' own requests trying nothing until the network comes back,
   * resume(), or a new version's worker), or a newer version is out (it brings a whole copy of its
   * own; remembered until this worker is replaced, the server not asked again).
   */
  let stalled: CopyStall | null = null;

  const state = (): CopyState => {
    const short = (missing?.size ?? 0) > 0;
    return {
      type: COPY_STATE,
      missing: missing?.size ?? 0,
      total: byKey.size,
      stalled: stalled !== null && short,
      ...(stalled !== null && short && { stalledBy: stalled }),
    };
  };

  /** Keeps what a saving says of the network and the storage, telling the pages of a change. */
  function stallFrom(outcome: Outcome): void {
    if (stalled === 'newer') return;
    const now = outcome === 'refused' ? stalled : outcome === 'saved' ? null : outcome;
    if (now === stalled) return;
    stalled = now;
    deps.tell(state());
  }

  async function missingNow(): Promise<Set<string>> {
    if (!missing) {
      const saved = await deps.savedKeys();
      missing ??= new Set([...byKey.keys()].filter((key) => !saved.has(key)));
    }
    return missing;
  }

  /**
   * Whether the file is in the copy again, or else whether the network could not be reached
   * ('offline': the fetch threw) or answered and the file still could not be kept ('refused': an
   * error status, or the put failed), or whether a newer version is out or was not checked for
   * ('newer', 'offline': the answer is then not kept). The answer comes as soon as the network
   * gives it: only the keeping waits for the version check, which runs beside the download. With
   * the storage full, a page's request tries nothing; a round tries its first file. A page waits
   * for its file: asked as pageRequestInit says; a round's, as the install asks (fileRequestInit).
   */
  function save(cacheKey: string, by: PageAsker | 'round'): Saving {
    const underWay = saving.get(cacheKey);
    if (underWay) return underWay;
    if (stalled === 'full' && by !== 'round') return { answer: NOTHING_FETCHED, outcome: Promise.resolve('full') };
    const file = byKey.get(cacheKey)!;
    const version = roundVersion ?? checkVersion();
    const download = (async (): Promise<Response | 'offline' | 'refused'> => {
      let response: Response;
      try {
        const init = by === 'round' ? fileRequestInit(file.revisioned) : pageRequestInit(file.revisioned, by);
        response = await deps.fetch(file.url, init);
      } catch {
        return 'offline';
      }
      if (!response.ok) return 'refused';
      return response.redirected ? await deps.unredirect(response) : response;
    })().catch(() => 'refused' as const);
    const outcome = (async (): Promise<Outcome> => {
      const servable = await download;
      if (typeof servable === 'string') return servable;
      const now = await version;
      if (now !== 'current') return now === 'newer' ? 'newer' : 'offline';
      try {
        await deps.put(cacheKey, servable.clone());
      } catch (error) {
        return isQuotaError(error) ? 'full' : 'refused';
      }
      missing?.delete(cacheKey);
      stalled = null;
      deps.tell(state());
      return 'saved';
    })()
      .finally(() => saving.delete(cacheKey))
      .then((outcome) => (stallFrom(outcome), outcome));
    const entry = { answer: download.then((got) => (typeof got === 'string' ? undefined : got)), outcome };
    saving.set(cacheKey, entry);
    return entry;
  }

  /**
   * A listed file asked for and not in the copy: the page gets the network's answer as soon as it
   * comes, and the same download is kept in the copy unless a newer version is out (one download
   * for both; the page never waits for the version check or the put, which `keeping` is given to
   * hold the worker for: the fetch event's waitUntil); undefined when the network gives nothing
   * servable, or for a file the list does not name (Workbox then asks the network for the page's
   * request). `by`: who waits for it (pageRequestInit). Never rejects.
   */
  async function whenMissing(
    cacheKey: string,
    keeping?: (done: Promise<unknown>) => void,
    by: PageAsker = 'page',
  ): Promise<Response | undefined> {
    if (!byKey.has(cacheKey)) return undefined;
    try {
      const gaps = await missingNow();
      if (!gaps.has(cacheKey)) {
        gaps.add(cacheKey);
        deps.tell(state());
      }
      const { answer, outcome } = save(cacheKey, by);
      keeping?.(outcome);
      return (await answer)?.clone();
    } catch {
      // The copy could not be read: the page's request is left to the network.
      return undefined;
    }
  }

  return {
    whenMissing,

    /** A stored file that cannot be served: deleted, then as a missing one. Never rejects. */
    async dropped(
      cacheKey: string,
      keeping?: (done: Promise<unknown>) => void,
      by: PageAsker = 'page',
    ): Promise<Response | undefined> {
      // Looked for first, so that the pages are told the copy misses it as it goes.
      await missingNow().catch(() => {});
      await deps.remove(cacheKey).catch(() => {});
      return whenMissing(cacheKey, keeping, by);
    },

    /**
     * Saves what the copy misses, one file at a time, up to the first whose fetch throws (offline,
     * the rest would fail alike) or a put finds the storage full (a full storage is so tried again
     * one file a round: each page shown asks for one, as the failed-saving notice says). A file
     * the network refuses (an error status, a put failed otherwise) does not hold the others
     * back: it goes to the end of the list, for a later round. First the round asks whether a
     * newer version is out: then it keeps nothing (that version brings a whole copy of its own),
     * and if the server cannot be reached, it stops as offline. Never rejects.
     */
    mend(): Promise<void> {
      mending ??= (async () => {
        const gaps = await missingNow();
        if (gaps.size === 0) return;
        roundVersion = checkVersion();
        const version = await roundVersion;
        if (version === 'unreachable') return stallFrom('offline');
        if (version === 'newer') return stallFrom('newer');
        for (const cacheKey of [...gaps]) {
          await deps.pace?.();
          const outcome = await save(cacheKey, 'round').outcome;
          if (outcome !== 'saved' && outcome !== 'refused') return;
          if (outcome === 'refused' && gaps.delete(cacheKey)) gaps.add(cacheKey);
        }
      })()
        .catch(() => {})
        .finally(() => {
          mending = null;
          roundVersion = null;
        });
      return mending;
    },

    /**
     * The network is back: a copy held for want of space or of a server is tried again (mend()
     * then does it), and the state told meanwhile (the reply to the page that said so) reads as
     * saving, not as the stall the page has just left; a round that still finds no server stalls
     * it again. A newer version's stall stays: that copy is not saved again.
     */
    resume(): void {
      if (stalled === 'full' || stalled === 'offline') stalled = null;
    },

    /** How whole the copy is now. */
    async state(): Promise<CopyState> {
      await missingNow();
      return state();
    },
  };
}
