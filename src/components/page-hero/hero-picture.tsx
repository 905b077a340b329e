import { Picture } from '../picture/picture';
import cards from '../card/card.module.css';
import styles from './page-hero.module.css';

/**
 * The picture beside a page hero's text: the largest image of the first view, so it loads first.
 * Given to PageHero by the pages that have one, so a hero without a picture (contact) does not
 * bring the table of every picture onto its page's path to hydration.
 */
export function HeroPicture({ id, alt, fallbackId }: { id: string; alt: string; fallbackId?: string }) {
  return (
    <Picture
      id={id}
      alt={alt}
      fallbackId={fallbackId}
      sizes="(min-width: 1216px) 560px, (min-width: 900px) 46vw, 100vw"
      priority
      className={`${cards.picture} ${styles.picture}`}
    />
  );
}
