import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`, Tab and Shift+Tab cycle inside `ref`, focus starts on its first control, and
 * when it ends focus goes back to whatever had it before (the button that opened it).
 *
 * A layout effect: it runs as the container is put on screen, not after the browser has painted
 * it. With a passive effect, a Tab pressed just as a dialog appeared moved focus past its opener
 * before the trap was set, and closing then sent focus to that other control (4 of 80 runs of
 * the share dialog's e2e test, on a busy machine).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const opener = document.activeElement as HTMLElement | null;
    const focusables = () =>
      [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    (focusables()[0] ?? container).focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return event.preventDefault();
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKey);
    return () => {
      container.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, active]);
}
