/**
 * How the service worker saves the catalogue on install: every file of the precache list, a few
 * at a time. Framework-free, so it is tested without a worker (save-catalogue.test.ts); sw.ts
 * hands it the browser's cache and fetch, and Workbox still keeps the list and serves from it.
 *
 * Workbox's own install saves one file at a time, and caches a copy of each response
 * (`response.clone()`), which pumps every byte through the worker's thread. Here a response goes
 * to the cache as it came. Measured on this machine, first visits to `/` (4 each, alternated):
 * the worker used 699–805 ms of CPU saving the catalogue, against 1331–1653 with Workbox's
 * install, and the page was ready offline 5.7–6.6 s after it opened, against 8.8–10.4; with
 * 100 ms added to every request, as on a fair's network, 18.9–19.3 s against 57.1–58.0.
 *
 * Most files come in packs (catalogue-packs.ts): on a slow link the saving waits on round trips,
 * not bytes, and a pack brings a few dozen files in one.
 */
import { isPackNamed, responseFromPack, type PackPlace } from './catalogue-packs';

/** One file of the precache list: the URL it is fetched from, and the key it is kept under. */
export interface CatalogueFile {
  url: string;
  cacheKey: string;
  /** Files whose URL carries no hash are fetched past the HTTP cache, as Workbox does. */
  revisioned: boolean;
  /** Its place in a pack of the catalogue (catalogue-packs.ts), the pack's URL absolute. */
  packed?: PackPlace;
}

/** The part of a `Cache` used here. */
export interface CatalogueCache {
  /** The keys of every file saved already. */
  savedKeys(): Promise<ReadonlySet<string>>;
  /** Keeps a file as the network answered it (the cache makes it its stored form). */
  put(key: string, response: Response): Promise<void>;
  /** Keeps a file already in its stored form: an entry of a pack. */
  putStored(key: string, response: Response): Promise<void>;
}

export interface SaveOptions {
  cache: CatalogueCache;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** A response that followed a redirect, made servable (a navigation may not be answered with one). */
  unredirect: (response: Response) => Promise<Response>;
  /** Called once per file saved or found saved already (an install tried again). */
  onSaved: () => void;
  /**
   * How many files are fetched at once. Over HTTP/1.1 a browser opens six connections to a host:
   * four leave the page's own requests two while the visitor goes on.
   */
  atOnce?: number;
  /**
   * Resolves when the next file may be fetched (saving-pace.ts): the saving goes in small batches
   * and gives way while a page answers the visitor. Files saved already wait for nothing.
   */
  pace?: () => Promise<void>;
}

/**
 * The trade: more at once saves the catalogue sooner, and packs the browser's share of the work
 * (cache writes, requests) into less time, beside the page. With 100 ms added to every request,
 * two at once took 30.6 s, four 19.5 s. In Lighthouse's window on this 2-core machine, `/`'s
 * main-thread work was a median 2708 ms with four (12 runs), 2429 with two and 2546 with
 * Workbox's install (6 runs each): within the runs' spread (2012–3395), but not below it.
 * More at once does not help on a slow link: through a proxy giving every request of the page and
 * the worker slow 4G's 562 ms (November 2026), a first visit to `/` was ready offline after 71.1 s
 * with four and 71.2 s with six (medians of 3 runs; the six with the texts gzipped, which the
 * four lacked), and, in one run each with six, 71.3 s with the fetch priority left to the browser
 * and 71.2 s without the page's 4x CPU: the files went out at about five a second, with no more
 * than three answers under way at once at the proxy, whatever the number asked for. Neither this
 * loop nor the proxy holds them (November 2026, one run each): the worker's own resource timings
 * show four fetches under way all the time with four, eight with eight, but each waited inside
 * Chromium before it was sent (requestStart - startTime, median 81 ms with four, 1,108 ms with
 * eight) while the proxy still saw three; through the same proxy a Node client fetched 96 files
 * in 15.9 s four at once and 8.6 s eight at once, and a page (no worker) reached six under way
 * and fetched 48 files in 8.0 s four at once, 5.7 s eight at once. The browser sends a worker's
 * saving fetches no more than about three at a time: more at once here only queues them there.
 */
export const SAVED_AT_ONCE = 4;

/**
 * How a file of the list is asked of the network, at install and when a damaged one is saved again
 * (copy-mender.ts). Low priority: a request of the page's own, started meanwhile, goes first.
 */
export function fileRequestInit(revisioned: boolean): RequestInit {
  return { cache: revisioned ? 'reload' : 'default', credentials: 'same-origin', priority: 'low' };
}

/** What one of the saving's loops does next: a file on its own, or a pack none of whose files is saved. */
type Job = { file: CatalogueFile } | { pack: string; packSize: number; files: CatalogueFile[] };

/**
 * The files in the list's order, each pack's where its first file is: a pack none of whose files
 * is saved is fetched once; a pack partly saved (an interrupted install) gives its missing files
 * one by one, so that no file saved already is fetched again.
 */
function jobsOf(files: readonly CatalogueFile[], saved: ReadonlySet<string>): Job[] {
  const packs = new Map<string, CatalogueFile[]>();
  const order: Array<CatalogueFile | string> = [];
  for (const file of files) {
    if (!file.packed) order.push(file);
    else if (packs.has(file.packed.pack)) packs.get(file.packed.pack)!.push(file);
    else {
      packs.set(file.packed.pack, [file]);
      order.push(file.packed.pack);
    }
  }
  return order.flatMap((item): Job[] => {
    if (typeof item !== 'string') return [{ file: item }];
    const inPack = packs.get(item)!;
    if (inPack.some(({ cacheKey }) => saved.has(cacheKey))) return inPack.map((file) => ({ file }));
    return [{ pack: item, packSize: inPack[0]!.packed!.packSize, files: inPack }];
  });
}

/**
 * Saves every file not in the cache yet. Rejects at the first file that does not load or whose
 * answer is not a success, so the install fails and is tried again (register.ts), and starts no
 * other file after it, nor reports one. A pack that does not load whole and as built is no failure
 * yet: its files are then fetched one by one.
 */
export async function saveCatalogue(files: readonly CatalogueFile[], options: SaveOptions): Promise<void> {
  const { cache, fetch, unredirect, onSaved, atOnce = SAVED_AT_ONCE, pace } = options;
  const saved = await cache.savedKeys();
  const jobs = jobsOf(files, saved);
  let next = 0;
  let failed = false;
  const get = (url: string, revisioned: boolean) => fetch(url, fileRequestInit(revisioned));

  /** Whether the file was saved, or found saved, while the install still goes on. */
  const saveFile = async (file: CatalogueFile): Promise<boolean> => {
    if (!saved.has(file.cacheKey)) {
      await pace?.();
      if (failed) return false;
      const response = await get(file.url, file.revisioned);
      if (!response.ok) throw new Error(`${file.url} answered ${response.status}`);
      await cache.put(file.cacheKey, response.redirected ? await unredirect(response) : response);
    }
    return true;
  };

  /**
   * The pack's body and headers, or null if it did not come whole and as built: an answer of its
   * length but other bytes (a portal's page padded to size) would store every entry broken.
   */
  const loadPack = async (url: string, size: number): Promise<{ body: ArrayBuffer; headers: Headers } | null> => {
    try {
      const response = await get(url, false);
      if (!response.ok) return null;
      const body = await response.arrayBuffer();
      return body.byteLength === size && (await isPackNamed(url, body)) ? { body, headers: response.headers } : null;
    } catch {
      return null;
    }
  };

  const saveEach = async (): Promise<void> => {
    while (!failed && next < jobs.length) {
      const job = jobs[next++]!;
      try {
        if ('file' in job) {
          if (!(await saveFile(job.file))) return;
        } else {
          await pace?.();
          if (failed) return;
          const pack = await loadPack(job.pack, job.packSize);
          if (!pack) {
            // Its files one by one, next: each may still load on its own.
            jobs.splice(next, 0, ...job.files.map((file) => ({ file })));
            continue;
          }
          for (const file of job.files) {
            await pace?.();
            if (failed) return;
            await cache.putStored(file.cacheKey, responseFromPack(pack.body, file.packed!, pack.headers));
            if (failed) return;
            onSaved();
          }
          continue;
        }
      } catch (error) {
        failed = true;
        throw error;
      }
      // A file under way when another failed is kept (the next attempt need not fetch it) but not
      // counted: the install has failed, and a progress report sent now reached the page after
      // the news of the failure and put "saving…" back on its screen, for good.
      if (failed) return;
      onSaved();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, atOnce) }, saveEach));
}
