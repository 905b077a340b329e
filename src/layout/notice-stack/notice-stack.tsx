import type { ReactNode } from 'react';
import styles from './notice-stack.module.css';

/** The corner where small notices (offline, updates, waiting enquiries) stack without overlapping. */
export function NoticeStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
