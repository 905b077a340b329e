import { useT } from '../../i18n/use-t';
import type { TextItem } from '../../content/text-items';
import { Icon } from '../icon/icon';
import styles from './benefit-list.module.css';

/** A checked list of benefits, each a short title and a sentence. */
export function BenefitList({ items }: { items: readonly TextItem[] }) {
  const { t } = useT();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-benefit={item.id}>
          <Icon name="check" size={22} className={styles.icon} />
          <p>
            <strong>{t(item.titleKey)}</strong> {t(item.textKey)}
          </p>
        </li>
      ))}
    </ul>
  );
}
