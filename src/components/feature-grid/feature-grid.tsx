import { useT } from '../../i18n/use-t';
import type { IconTextItem } from '../../content/text-items';
import { Icon } from '../icon/icon';
import styles from './feature-grid.module.css';

/** Cards with an icon, a title and a text, in a responsive grid. */
export function FeatureGrid({ items, headingLevel = 3 }: { items: readonly IconTextItem[]; headingLevel?: 3 | 4 }) {
  const { t } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.card} data-feature={item.id}>
          <Icon name={item.icon} className={styles.icon} />
          <Heading className={styles.title}>{t(item.titleKey)}</Heading>
          <p className={styles.text}>{t(item.textKey)}</p>
        </li>
      ))}
    </ul>
  );
}
