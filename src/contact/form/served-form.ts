import { typedIn, type TextFieldKey } from './draft-key';
import { FORM_ON_NEED, SEND_HELD_EVENT } from './form-marks';
import { HELD_RETRY_FIRST_MS, nextHeldRetryMs } from '../../components/load-when-online';
import { HELD_SEND_CANCELLED, KEPT_NOTICE } from './served-send';

/**
 * The contact form as served, before React draws it (contact-form-on-need.tsx). Its fields take
 * focus and text natively, but React answers none of its events: while a part of the page waits
 * to be drawn, React's own listener stops every press, key and submit aimed at it. So these
 * listeners sit above React's, on the document, in the capture phase.
 *
 * - The form is wanted (its code fetched if need be, and React draws it) at the visitor's first
 *   reach for it (a pointer coming over it, a press, a focus, a key, a character; a finger's
 *   tap brings the first before the rest), when a draft is waiting to be restored,
 *   and when the visitor is already in it as the app starts. Most visits never reach for it,
 *   and pay for neither its code nor its drawing.
 * - Its code alone is fetched once the page has settled, if no service worker controls the page:
 *   the network may be gone by the time the visitor reaches for the form (a rep at a fair,
 *   before the worker has saved the site). A controlled page has it saved with the rest.
 * - From then on, the form is wanted too as soon as it shows on the screen (on a phone the visitor
 *   scrolls down to it; on a wide screen it shows from the start): drawn while the visitor reads
 *   it, not at the first tap into it, which would otherwise wait for the drawing. A visit that
 *   never scrolls to it still pays for nothing, and nor does the page's load.
 * - A press on one of its buttons, or a submit, that comes before React has drawn the form is
 *   held, not lost: once it has (`shown`), the last one is made again. Held until then, not only
 *   until its code is here: React hydrates the form's part in a pass of its own, some time after
 *   the code came, and a submit aimed at a part it has not hydrated is not one React hydrates it
 *   for (a press is, when it can without waiting): it answers it with no handler, and a Send,
 *   made again by the boot script as the app came, say, would be lost. What is held goes no
 *   further down than here, so React never answers it too, and a submit is also kept from the
 *   browser, which would otherwise send the page's form to itself, as a reload.
 * - A held submit whose code does not come (the app came, the form's chunk did not: the network
 *   went, a chunk refused) is told as when the app does not come (served-send.ts): the notice
 *   that it is kept and will go, what was typed kept as the tab's draft; and the code is tried
 *   again when the connection returns, at a new Send, and on the timer the app's tries use.
 * - What was typed stays in the fields, and the form takes it up as it starts (draft.ts,
 *   `withTyped`). If the page is left before React has drawn the form (another page, another
 *   language, drawn in place), it is kept as the tab's draft, which the next form restores.
 */

/** The events that say the visitor reaches for the form: a pointer coming over it is one. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

/** The events that say the visitor went on to something else after a press. */
const NEXT_USE_EVENTS = ['pointerdown', 'keydown'] as const;

export interface ServedFormHooks {
  /** Wants the form drawn: fetches its code if need be, and React draws it once it is here. */
  want: () => void;
  /** Fetches the form's code without drawing the form. */
  fetchCode: () => void;
  /** Runs the task once the page has loaded and the browser is idle; returns the cancel. */
  whenSettled: (task: () => void) => () => void;
  /** Runs the task once the element shows on the screen; returns the cancel. */
  whenInView: (element: Element, task: () => void) => () => void;
  /** Whether a service worker controls the page, so the form's code is on the device. */
  controlled: () => boolean;
  /** Whether a draft of the visitor's is waiting to be restored. */
  draftWaiting: () => boolean;
  /** Keeps what was typed as the tab's draft: the form is left before React drew it. */
  keepTyped: (typed: Partial<Record<TextFieldKey, string>>) => void;
  /** Fetches the form's code if need be: fails when it does not come (this time). */
  load: () => Promise<unknown>;
  /** Resolves once the form's code has come, whoever fetched it (a retry once online too). */
  arrived: () => Promise<unknown>;
  /** A held Send waits for code that did not come: keeps what was typed, and says so. */
  showKept: (form: HTMLFormElement) => void;
  /** Hides what showKept showed, as served: before React draws the form over it. */
  hideKept: () => void;
}

type HeldAction = { kind: 'submit'; form: HTMLFormElement } | { kind: 'press'; button: HTMLButtonElement };

/** Whether the visitor has typed in any of the served fields. */
function anyTyped(wrapper: HTMLElement): boolean {
  return [...wrapper.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.value !== '',
  );
}

/**
 * Watches the served form until React has drawn it: `shown()` then makes the held press or submit
 * again, and stops. `left()`, as the page is left, does nothing more once the form was drawn (it
 * keeps its own draft); before that, it stops and keeps what was typed.
 */
export function watchServedForm(wrapper: HTMLElement, hooks: ServedFormHooks): { shown(): void; left(): void } {
  const doc = wrapper.ownerDocument;
  let held: HeldAction | null = null;
  /** React has drawn the form and answers its events itself. */
  let drawn = false;
  const inForm = (event: Event) => event.target instanceof Node && wrapper.contains(event.target);
  const onReach = (event: Event) => {
    if (inForm(event)) hooks.want();
  };
  /**
   * A held press is made again only while it is still the visitor's last act: a key or a press
   * anywhere else since means they went on without it, and the list it opens, say, would take
   * their typing minutes later, as the code came. A held Send is kept whatever follows.
   */
  const onNextUse = (event: Event) => {
    if (held?.kind === 'press' && !(event.target instanceof Node && held.button.contains(event.target))) held = null;
  };
  const onPress = (event: Event) => {
    if (!inForm(event) || drawn) return;
    const own = (event.target as Element).closest?.<HTMLElement>(`[${KEPT_NOTICE.root}] :is(a, button)`);
    if (own) {
      // The kept notice's own link and buttons (e-mail it, copy the text, don't send it from
      // here) work as served, and must not take a held Send's place. React, below, stops every
      // press on a part it has not drawn yet: their handlers are run from here, and the press
      // goes no further (the link still opens: its default is not prevented).
      event.stopPropagation();
      own.onclick?.call(own, event as PointerEvent);
      return;
    }
    const button = (event.target as Element).closest?.('button');
    if (button?.type !== 'button') return;
    event.stopPropagation();
    // A Send already held outlives a later press (the project-type list, say): the visitor can
    // repeat a press, not an enquiry that never went.
    if (held?.kind !== 'submit') held = { kind: 'press', button };
    hooks.want();
  };
  const win = doc.defaultView!;
  let retry: number | undefined;
  let wait = HELD_RETRY_FIRST_MS;
  /** A try for the held Send's code is under way: a second Send meanwhile waits for its answer. */
  let trying = false;
  /** The watch is over (the form drawn, or the page left): a late answer changes nothing. */
  let stopped = false;
  /** Tries the form's code for the held Send; while it does not come, says so and tries again. */
  const tryHeld = () => {
    if (trying) return;
    trying = true;
    win.clearTimeout(retry);
    hooks.load().catch(() => {
      trying = false;
      if (stopped || held?.kind !== 'submit') return;
      hooks.showKept(held.form);
      retry = win.setTimeout(() => {
        // As served again for the try, so React draws over the markup it rendered.
        hooks.hideKept();
        tryHeld();
      }, wait);
      wait = nextHeldRetryMs(wait);
    });
  };
  /** The visitor chose, in the kept notice, not to send it from here: the held Send is forgotten. */
  const onCancelled = (event: Event) => {
    if (!inForm(event) || held?.kind !== 'submit') return;
    held = null;
    win.clearTimeout(retry);
    wait = HELD_RETRY_FIRST_MS;
  };
  const onSubmit = (event: Event) => {
    if (!inForm(event) || drawn || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = { kind: 'submit', form: event.target };
    hooks.want();
    tryHeld();
  };
  /**
   * A Send the app made for the form as React draws it (a Send held until the app came, made on
   * the page reloaded for it too: app/first-use.ts): held here as a submit is, so a form's code
   * that does not come says it is kept and tries again; made by shown(), once drawn.
   */
  const takeSendHeld = () => {
    const form = wrapper.querySelector('form');
    if (stopped || drawn || !form || !wrapper.hasAttribute(FORM_ON_NEED.sendHeld)) return;
    wrapper.removeAttribute(FORM_ON_NEED.sendHeld);
    held = { kind: 'submit', form };
    hooks.want();
    tryHeld();
  };
  // However the code comes (a retry once online too), the notice is hidden before React draws.
  void hooks.arrived().then(() => {
    if (!drawn) hooks.hideKept();
  });
  for (const type of REACH_EVENTS) doc.addEventListener(type, onReach, true);
  for (const type of NEXT_USE_EVENTS) doc.addEventListener(type, onNextUse, true);
  doc.addEventListener('click', onPress, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener(HELD_SEND_CANCELLED, onCancelled, true);
  wrapper.addEventListener(SEND_HELD_EVENT, takeSendHeld);
  takeSendHeld();
  let cancelInView = () => {};
  const cancelSettled = hooks.whenSettled(() => {
    if (!hooks.controlled()) hooks.fetchCode();
    cancelInView = hooks.whenInView(wrapper, hooks.want);
  });
  if (hooks.draftWaiting() || wrapper.contains(doc.activeElement) || anyTyped(wrapper)) hooks.want();

  const stop = () => {
    stopped = true;
    for (const type of REACH_EVENTS) doc.removeEventListener(type, onReach, true);
    for (const type of NEXT_USE_EVENTS) doc.removeEventListener(type, onNextUse, true);
    doc.removeEventListener('click', onPress, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener(HELD_SEND_CANCELLED, onCancelled, true);
    wrapper.removeEventListener(SEND_HELD_EVENT, takeSendHeld);
    cancelSettled();
    cancelInView();
    win.clearTimeout(retry);
  };
  return {
    shown() {
      drawn = true;
      stop();
      const action = held;
      held = null;
      // The served form, or the one React drew afresh in its place (its markup had been changed
      // before, by an extension or a translation), which restored what was typed in it.
      const form = action?.kind === 'submit' && (action.form.isConnected ? action.form : wrapper.querySelector('form'));
      if (form) form.requestSubmit();
      if (action?.kind === 'press' && action.button.isConnected) action.button.click();
    },
    left() {
      if (drawn) return;
      stop();
      held = null;
      if (anyTyped(wrapper)) hooks.keepTyped(typedIn(wrapper));
    },
  };
}
