import { useT } from '../../i18n/use-t';
import type { OutboxEntry } from '../offline/outbox';
import { OutboxItem } from './outbox-item';
import styles from './outbox-dock.module.css';

interface Props {
  id: string;
  entries: readonly OutboxEntry[];
  onClose: () => void;
}

export function OutboxPanel({ id, entries, onClose }: Props) {
  const { t } = useT();
  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {t('outbox.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('outbox.close')}
        </button>
      </div>
      <p className={styles.panelIntro}>{t('outbox.intro')}</p>
      <ul className={styles.items}>
        {entries.map((entry) => (
          <OutboxItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
