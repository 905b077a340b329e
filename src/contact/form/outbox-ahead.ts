/**
 * When the contact form loads the page's outbox (its code, its IndexedDB, and the dock it
 * brings), so that a send never waits for it and works offline, without weighing on the first
 * load. Loaded as the form mounted, its work joined the long task that ends hydration: Lighthouse's
 * blocking time on /fr/contact (mobile, 8 runs) was 18–176 ms with it there, 0–22 without.
 *
 * - At the first sign of use: a press, a focus or a key in the form (a visitor about to type).
 * - Ahead of that, once the page has loaded and the browser is idle, when no service worker
 *   controls the page: its code may then be out of reach later, if the network goes (a rep at a
 *   fair, before the worker has saved the site). A controlled page has it saved with the rest.
 */

export interface OutboxAheadDeps {
  /** Whether a service worker controls the page, so the outbox's code is on the device. */
  controlled: () => boolean;
  /** Runs the task once the page has loaded and the browser is idle; returns the cancel. */
  whenSettled: (task: () => void) => () => void;
}

/** The events that say a visitor is starting to use the form. */
export const USE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Calls `load` once, at the first of the moments above; returns the cleanup that stops both. */
export function loadOutboxAhead(form: EventTarget, load: () => void, deps: OutboxAheadDeps): () => void {
  let cancelSettled = () => {};
  const stop = () => {
    for (const type of USE_EVENTS) form.removeEventListener(type, now);
    cancelSettled();
  };
  function now() {
    stop();
    load();
  }
  for (const type of USE_EVENTS) form.addEventListener(type, now);
  if (!deps.controlled()) cancelSettled = deps.whenSettled(now);
  return stop;
}
