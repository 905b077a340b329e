/**
 * The mark of the contact form's place (contact-form-on-need.tsx), and of React having taken it
 * over: the served form is plain HTML until the visitor reaches for it.
 */
export const FORM_ON_NEED = {
  root: 'data-form-on-need',
  /** Set once React has drawn the form, with what was typed in it. */
  ready: 'data-form-ready',
  /** A Send held until the app came, for the form to make once drawn (app/first-use.ts). */
  sendHeld: 'data-form-send-held',
} as const;

/**
 * Dispatched on the form's place as `sendHeld` is set: the served form's watcher (served-form.ts)
 * holds that Send as the visitor's own, so a form's code that does not come says it is kept.
 */
export const SEND_HELD_EVENT = 'contact-send-held';

/** The contact forms of a page that React has not taken over yet. */
export const FORMS_WAITING = `[${FORM_ON_NEED.root}]:not([${FORM_ON_NEED.ready}])`;

/**
 * The fields of those forms. Tests and the bench, which time what a hydrated page does, reach
 * for one, then wait until none waits (`partsTakenOver`, app/parts-waiting.ts).
 */
export const WAITING_FORM_FIELDS = `${FORMS_WAITING} input`;
