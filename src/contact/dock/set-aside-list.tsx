import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { useCopyText } from '../../components/use-copy-text';
import type { SetAside } from '../offline/outbox';
import type { OutboxRunner } from '../offline/outbox-runner';
import styles from './outbox-dock.module.css';

/**
 * Records of this device's outbox that could not be read (damaged, or from a version of the
 * site that wrote them differently). They are never sent by themselves; shown here so that
 * what they hold can be copied and sent by hand rather than sit unseen.
 */
export function SetAsideList({ records, runner }: { records: readonly SetAside[]; runner: OutboxRunner }) {
  const { t } = useT();
  const id = useId();
  if (records.length === 0) return null;
  return (
    <section className={styles.setAside} aria-labelledby={id}>
      <h3 id={id} className={styles.setAsideTitle}>
        {t('outbox.setAsideTitle')}
      </h3>
      <p className={styles.panelIntro}>{t('outbox.setAsideIntro')}</p>
      <ul className={styles.items}>
        {records.map((record) => (
          <SetAsideItem key={record.key} record={record} runner={runner} />
        ))}
      </ul>
    </section>
  );
}

/** Once its text is copied, a record can be taken away: its badge no longer stays on every page. */
function SetAsideItem({ record, runner }: { record: SetAside; runner: OutboxRunner }) {
  const { t } = useT();
  const [copyState, copy] = useCopyText();
  return (
    <li className={styles.item} data-state="set-aside">
      <details className={styles.itemText}>
        <summary>{t('outbox.showText')}</summary>
        <pre dir="auto">{record.text}</pre>
      </details>
      <div className={styles.itemActions}>
        <button type="button" onClick={() => void copy(record.text)}>
          {copyState === 'copied' ? t('outbox.copied') : t('outbox.copy')}
        </button>
        {copyState === 'copied' && (
          <button type="button" onClick={() => void runner.dismissSetAside(record.key)}>
            {t('outbox.setAsideDismiss')}
          </button>
        )}
      </div>
    </li>
  );
}
