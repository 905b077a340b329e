import { useT } from '../../i18n/use-t';
import { thumbnails, type SampleCard } from '../../content/sample-cards';
import { imageAltKey } from '../../content/galleries';
import { ServiceLink } from '../../routing/page-link';
import { Picture } from '../../components/picture/picture';
import card_ from '../../components/card/card.module.css';
import styles from './samples-page.module.css';
import { KeptAsServed } from '../../components/kept-as-served';
import { serviceItem } from '../../selection/items';
import { SelectionToggle } from '../../selection/toggle/selection-toggle';

/** A card of the samples screen: main picture, title, short text, up to three thumbnails, details link. */
export function SampleCardItem({ card, priority }: { card: SampleCard; priority: boolean }) {
  const { t } = useT('services');
  const name = t(card.titleKey);
  return (
    <KeptAsServed part={`sample ${card.id}`} as="li" className={`${card_.card} ${styles.card}`} data-card={card.id}>
      <Picture
        id={card.mainImage}
        alt={t(imageAltKey(card.mainImage))}
        sizes="(min-width: 1216px) 580px, (min-width: 800px) 47vw, 100vw"
        priority={priority}
        className={`${card_.picture} ${styles.main}`}
      />
      <div className={styles.body}>
        <h2 className={card_.title}>{name}</h2>
        <p className={card_.text}>{t(card.descriptionKey)}</p>
        <ul className={styles.thumbnails}>
          {thumbnails(card).map((id) => (
            <li key={id}>
              <Picture
                id={id}
                alt={t(imageAltKey(id))}
                sizes="(min-width: 800px) 180px, 30vw"
                className={`${card_.picture} ${styles.thumbnail}`}
              />
            </li>
          ))}
        </ul>
        <ServiceLink id={card.id} className={styles.details}>
          {t('samples.details', { service: name })}
        </ServiceLink>
        <SelectionToggle item={serviceItem(card.id)} className={styles.toggle} />
      </div>
    </KeptAsServed>
  );
}
