import { readSession, writeSession } from '../components/safe-storage';
import { isHandledByCaller } from './import-handled';

export { handledByCaller } from './import-handled';

/** Where the tab notes the page it reloaded once for a missing chunk (session storage). */
export const RELOAD_STORAGE_KEY = 'reloaded-for-missing-chunk';

/**
 * The address of the script or style sheet that a failed dynamic import names, resolved against
 * `base`. Chromium and Firefox name it in the message, as does Vite's loader for a style sheet;
 * Safari's message names none.
 */
export function failedChunkUrl(error: unknown, base: string): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const named = /(?:https?:\/\/[^\s'"]+|\/[^\s'"]+)\.(?:m?js|css)\b/.exec(message)?.[0];
  if (!named) return null;
  try {
    return new URL(named, base).href;
  } catch {
    return null;
  }
}

/**
 * Whether the server says the file is gone (404 or 410), as it does after a deploy removed it.
 * A network failure says nothing: offline, or behind a fair's Wi-Fi that reaches nothing, or on a
 * page the visitor is leaving (Firefox stops its pending loads then), every import fails and a
 * reload could only fail too, or take the visitor back from where they were going. HEAD passes
 * the service worker (its routes answer GET), so the server itself answers.
 */
async function serverSaysGone(url: string): Promise<boolean> {
  const status = await serverStatus(url);
  return status === 404 || status === 410;
}

/** What the server itself answers `url` now (HEAD, past the service worker and the cache), or null. */
async function serverStatus(url: string): Promise<number | null> {
  return (await serverAnswer(url))?.status ?? null;
}

async function serverAnswer(url: string): Promise<Response | null> {
  try {
    return await fetch(url, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return null;
  }
}

/**
 * Whether `answer` is the script asked for, from the site itself: a 2xx with a JavaScript type,
 * not taken elsewhere. A captive portal answers 200 with its own HTML page, or redirects to its
 * own address; a reload then would land the visitor on an error page or the portal's.
 */
export function answersAsScript(answer: Response, asked: string): boolean {
  if (answer.status < 200 || answer.status > 299) return false;
  if (!/^(?:text|application)\/(?:x-)?(?:java|ecma)script\b/i.test(answer.headers.get('content-type') ?? ''))
    return false;
  try {
    return new URL(answer.url || asked).origin === new URL(asked).origin;
  } catch {
    return false;
  }
}

/**
 * Whether `error` is WebKit's failure to load a module script: a TypeError naming no address.
 * Chromium and Firefox name the script they could not load; an error naming none there is the
 * app's code throwing as it was evaluated, which a reload would only repeat.
 */
export function isWebKitImportFailure(error: unknown): boolean {
  return error instanceof TypeError && /^Importing a module script failed\b/.test(error.message);
}

/**
 * After a deploy, an open page may ask for a script chunk that no longer exists. Reloading
 * fetches the new HTML and chunks; doing it at most once per page avoids a reload loop when
 * the failure has another cause. Resolves to whether a reload was started.
 */
export async function reloadIfChunkGone(error: unknown): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  const url = failedChunkUrl(error, window.location.href);
  // Without the file's address (WebKit's message names none), nothing says the file is gone:
  // WebKit stops a page's pending loads when the visitor goes on, and a reload then would bring
  // back the page being left instead of the one asked for. The error page offers the reload.
  return url ? reloadIfFileGone(url) : false;
}

/**
 * The same for any file the page needs that a deploy may have removed: the texts its HTML was
 * rendered with (main.tsx). Reloads once if the server says `url` is gone; resolves to whether
 * a reload was started.
 */
export async function reloadIfFileGone(url: string): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  if (!(await serverSaysGone(url))) return false;
  if (reloadedHere()) return false;
  // Without session storage the reload could not be remembered, and would repeat forever.
  if (!writeSession(RELOAD_STORAGE_KEY, window.location.pathname)) return false;
  window.location.reload();
  return true;
}

/**
 * The file whose answer decides whether a failed import of the app reloads the page: the script
 * `error` names; where it names none (WebKit's load failure), the page's entry script `entry` (the
 * site answers, or a deploy has removed it), and only while a Send is held. Measured in the WebKit
 * lane (the site cut at a proxy after the page came, Send pressed, the site back): the page's
 * retries fetched the app's entry chunks again but not the scripts they import, which had failed,
 * and failed at once, for as long as the page lived (100 s). A page reloaded for the Send failed
 * its first try at once too, then brought the app at its next held try, once the service worker it
 * registered had fetched the site's files (with no worker registering, it failed at every try for
 * 80 s). Without a Send held, a failure naming nothing may be a page being left, whose loads
 * WebKit stops: nothing to probe, no reload. Only WebKit's load failure is read so
 * (isWebKitImportFailure): elsewhere an error naming no script is the app's code throwing.
 */
export function failedImportProbe(error: unknown, base: string, entry: string, sendHeld: boolean): string | null {
  return failedChunkUrl(error, base) ?? (sendHeld && isWebKitImportFailure(error) ? entry : null);
}

/** What became of the page after the app's import failed (reloadForFailedImport). */
export type FailedImportOutcome =
  /** A reload has started. */
  | 'reloading'
  /** The server says the app's script is gone (a deploy), and the page stays (see below). */
  | 'gone'
  /** The page stays, and nothing said the script is gone. */
  | 'stays';

/**
 * The app's own import failed (boot.ts). Reloads once, as reloadIfChunkGone does, where the
 * script it names is gone (a deploy); and, where a Send is held (`carry`), also where that script
 * answers again: Firefox keeps a module that failed to load as failed for the page's life, so
 * importing the app again in this page could never succeed, and only a new page brings it
 * (Chromium fetches again, and comes here only if a script the app imports fails while the one
 * named answers: one reload, the Send carried). `ready` is asked before any reload, whatever its
 * reason: it says whether the page may reload now (not while the visitor types, nor leaves) and
 * keeps what the reload must not lose; if it says no, the page stays. `carry` then notes what the
 * reload must carry, before anything else is written; if it cannot, the page stays. One HEAD
 * decides both, so a page being left (its loads stopped) is not held up for two round trips.
 * Where the error names no script (WebKit), the page's entry script `entry` is asked instead,
 * with a Send held only (failedImportProbe). Resolves to whether a reload was started, else to
 * whether the server said the script is gone (the page reloaded for it already, or may not now).
 */
export async function reloadForFailedImport(
  error: unknown,
  carry: (() => boolean) | null,
  entry: string,
  ready: () => boolean = () => true,
): Promise<FailedImportOutcome> {
  if (typeof window === 'undefined') return 'stays';
  const url = failedImportProbe(error, window.location.href, entry, carry !== null);
  if (!url) return 'stays';
  const answer = await serverAnswer(url);
  const gone = answer?.status === 404 || answer?.status === 410;
  const answers = answer !== null && answersAsScript(answer, url);
  const stays = gone ? 'gone' : 'stays';
  if (!gone && !(carry && answers)) return stays;
  if (reloadedHere()) return stays;
  if (!ready()) return stays;
  if (carry && !carry()) return stays;
  if (!writeSession(RELOAD_STORAGE_KEY, window.location.pathname)) return stays;
  window.location.reload();
  return 'reloading';
}

/**
 * The page-wide rule (boot.ts, on Vite's `vite:preloadError`): a failed import whose caller did
 * not take it on reloads once if its chunk is gone. The event comes before the import's promise
 * rejects; its callers' handlers run in the microtasks that follow, so a task later each has had
 * its say. Without this, a page's code fetched as a finger came down on a link could reload the
 * page being left before the finger lifted.
 */
export function reloadIfChunkGoneUnhandled(error: unknown): void {
  setTimeout(() => {
    if (!isHandledByCaller(error)) void reloadIfChunkGone(error);
  }, 0);
}

/**
 * Whether this document is the reload that a missing chunk on this very page started. Only a
 * reload can be: any other document (a first visit, a link, back or forward) may reload once
 * however stale the note, so it never reads session storage. The first read in a page costs the
 * main thread: 0.5-5 ms at full speed right after load in a page without scripts, 0.3-0.4 ms
 * where the app used to read it, as every first page's chunk arrived just before hydration.
 * Where the browser cannot say how the document was loaded, the note is read.
 */
function reloadedHere(): boolean {
  const [entry] = window.performance?.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  if (type !== undefined && type !== 'reload') return false;
  return readSession(RELOAD_STORAGE_KEY) === window.location.pathname;
}

/** A page's code loaded fine: a later failure on this page may reload again. */
export function chunkLoaded(): void {
  if (typeof window !== 'undefined' && reloadedHere()) writeSession(RELOAD_STORAGE_KEY, '');
}
