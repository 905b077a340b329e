import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/** The small capitals above a hero's title. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>;
}
