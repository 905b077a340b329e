import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';
import { SEARCH_SKIP } from './search-skip';

/** Text for screen readers only; search leaves it out (it is not what the page shows). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span className={styles.hidden} {...SEARCH_SKIP}>
      {children}
    </span>
  );
}
