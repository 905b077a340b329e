import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Takes over a native popover (`popover` on the panel, `popovertarget` on its button) that the
 * prerendered page already shows and hides without any script: the browser opens it, closes it
 * on Escape or a tap outside, and returns focus to the button. The app only follows it.
 *
 * `open` follows the element (including a popover opened before hydration). `expanded` is for
 * the button's `aria-expanded`: absent in the server's markup and on the hydrating render, so
 * the browser's own expanded state for a popover button stands until the app has taken over.
 */
export function usePopover(ref: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const follow = () => setOpen(panel.matches(':popover-open'));
    follow();
    setTaken(true);
    panel.addEventListener('toggle', follow);
    return () => panel.removeEventListener('toggle', follow);
  }, [ref]);
  const close = useCallback(() => {
    if (ref.current?.matches(':popover-open')) ref.current.hidePopover();
  }, [ref]);
  return { open, expanded: taken ? open : undefined, close };
}
