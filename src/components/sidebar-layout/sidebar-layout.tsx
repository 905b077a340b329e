import type { ReactNode } from 'react';
import styles from './sidebar-layout.module.css';

interface SidebarLayoutProps {
  children: ReactNode;
  aside: ReactNode;
  /** The accessible name of the sidebar landmark. */
  asideLabel: string;
}

/** A main column and a sidebar beside it on wide screens (after it on narrow ones). */
export function SidebarLayout({ children, aside, asideLabel }: SidebarLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside} aria-label={asideLabel}>
        <div className={styles.sticky}>{aside}</div>
      </aside>
    </div>
  );
}
