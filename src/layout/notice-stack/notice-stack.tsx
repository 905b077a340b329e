import type { ReactNode } from 'react';
import styles from './notice-stack.module.css';

/** The corner where small notices (offline, updates, waiting enquiries) stack without overlapping. */
export function NoticeStack({ children }: { children: ReactNode }) {
  // The cookie banner (consent/cookie-banner.ts), fixed at the window's foot, finds the corner
  // by this mark and tells it how far up it reaches, so the notices rise clear of it.
  return (
    <div className={styles.stack} data-notice-stack>
      {children}
    </div>
  );
}
