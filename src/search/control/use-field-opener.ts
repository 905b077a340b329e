import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** Whether an element is laid out: the opener is, in the bar from 1024 to 1439 px (search-control.module.css). */
function shown(element: Element | null): boolean {
  return !!element && element.getClientRects().length > 0;
}

/**
 * The button that opens the header's search field where the bar has no room for it beside the
 * links (1024–1439 px: the stylesheet shows the button and, while it is expanded, the field in a
 * panel under it; elsewhere it is not laid out, and the field is always there). Opening moves the
 * focus into the field; `dismiss` (Escape in the field, on the panel's submit or on the opener)
 * closes it and gives the focus back to the button; the focus leaving the form (a click outside,
 * Tab past it) closes it. A wider window hiding the focused opener sends the focus to the field.
 * As served, the button is not there: the form's submit goes to the search page instead (`app`,
 * false until the app has drawn).
 * `submitHadFocus`: the served submit held the focus when the app first rendered (read then, as a
 * header drawn afresh at hydration replaces the served submit and the focus falls to <body>).
 */
export function useFieldOpener(
  app: boolean,
  field: RefObject<HTMLInputElement | null>,
  submit: RefObject<HTMLButtonElement | null>,
  submitHadFocus: boolean,
) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The focus goes into the field once it is laid out, after the commit that shows it.
  const focusField = useRef(false);

  useLayoutEffect(() => {
    if (!open || !focusField.current) return;
    focusField.current = false;
    field.current?.focus();
  }, [open, field]);

  // The served submit, focused when the app came: the focus stays on the submit, or, where the
  // opener hides it (1024–1439 px), goes to the opener; from the submit hydrated in place or from
  // <body>, where the header was drawn afresh and the focused submit replaced.
  useLayoutEffect(() => {
    if (!app || !submitHadFocus) return;
    const now = document.activeElement;
    if (now !== submit.current && now !== document.body && now !== null) return;
    (shown(submit.current) ? submit.current : opener.current)?.focus();
  }, [app, submit, submitHadFocus]);

  // The focused opener hidden by a wider window (from 1440 px the bar shows the field itself):
  // the focus goes to the field rather than falling to <body>. The browser may blur the hidden
  // opener before the window's resize event or after it, so both move it.
  const focusFieldIfOpenerHidden = useRef(() => {
    if (!shown(opener.current) && shown(field.current)) field.current!.focus();
  }).current;
  useEffect(() => {
    if (!app) return;
    const onResize = () => {
      if (document.activeElement === opener.current) focusFieldIfOpenerHidden();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [app, focusFieldIfOpenerHidden]);

  const dismiss = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return {
    button: opener,
    open,
    /** Whether the field is one the opener opened, and the opener is there to take the focus back. */
    opened: () => open && shown(opener.current),
    toggle: () => {
      focusField.current = !open;
      setOpen(!open);
      if (open) opener.current?.focus();
    },
    dismiss,
    /** Closed without moving the focus: a result opened, or the focus gone elsewhere. */
    close: () => setOpen(false),
    /** The opener's `onBlur`: blurred because a wider window hid it, the focus goes to the field. */
    onOpenerBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget === null) focusFieldIfOpenerHidden();
    },
    /** The form's `onBlur`: the field closes once the focus leaves the form. */
    onBlurWithin: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
    /** The form's `onKeyDown`: Escape on the open panel's submit or on the opener closes the field
     *  (the field's own Escape is the combobox's, combobox-keys.ts). */
    onKeyDownWithin: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || event.target === field.current || event.defaultPrevented) return;
      if (!open || !shown(opener.current)) return;
      event.preventDefault();
      dismiss();
    },
  };
}
