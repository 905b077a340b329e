/**
 * The pace of a first visit's saving (issue 52): the worker fetches the copy's files in small
 * batches with a pause between them, and holds the next file while a page of the site is
 * answering the visitor (a tap, a key), so the page gets the device first. Chromium runs one
 * main-thread task per file a worker saves: hundreds back to back kept a slow phone's page busy
 * (+200 to +400 ms of TBT at 4x CPU). Framework-free, tested beside it; sw.ts wires it in.
 */

/** A page's word to the worker: the visitor just tapped or typed. */
export const PAGE_BUSY = 'PAGE_BUSY';

export function isPageBusy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PAGE_BUSY;
}

export interface SavingPaceOptions {
  /** Files per batch. */
  batch?: number;
  /** The pause between two batches, ms. */
  pauseMs?: number;
  /** How long after the page's last interaction the saving waits, ms. */
  quietMs?: number;
  /** The longest one file is held for interactions, ms: a visitor typing a long enquiry does not stop the saving. */
  longestHoldMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface SavingPace {
  /** A page is answering an interaction. */
  busy(): void;
  /** Resolves when the next file may be fetched. */
  next(): Promise<void>;
}

export const SAVED_PER_BATCH = 12;
export const BATCH_PAUSE_MS = 40;
export const QUIET_AFTER_INPUT_MS = 400;
export const LONGEST_HOLD_MS = 3000;

export function createSavingPace({
  batch = SAVED_PER_BATCH,
  pauseMs = BATCH_PAUSE_MS,
  quietMs = QUIET_AFTER_INPUT_MS,
  longestHoldMs = LONGEST_HOLD_MS,
  // Monotonic: a clock set back must not hold the saving.
  now = () => performance.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: SavingPaceOptions = {}): SavingPace {
  let started = 0;
  let busyAt = -Infinity;
  /** Every file of a batch waits for the pause before it, however many are fetched at once. */
  let gate: Promise<void> = Promise.resolve();
  return {
    busy() {
      busyAt = now();
    },
    async next() {
      if (started > 0 && started % batch === 0) gate = gate.then(() => sleep(pauseMs));
      started += 1;
      await gate;
      const heldSince = now();
      for (
        let wait = busyAt + quietMs - now();
        wait > 0 && now() - heldSince < longestHoldMs;
        wait = busyAt + quietMs - now()
      ) {
        await sleep(Math.min(wait, longestHoldMs - (now() - heldSince)));
      }
    },
  };
}
