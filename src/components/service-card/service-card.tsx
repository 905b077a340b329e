import { useT } from '../../i18n/use-t';
import type { ServiceCardData } from '../../content/services';
import { Picture } from '../picture/picture';
import { TargetLink } from './target-link';
import cardStyles from '../card/card.module.css';
import styles from './service-card.module.css';
import { KeptAsServed } from '../kept-as-served';

interface ServiceCardListProps {
  cards: readonly ServiceCardData[];
  /** `sizes` of the card pictures, from how many cards share a row. */
  sizes?: string;
  headingLevel?: 3 | 4;
}

/** Cards that each present a service with its picture and lead to its page; the whole card is clickable. Kept as served at hydration. */
export function ServiceCardList({
  cards,
  sizes = '(min-width: 1216px) 280px, (min-width: 640px) 45vw, 100vw',
  headingLevel = 3,
}: ServiceCardListProps) {
  const { t } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <KeptAsServed part={`cards ${cards.map((card) => card.key).join(' ')}`} as="ul" className={styles.list}>
      {cards.map((card) => (
        <li key={card.key} className={`${cardStyles.card} ${styles.card}`} data-card={card.key}>
          <Picture id={card.imageId} alt={t(card.imageAltKey)} sizes={sizes} className={cardStyles.picture} />
          <div className={styles.body}>
            <Heading className={styles.title}>
              <TargetLink destination={card.target} className={styles.link}>
                {t(card.titleKey)}
              </TargetLink>
            </Heading>
            <p className={styles.text}>{t(card.textKey)}</p>
          </div>
        </li>
      ))}
    </KeptAsServed>
  );
}
