/*
 * Work that waits for the same moment, run as one task each rather than all in the task that
 * ends the wait. While a page settles on one busy core, a task that makes a synchronous call to
 * the browser (the first `localStorage` read, the storage check of `indexedDB.databases()`) lasts
 * several times its CPU, waiting for the browser's answer: the three such calls made at the end of
 * the load's pause, all in one task, made one task of 23–30 ms for 3 ms of CPU (issue 52), which
 * Lighthouse's simulation counts at four times its length. Apart, each stays short.
 */

/**
 * A new task of the page's: a message posted to itself, which a page's clock does not hold (a
 * test's paused clock holds timers, and would hold what the visitor's first use starts at once).
 * A timer where the browser has no MessageChannel.
 */
export function newTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * Runs `steps` in this order once `start` has resolved, each in a task of its own (`nextTask`),
 * the first too: what started them (a timer, the visitor's first key) is not made longer. A step
 * that throws is reported, and the next still runs. Resolves once the last has run.
 */
export function taskByTask(
  start: Promise<unknown>,
  steps: readonly (() => unknown)[],
  nextTask: () => Promise<void> = newTask,
  report: (error: unknown) => void = (error) => globalThis.reportError?.(error),
): Promise<void> {
  return steps.reduce<Promise<void>>(
    (before, step) =>
      before.then(nextTask).then(() => {
        try {
          step();
        } catch (error) {
          report(error);
        }
      }),
    start.then(() => {}),
  );
}
