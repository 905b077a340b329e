/**
 * The contact form as served, before its code has come (contact-form-on-need.tsx). Its fields take
 * focus and text natively, but React answers none of its events: while a part of the page waits
 * for its code, React's own listener stops every press, key and submit aimed at it. So these
 * listeners sit above React's, on the document, in the capture phase.
 *
 * - The code is needed at the visitor's first reach for the form (a press, a focus, a key, a
 *   character), when a draft is waiting to be restored, when the visitor is already in it as the
 *   app starts, and in any case once the page has settled.
 * - A press on one of its buttons, or a submit, that comes before the code is held, not lost:
 *   once React has drawn the form, the last one is made again. A submit held back is also kept
 *   from the browser, which would otherwise send the page's form to itself, as a reload.
 * - What was typed stays in the fields, and the form takes it up as it starts (draft.ts,
 *   `withTyped`).
 */

/** The events that say the visitor reaches for the form. */
const REACH_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

export interface ServedFormHooks {
  /** Starts fetching the form's code. */
  need: () => void;
  /** Whether the code has come: from then on, React can take any event on the form itself. */
  arrived: () => boolean;
  /** Runs the task once the page has loaded and the browser is idle; returns the cancel. */
  whenSettled: (task: () => void) => () => void;
  /** Whether a draft of the visitor's is waiting to be restored. */
  draftWaiting: () => boolean;
}

type HeldAction = { kind: 'submit'; form: HTMLFormElement } | { kind: 'press'; button: HTMLButtonElement };

/** Whether the visitor has typed in any of the served fields. */
function typedIn(wrapper: HTMLElement): boolean {
  return [...wrapper.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.value !== '',
  );
}

/**
 * Watches the served form until React has drawn it: `shown()` then makes the held press or submit
 * again, and stops. `stop()` stops without making anything again (the page is left).
 */
export function watchServedForm(wrapper: HTMLElement, hooks: ServedFormHooks): { shown(): void; stop(): void } {
  const doc = wrapper.ownerDocument;
  let needed = false;
  let held: HeldAction | null = null;
  const need = () => {
    if (needed) return;
    needed = true;
    hooks.need();
  };
  const inForm = (event: Event) => event.target instanceof Node && wrapper.contains(event.target);
  const onReach = (event: Event) => {
    if (inForm(event)) need();
  };
  const onPress = (event: Event) => {
    if (!inForm(event) || hooks.arrived()) return;
    const button = (event.target as Element).closest?.('button');
    if (button?.type !== 'button') return;
    held = { kind: 'press', button };
    need();
  };
  const onSubmit = (event: Event) => {
    if (!inForm(event) || hooks.arrived() || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { kind: 'submit', form: event.target };
    need();
  };
  for (const type of REACH_EVENTS) doc.addEventListener(type, onReach, true);
  doc.addEventListener('click', onPress, true);
  doc.addEventListener('submit', onSubmit, true);
  const cancelSettled = hooks.whenSettled(need);
  if (hooks.draftWaiting() || wrapper.contains(doc.activeElement) || typedIn(wrapper)) need();

  const stop = () => {
    for (const type of REACH_EVENTS) doc.removeEventListener(type, onReach, true);
    doc.removeEventListener('click', onPress, true);
    doc.removeEventListener('submit', onSubmit, true);
    cancelSettled();
  };
  return {
    shown() {
      stop();
      const action = held;
      held = null;
      if (action?.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
      if (action?.kind === 'press' && action.button.isConnected) action.button.click();
    },
    stop,
  };
}
