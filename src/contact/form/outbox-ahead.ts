/**
 * When the contact form starts the page's outbox (its code, its IndexedDB, and the dock it
 * brings), so that a send never waits for it and works offline, without weighing on the first
 * load. Started as the form mounted, its work joined the long task that ends hydration:
 * Lighthouse's blocking time on /fr/contact (mobile, 8 runs) was 18–176 ms with it there, 0–22
 * without.
 *
 * - Started at the first sign of use: a press, a focus or a key in the form (a visitor about to
 *   type).
 * - Its code only, ahead of that, once the page has loaded and the browser is idle, when no
 *   service worker controls the page: the code may be out of reach later, if the network goes
 *   (a rep at a fair, before the worker has saved the site). A controlled page has it saved
 *   with the rest. Starting the outbox there too (its databases, its first round, the dock's
 *   render), for a form most visits never use, cost the contact pages about 200 ms of
 *   Lighthouse's main-thread time (median of 12 runs each, 1583 → 1367 ms).
 */

export interface OutboxAheadDeps {
  /** Whether a service worker controls the page, so the outbox's code is on the device. */
  controlled: () => boolean;
  /** Runs the task once the page has loaded and the browser is idle; returns the cancel. */
  whenSettled: (task: () => void) => () => void;
}

export interface OutboxActions {
  /** Starts the outbox (loading its code if need be). */
  start: () => void;
  /** Loads the outbox's code and keeps it on the page, without starting anything. */
  fetchCode: () => void;
}

/** The events that say a visitor is starting to use the form. */
export const USE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Starts the outbox once, at the form's first use, and fetches its code when the page settles
 * uncontrolled; returns the cleanup that stops both.
 */
export function loadOutboxAhead(form: EventTarget, actions: OutboxActions, deps: OutboxAheadDeps): () => void {
  let cancelSettled = () => {};
  const stop = () => {
    for (const type of USE_EVENTS) form.removeEventListener(type, now);
    cancelSettled();
  };
  function now() {
    stop();
    actions.start();
  }
  for (const type of USE_EVENTS) form.addEventListener(type, now);
  if (!deps.controlled()) {
    cancelSettled = deps.whenSettled(() => {
      cancelSettled = () => {};
      actions.fetchCode();
    });
  }
  return stop;
}
