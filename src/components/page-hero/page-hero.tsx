import { useId, type ReactNode } from 'react';
import type { ScreenId } from '../../routing/routes';
import { PageLink } from '../../routing/page-link';
import { ButtonLink } from '../button-link/button-link';
import { Eyebrow } from './eyebrow';
import styles from './page-hero.module.css';
import { KeptAsServed } from '../kept-as-served';
import { SEARCH_SKIP } from '../search-skip';

interface PageHeroProps {
  title: string;
  lead: string;
  eyebrow?: string;
  /** A link back to the parent screen, above the title. */
  back?: { to: ScreenId; label: string };
  /** The hero's call to action, usually the contact screen. */
  cta?: { to: ScreenId; label: string };
  /** The hero picture, a HeroPicture: beside the text on wide screens, below it on narrow ones. */
  image?: ReactNode;
  /** The section's id, for in-page links to the top of the page. */
  id?: string;
  /** More under the lead: buttons, or a row of links such as QuickTiles. */
  children?: ReactNode;
  /**
   * Kept as served at hydration (kept-as-served.tsx), unless its picture has a fallback: showing
   * that takes React's error handler.
   */
  keptAsServed?: boolean;
}

/** The top of a page: the only h1, a lead, and optionally a back link, a button and a picture. */
export function PageHero({ title, lead, eyebrow, back, cta, image, id, children, keptAsServed = true }: PageHeroProps) {
  const titleId = useId();
  return (
    <KeptAsServed
      part={`hero ${id ?? ''}`.trim()}
      as="section"
      keep={keptAsServed}
      id={id}
      className={styles.hero}
      aria-labelledby={titleId}
      data-with-image={Boolean(image)}
    >
      <div className={styles.text}>
        {back && (
          <PageLink to={back.to} className={styles.back} {...SEARCH_SKIP}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M13 8H3M7 4L3 8l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            {back.label}
          </PageLink>
        )}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {(cta || children) && (
          <div className={styles.actions}>
            {cta && <ButtonLink to={cta.to}>{cta.label}</ButtonLink>}
            {children}
          </div>
        )}
      </div>
      {image}
    </KeptAsServed>
  );
}
