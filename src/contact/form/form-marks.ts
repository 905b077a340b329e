/**
 * The mark of the contact form's place (contact-form-on-need.tsx), and of its code having come:
 * the served form is plain HTML until then, and React draws it, in place, once it has.
 */
export const FORM_ON_NEED = {
  root: 'data-form-on-need',
  /** Set once the form's code has come and React has taken the form over. */
  ready: 'data-form-ready',
} as const;

/** The contact forms of a page whose code has not come yet (tests and the bench wait for none). */
export const FORMS_WAITING = `[${FORM_ON_NEED.root}]:not([${FORM_ON_NEED.ready}])`;
