import { useId, type ReactNode } from 'react';
import { KeptAsServed } from '../kept-as-served';
import styles from './page-section.module.css';

interface PageSectionProps {
  title: string;
  intro?: string;
  /** An anchor for in-page links. */
  id?: string;
  children?: ReactNode;
  /** Full page width with the page's gutters, for sections outside a sidebar layout. */
  wide?: boolean;
  className?: string;
  /** Its content depends on nothing but the page and its language: kept as served at hydration (kept-as-served.tsx). */
  keptAsServed?: boolean;
}

/** A titled section of a page (h2), with an optional introduction. */
export function PageSection({
  title,
  intro,
  id,
  children,
  wide = false,
  className,
  keptAsServed = false,
}: PageSectionProps) {
  const titleId = useId();
  const classes = [styles.section, wide && styles.wide, className].filter(Boolean).join(' ');
  return (
    <KeptAsServed
      part={`section ${id ?? title}`}
      as="section"
      keep={keptAsServed}
      id={id}
      className={classes}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </KeptAsServed>
  );
}
