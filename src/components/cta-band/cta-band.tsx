import { useId } from 'react';
import type { ScreenId } from '../../routing/routes';
import { ButtonLink } from '../button-link/button-link';
import { KeptAsServed } from '../kept-as-served';
import styles from './cta-band.module.css';
import { SEARCH_SKIP } from '../search-skip';

interface CtaBandProps {
  title: string;
  text: string;
  button: string;
  /** Where the button leads; the contact screen unless said otherwise. */
  to?: ScreenId;
  /** A compact version for a sidebar. */
  compact?: boolean;
}

/**
 * A call to action: a coloured band with a title, a sentence and one button; kept as served at
 * hydration. Search leaves it out: it asks the visitor something rather than says what the page is.
 */
export function CtaBand({ title, text, button, to = 'contact', compact = false }: CtaBandProps) {
  const titleId = useId();
  return (
    <KeptAsServed
      part={`cta ${title}`}
      as="section"
      className={compact ? `${styles.band} ${styles.compact}` : styles.band}
      aria-labelledby={titleId}
      {...SEARCH_SKIP}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <ButtonLink to={to} variant="light">
        {button}
      </ButtonLink>
    </KeptAsServed>
  );
}
