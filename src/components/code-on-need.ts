import { triedAgain } from './load-when-online';

/**
 * Code a page part fetches only once it is needed (a dynamic import), kept once it has come, so
 * that React can draw the part at once from then on. Free of React: the part's component reads
 * `loaded()`, and suspends on `arrived()` or `need()` while it is null.
 */
export interface CodeOnNeed<T> {
  /** What the import brought, once it has: null before. */
  loaded(): T | null;
  /**
   * Resolves with what the import brought, whoever started it, and never fails: a failed import
   * is tried again once the browser is next online. It starts nothing itself.
   */
  arrived(): Promise<T>;
  /** Starts the import, unless it is under way or done: its promise, which fails if it does. */
  need(): Promise<T>;
  /**
   * The visitor used the part (a press, a key, a focus on it: `usesOn`'s events, never a pointer
   * passing over): an import that failed is tried again, once for each failure and a back-off
   * after it (load-when-online.ts, `triedAgain`), as it is when the browser is next online.
   */
  used(): void;
}

/** Where a failed import waits to be tried again: the browser's window, where `online` is heard. */
export type OnlineTarget = Pick<EventTarget, 'addEventListener'>;

/**
 * Makes the holder of one dynamic import. A part served as HTML waits on `arrived()`, keeping
 * what it shows however long the code takes (offline before the service worker has the site); a
 * part drawn afresh needs it, and its failure is the page's, like that of the page's own chunk.
 */
export function codeOnNeed<T>(
  load: () => Promise<T>,
  // None on the server, where a part's code may be needed as the page is prerendered.
  online: () => OnlineTarget | null = () => (typeof window === 'undefined' ? null : window),
): CodeOnNeed<T> {
  let value: T | null = null;
  let attempt: Promise<T> | null = null;
  let settle: (loaded: T) => void = () => {};
  const whenArrived = new Promise<T>((resolve) => (settle = resolve));
  const need = (): Promise<T> => {
    if (value !== null) return whenArrived;
    if (!attempt) {
      again.started();
      // Heard while the import is under way too: a network that drops and comes back meanwhile.
      online()?.addEventListener('online', again.online, { once: true });
    }
    attempt ??= load().then(
      (loaded) => {
        value = loaded;
        settle(loaded);
        return loaded;
      },
      (error: unknown) => {
        attempt = null;
        again.failed();
        // One listener however many failures: the same function is added once.
        online()?.addEventListener('online', again.online, { once: true });
        throw error;
      },
    );
    return attempt;
  };
  const again = triedAgain(() => void need().catch(() => {}));
  return { loaded: () => value, arrived: () => whenArrived, need, used: again.used };
}

/** A served part's wish for its code on need: it is drawn once both wished for and arrived. */
export interface PartWish<T> {
  /** Wishes the part drawn: fetches its code if need be. */
  want(): void;
  /** Resolves with the code once the part is wished for and its code has arrived; never fails. */
  drawn: Promise<T>;
}

/**
 * Makes one served part's wish for `code`. Its code may come ahead (`code.need()`) without the
 * part being drawn: drawing a part costs the main thread more than fetching its code does.
 */
export function partWish<T>(code: CodeOnNeed<T>): PartWish<T> {
  let wished = false;
  let wish = () => {};
  const wishedFor = new Promise<void>((resolve) => (wish = resolve));
  return {
    want() {
      // Wanted again, as the pointer comes over the part or a field takes input: the part's uses
      // (code.used) try a failed import again, not every reach, which comes by the dozen.
      if (wished) return;
      wished = true;
      wish();
      // A failure is tried again once online, or at the part's next use; `drawn` waits for it meanwhile.
      code.need().catch(() => {});
    },
    drawn: wishedFor.then(() => code.arrived()),
  };
}
