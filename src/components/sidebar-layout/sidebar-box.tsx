import { useId, type ReactNode } from 'react';
import styles from './sidebar-layout.module.css';
import { KeptAsServed } from '../kept-as-served';

/** A titled block of a sidebar, e.g. a list of benefits: text and links only, as it is kept as served at hydration. */
export function SidebarBox({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <KeptAsServed part={`box ${title}`} as="section" className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boxTitle}>
        {title}
      </h2>
      {children}
    </KeptAsServed>
  );
}
