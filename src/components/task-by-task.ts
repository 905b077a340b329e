/*
 * Work that waits for the same moment, run as one task each rather than all in the task that
 * ends the wait. While a page settles on one busy core, each call the page makes to the browser
 * (the first read of local storage, `indexedDB.databases()`, a fetch, a dynamic import, a new
 * BroadcastChannel) can cost its task several ms to tens of ms of wall time for little CPU: the
 * browser's other processes answer it on the same core, in the middle of the task. At the end of
 * the load's pause, such calls all in the pause's task made one task of 27–73 ms (issue 52;
 * Lighthouse's simulation counts a task at four times its length, and what passes 50 ms as
 * blocking). Apart, in tasks of their own, the other processes run between them.
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

/** Reports an error as uncaught, where the browser has no reportError (Chrome before 95): thrown in a task of its own. */
function reportLater(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else
    setTimeout(() => {
      throw error;
    }, 0);
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
  report: (error: unknown) => void = reportLater,
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
