import { fileRequestInit, type CatalogueFile } from './save-catalogue';
import { COPY_STATE, type CopyState } from './copy-state';

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
  /** A file of the copy as a page gets it, or undefined. */
  served(cacheKey: string): Promise<Response | undefined>;
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
  /** This worker, as its registration names it (self.serviceWorker). */
  worker: object;
}

/**
 * What came of saving one file again: saved; refused (an error status, or a put that failed for
 * another reason than space); offline (the fetch, or the version check, threw); full (the put
 * found no space left); newer (a newer version is out: the list's URL now serves its file, which
 * must not be kept under this version's key).
 */
type Outcome = 'saved' | 'refused' | 'offline' | 'full' | 'newer';

/** Whether this version is still the newest, or a newer one is out, or the server was not reached. */
type Version = 'current' | 'newer' | 'unreachable';

/** A saving's outcome, with the network's answer when it was fetched and not kept (a newer version). */
interface Saving {
  outcome: Outcome;
  unkept?: Response;
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
  const saving = new Map<string, Promise<Saving>>();
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
    try {
      await deps.registration.update();
    } catch {
      return 'unreachable';
    }
    const next = deps.registration.installing ?? deps.registration.waiting;
    return next !== null && next !== deps.worker ? 'newer' : 'current';
  }
  /**
   * Why the missing files are not being saved, if they are not: the network was not reached the
   * last time (tried again at the next page asking), or the storage is full (one file tried again
   * at each page asking, the pages' own requests trying nothing until the network comes back,
   * resume(), or a new version's worker).
   */
  let stalled: 'offline' | 'full' | null = null;

  const state = (): CopyState => ({
    type: COPY_STATE,
    missing: missing?.size ?? 0,
    total: byKey.size,
    stalled: stalled !== null && (missing?.size ?? 0) > 0,
  });

  /** Keeps what a saving says of the network and the storage, telling the pages of a change. */
  function stallFrom(outcome: Outcome): void {
    const now = outcome === 'offline' || outcome === 'full' ? outcome : outcome === 'saved' ? null : stalled;
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
   * ('newer', 'offline': the answer is then not kept). With the storage full, a page's request
   * tries nothing; a round tries its first file (`whenFull`).
   */
  function save(cacheKey: string, whenFull = false): Promise<Saving> {
    const underWay = saving.get(cacheKey);
    if (underWay) return underWay;
    if (stalled === 'full' && !whenFull) return Promise.resolve({ outcome: 'full' });
    const file = byKey.get(cacheKey)!;
    const attempt = (async (): Promise<Saving> => {
      // Checked beside the download, so that a page waits for the slower of the two, not both.
      const version = roundVersion ?? checkVersion();
      try {
        let response: Response;
        try {
          response = await deps.fetch(file.url, fileRequestInit(file.revisioned));
        } catch {
          return { outcome: 'offline' };
        }
        if (!response.ok) return { outcome: 'refused' };
        const servable = response.redirected ? await deps.unredirect(response) : response;
        const now = await version;
        if (now !== 'current') return { outcome: now === 'newer' ? 'newer' : 'offline', unkept: servable };
        await deps.put(cacheKey, servable);
      } catch (error) {
        return { outcome: isQuotaError(error) ? 'full' : 'refused' };
      } finally {
        saving.delete(cacheKey);
      }
      missing?.delete(cacheKey);
      stalled = null;
      deps.tell(state());
      return { outcome: 'saved' };
    })().then((saved) => (stallFrom(saved.outcome), saved));
    saving.set(cacheKey, attempt);
    return attempt;
  }

  /**
   * A listed file asked for and not in the copy: saved now if the network answers, and then the
   * page gets it from the copy (one download for both); with a newer version out, the page gets
   * the network's answer, not kept (online, the network is the truth); undefined otherwise, or
   * for a file the list does not name (Workbox then asks the network for the page's request).
   * Never rejects.
   */
  async function whenMissing(cacheKey: string): Promise<Response | undefined> {
    if (!byKey.has(cacheKey)) return undefined;
    try {
      const gaps = await missingNow();
      if (!gaps.has(cacheKey)) {
        gaps.add(cacheKey);
        deps.tell(state());
      }
      const { outcome, unkept } = await save(cacheKey);
      return outcome === 'saved' ? await deps.served(cacheKey) : unkept?.clone();
    } catch {
      // The copy could not be read: the page's request is left to the network.
      return undefined;
    }
  }

  return {
    whenMissing,

    /** A stored file that cannot be served: deleted, then as a missing one. Never rejects. */
    async dropped(cacheKey: string): Promise<Response | undefined> {
      // Looked for first, so that the pages are told the copy misses it as it goes.
      await missingNow().catch(() => {});
      await deps.remove(cacheKey).catch(() => {});
      return whenMissing(cacheKey);
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
        if (version === 'newer') return deps.tell(state());
        for (const cacheKey of [...gaps]) {
          await deps.pace?.();
          const { outcome } = await save(cacheKey, true);
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

    /** The network is back: a copy held for want of space is tried again (mend() then does it). */
    resume(): void {
      if (stalled === 'full') stalled = null;
    },

    /** How whole the copy is now. */
    async state(): Promise<CopyState> {
      await missingNow();
      return state();
    },
  };
}
