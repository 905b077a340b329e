import { useId, useState, type ReactNode } from 'react';
import styles from './mobile-menu.module.css';

/** A button that shows or hides the panel below it (the services and samples panels). */
export function Disclosure({
  label,
  nested = false,
  children,
}: {
  label: string;
  nested?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={nested ? styles.subDisclosure : styles.disclosure}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg viewBox="0 0 12 12" width="14" height="14" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </>
  );
}
