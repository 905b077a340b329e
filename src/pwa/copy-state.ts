import type { PwaStatus } from './pwa-status';
import { createProgressRule, type PrecacheCounterOptions } from './precache-progress';

/**
 * How whole the offline copy is, as the worker tells the pages once it has saved the catalogue:
 * a file of it found damaged is deleted and saved again from the network (copy-mender.ts), and
 * until then the site does not say it is ready offline. Framework-free: the worker sends, the page
 * reads; both sides share the messages' shapes from here.
 */

export const COPY_STATE = 'COPY_STATE';

export interface CopyState {
  type: typeof COPY_STATE;
  /** Files of the precache list not in the copy now. */
  missing: number;
  /** Files of the precache list. */
  total: number;
  /** Files are missing and not being saved: the network was not reached, or the storage is full. */
  stalled: boolean;
  /**
   * Why they are not, when they are not: the server was not reached ('offline'), the storage is
   * full, or a newer version is out (it brings a whole copy of its own). Absent from an older
   * worker's word: the page then says the saving failed, as it did before.
   */
  stalledBy?: CopyStall;
}

export const COPY_STALLS = ['offline', 'full', 'newer'] as const;
export type CopyStall = (typeof COPY_STALLS)[number];

/**
 * The worker's word read from a message, or null if it is not one. A reason this page does not
 * know (a newer worker's) is read as none: the failed-saving text, as for an older worker's word.
 */
export function copyStateFrom(data: unknown): CopyState | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, missing, total, stalled, stalledBy } = data as Record<string, unknown>;
  if (
    type !== COPY_STATE ||
    typeof stalled !== 'boolean' ||
    !Number.isSafeInteger(missing) ||
    !Number.isSafeInteger(total) ||
    (missing as number) < 0 ||
    (missing as number) > (total as number)
  )
    return null;
  const known = COPY_STALLS.find((why) => why === stalledBy);
  return {
    type: COPY_STATE,
    missing: missing as number,
    total: total as number,
    stalled,
    ...(known !== undefined && { stalledBy: known }),
  };
}

/**
 * A page asks the worker how whole the copy is once it has settled, and again when the network
 * comes back: the worker answers, and saves again what the copy misses if the network lets it.
 */
export const ASK_COPY_STATE = 'ASK_COPY_STATE';

export function isCopyStateAsked(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ASK_COPY_STATE;
}

/** Asked as the network came back: a copy held for want of space is tried again then (copy-mender.ts). */
export function askedAsNetworkCameBack(data: unknown): boolean {
  return isCopyStateAsked(data) && (data as { networkBack?: unknown }).networkBack === true;
}

/**
 * What the page's status becomes on the worker's word: with files missing, not ready, and the
 * saving shown as it is at install ("saving…: 331 of 332 files"); whole again, ready, but only in a
 * tab that was told of the missing files (elsewhere a whole copy is no news). Null: no change.
 *
 * Files missing and nothing saving them: only the worker serving the page is heard, an active one,
 * whose install saved the whole copy (a failed install never activates). So the copy was whole
 * once, and a file missing now was found damaged since. Cut off from the server, such a copy still
 * serves all but those files: said politely, as nearly whole, to be completed when the network is
 * back (`copyShort`), not as the alert of a first saving that failed; said so only while the page
 * is offline (pwaNoticesFor): online, a server not reached is a saving that failed. With the storage full, the
 * saving failed and the visitor may free space: the failed-saving alert. With a newer version out,
 * nothing of this copy: that version brings a whole copy, and its update notice says it.
 */
export function statusForCopy(state: CopyState, missingSeen: boolean): Partial<PwaStatus> | null {
  if (state.missing > 0 && state.stalled) {
    const stalled = { offlineReady: false, precache: null, precacheFailed: false, copyShort: null };
    if (state.stalledBy === 'newer') return stalled;
    if (state.stalledBy === 'offline') return { ...stalled, copyShort: state.missing };
    // Not "saving… 331 of 332" for ever: the copy is short and nothing saves it now, as when the
    // first saving failed; its text says the site tries again at the next page opened.
    return { ...stalled, precacheFailed: true };
  }
  if (state.missing > 0) {
    return {
      offlineReady: false,
      precache: { done: state.total - state.missing, total: state.total },
      precacheFailed: false,
      copyShort: null,
    };
  }
  return missingSeen ? { offlineReady: true, precache: null, precacheFailed: false, copyShort: null } : null;
}

/** How the copy teller waits: a run later, with a way to call it off (setTimeout in the worker). */
export type Later = (run: () => void, ms: number) => () => void;

const timerLater: Later = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * The worker's word to every page, paced: a turn (the copy whole again or short again, its saving
 * stalled or going again) is told at once; the mending's progress between by the install's rule
 * (createProgressRule), not one message per file to every page. Stalled, the count is said in a
 * notice of its own ("1 file missing"), so a change of it is told, but at most once per
 * `minIntervalMs`: 30 damaged files found in a row would be 30 messages to every window, each
 * read again by a screen reader. The count held back is told when the interval ends (the last one
 * only), unless a turn has been told meanwhile.
 */
export function createCopyTeller(
  tell: (state: CopyState) => void,
  options: PrecacheCounterOptions & { later?: Later } = {},
) {
  const { minIntervalMs = 0, now = () => performance.now(), later = timerLater } = options;
  let told: CopyState | null = null;
  let toldAt = -Infinity;
  let worthTelling = createProgressRule(options);
  /** A stalled count held back, and the call that drops its telling. */
  let held: { state: CopyState; cancel: () => void } | null = null;
  const tellNow = (state: CopyState) => {
    held?.cancel();
    held = null;
    told = state;
    toldAt = now();
    tell(state);
  };
  return (state: CopyState): void => {
    const done = state.total - state.missing;
    const turned =
      told === null ||
      (told.missing === 0) !== (state.missing === 0) ||
      told.stalled !== state.stalled ||
      told.stalledBy !== state.stalledBy;
    if (turned) {
      // The progress is counted afresh from the turn, told now.
      worthTelling = createProgressRule(options);
      worthTelling(done, true);
      return tellNow(state);
    }
    if (state.stalled) {
      if (held) {
        held.state = state;
        return;
      }
      if (told!.missing === state.missing) return;
      const wait = toldAt + minIntervalMs - now();
      if (wait <= 0) return tellNow(state);
      const pending = { state, cancel: () => {} };
      pending.cancel = later(() => {
        if (held !== pending) return;
        held = null;
        if (told!.missing !== pending.state.missing) tellNow(pending.state);
      }, wait);
      held = pending;
      return;
    }
    if (!worthTelling(done, state.missing === 0)) return;
    tellNow(state);
  };
}

/** What a page's watch over the copy needs of the browser (register.ts gives the real ones). */
export interface CopyWatchDeps {
  /** The worker's messages, each with the worker that sent it. */
  onMessage(listener: (data: unknown, source: unknown) => void): void;
  /** The worker that serves this page now, or null. */
  controller(): { postMessage(message: unknown): void } | null;
  /** The moments the page asks: once settled, at each page shown, when the network comes back. */
  whenSettled(ask: () => void): void;
  onPageShown(ask: () => void): void;
  onOnline(ask: () => void): void;
  /** The space the copy takes, read before "ready offline" is said (as at install). */
  savedSize(): Promise<number | null>;
  set(patch: Partial<PwaStatus>): void;
}

/**
 * How whole the saved copy is, as the worker says: a file of it missing (found damaged, not yet
 * saved again) and the site is not ready offline; saved again, it is. Asked of the worker once the
 * page has settled, at every page shown and when the network comes back: each is a moment the
 * worker saves again what is missing. Only the worker serving this page is heard: a waiting or
 * installing one of another version speaks of another copy.
 */
export function watchCopy(deps: CopyWatchDeps): void {
  let missingSeen = false;
  /** The latest word heard: a "ready" waiting for its size is dropped once another comes. */
  let heard = 0;
  /** The copy as last told, while its saving waits for the server ('offline'); else null. */
  let waitingForNetwork: CopyState | null = null;
  deps.onMessage((data, source) => {
    const copy = copyStateFrom(data);
    if (!copy) return;
    const controller = deps.controller();
    if (!controller || source !== controller) return;
    waitingForNetwork = copy.stalled && copy.stalledBy === 'offline' ? copy : null;
    const patch = statusForCopy(copy, missingSeen);
    const word = ++heard;
    if (copy.missing > 0) missingSeen = true;
    if (!patch) return;
    if (!patch.offlineReady) return deps.set(patch);
    void deps.savedSize().then((storageBytes) => word === heard && deps.set({ ...patch, storageBytes }));
  });
  const ask = () => deps.controller()?.postMessage({ type: ASK_COPY_STATE });
  deps.whenSettled(ask);
  deps.onPageShown(ask);
  deps.onOnline(() => {
    // Back online, the page redraws at once: a copy short for want of the network would read, online,
    // as a saving that failed (pwaNoticesFor), a false alert until the worker answers. The worker
    // saves it now (mender.resume()), so the saving's count is shown, as its answer will say; if the
    // server still cannot be reached, that answer says the saving failed.
    if (waitingForNetwork) {
      const { type, missing, total } = waitingForNetwork;
      const patch = statusForCopy({ type, missing, total, stalled: false }, missingSeen);
      waitingForNetwork = null;
      if (patch) deps.set(patch);
    }
    deps.controller()?.postMessage({ type: ASK_COPY_STATE, networkBack: true });
  });
}
