import { useT, useLang } from '../../i18n/use-t';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { isProjectType } from '../project-types';
import { shortReference } from '../clean-input';
import { useProjectTypeLabel } from '../project-type-label';
import type { OutboxRow } from '../offline/outbox-rows';
import type { OutboxRunner } from '../offline/outbox-runner';
import { OutboxEntryDetails } from './outbox-entry-details';
import styles from './outbox-dock.module.css';

/** One enquiry of the list: who, when, about what, and where it stands. */
interface Props {
  row: OutboxRow;
  runner: OutboxRunner;
  retryAt: number | null;
  onRemoved: () => void;
}

export function OutboxItem({ row, runner, retryAt, onRemoved }: Props) {
  const { t } = useT();
  const lang = useLang();
  const projectTypeLabel = useProjectTypeLabel();
  const format = (time: number) =>
    new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);

  return (
    <li className={styles.item} data-state={row.state}>
      <div className={styles.itemHead}>
        {/* Typed text isolated (dir="auto"): a right-to-left name must not reorder the line around it. */}
        <p className={styles.who}>
          <strong dir="auto">{row.name}</strong>
          {row.company && (
            <>
              {' · '}
              <span dir="auto">{row.company}</span>
            </>
          )}
        </p>
        <span className={styles.badge} data-state={row.state}>
          {t(`outbox.state.${row.state}`)}
        </span>
      </div>
      {/* 0: a record whose time was lost (see parseEntry); better no date than 1 January 1970. */}
      {row.createdAt > 0 && (
        <p className={styles.itemMeta}>
          {row.state === 'sent'
            ? t('outbox.savedSentAt', { saved: format(row.createdAt), sent: format(row.sentAt) })
            : t('outbox.savedAt', { date: format(row.createdAt) })}
        </p>
      )}
      <p className={styles.itemMeta}>{t('outbox.reference', { reference: shortReference(row.id) })}</p>
      {isProjectType(row.projectType) && (
        <p className={styles.itemMeta}>{t('outbox.projectType', { type: projectTypeLabel(row.projectType) })}</p>
      )}
      {row.state !== 'sent' && (
        <OutboxEntryDetails
          entry={row.entry}
          state={row.state}
          runner={runner}
          retryAt={retryAt}
          onRemoved={onRemoved}
        />
      )}
    </li>
  );
}
