import { useT } from '../../i18n/use-t';
import type { ServicesListCard } from '../../content/services-list';
import { Picture } from '../../components/picture/picture';
import { TargetLink } from '../../components/service-card/target-link';
import cards from '../../components/card/card.module.css';
import styles from './services-page.module.css';
import { KeptAsServed } from '../../components/kept-as-served';

/** A card of the services list that stands for one service. */
export function CategoryCard({ card }: { card: ServicesListCard }) {
  const { t } = useT('services');
  return (
    <KeptAsServed
      part={`category ${card.group}`}
      as="li"
      className={`${cards.card} ${styles.card}`}
      data-group={card.group}
    >
      <Picture
        id={card.imageId}
        alt={t(card.imageAltKey)}
        sizes="(min-width: 1216px) 380px, (min-width: 900px) 31vw, 100vw"
        className={cards.picture}
      />
      <CardBody card={card} />
    </KeptAsServed>
  );
}

/** A services-list card's title, text and link. */
export function CardBody({ card }: { card: ServicesListCard }) {
  const { t } = useT('services');
  return (
    <div className={styles.body}>
      <h2 className={cards.title}>{t(card.titleKey)}</h2>
      <p className={cards.text}>{t(card.textKey)}</p>
      <TargetLink destination={card.target} className={styles.more}>
        {t(card.linkKey)}
      </TargetLink>
    </div>
  );
}
