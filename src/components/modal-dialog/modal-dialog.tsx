import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../use-focus-trap';
import { useDismiss } from '../use-dismiss';
import overlay from '../overlay.module.css';
import styles from './modal-dialog.module.css';

interface Props {
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** Escape, a press outside, or (from the caller) its own close button. */
  onClose: (reason: 'outside' | 'escape') => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog over a dimmed page: focus starts inside and stays there, Escape or a press
 * outside closes it, focus then returns to what opened it, and the page does not scroll behind
 * it. Rendered into <body>, so no header or corner can clip it. Client-only: open it after hydration.
 */
export function ModalDialog({ labelledBy, describedBy, onClose, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  useDismiss(ref, true, onClose);

  useEffect(() => {
    document.documentElement.dataset.scrollLocked = 'true';
    return () => {
      delete document.documentElement.dataset.scrollLocked;
    };
  }, []);

  return createPortal(
    <div className={`${overlay.overlay} ${styles.backdrop}`}>
      <div
        ref={ref}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
