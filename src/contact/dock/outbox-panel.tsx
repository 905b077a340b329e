import { useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { ModalDialog } from '../../components/modal-dialog/modal-dialog';
import { SENT_KEPT_HOURS } from '../offline/outbox-names';
import type { OutboxRunner } from '../offline/outbox-runner';
import type { OutboxRow } from '../offline/outbox-rows';
import { OutboxItem } from './outbox-item';
import { SetAsideList } from './set-aside-list';
import { PageLink } from '../../routing/page-link';
import { AHEAD_ON_INTENT_MARK } from '../../routing/ahead-on-intent';
import type { SetAside } from '../offline/outbox';
import styles from './outbox-dock.module.css';

interface Props {
  id: string;
  rows: readonly OutboxRow[];
  runner: OutboxRunner;
  /** When the shared schedule tries again, if it waits. */
  retryAt: number | null;
  setAside: readonly SetAside[];
  onClose: (reason: 'outside' | 'escape' | 'button') => void;
}

/**
 * The enquiries taken on this device, as a dialog over the page so a long day's list has room.
 * It is only ever read from this browser's storage: no page of the site carries it.
 */
export function OutboxPanel({ id, rows, runner, retryAt, setAside, onClose }: Props) {
  const { t } = useT();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const hasSent = rows.some((row) => row.state === 'sent');
  // A removed item takes its focused button with it; the list's title takes the focus instead.
  const onRemoved = () => titleRef.current?.focus();

  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-intro`} onClose={onClose} className={styles.panel}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
          {t('outbox.title')}
        </h2>
        <button type="button" className={styles.close} onClick={() => onClose('button')}>
          {t('outbox.close')}
        </button>
      </div>
      <p id={`${id}-intro`} className={styles.panelIntro}>
        {t('outbox.intro')}
      </p>
      <div className={styles.scroller}>
        {rows.length === 0 && setAside.length === 0 && <p className={styles.panelIntro}>{t('outbox.noneWaiting')}</p>}
        <ul className={styles.items}>
          {rows.map((row) => (
            <OutboxItem key={row.id} row={row} runner={runner} retryAt={retryAt} onRemoved={onRemoved} />
          ))}
        </ul>
        <SetAsideList records={setAside} runner={runner} />
      </div>
      {hasSent && (
        <div className={styles.panelFooter}>
          <p>{t('outbox.sentKept', { hours: SENT_KEPT_HOURS })}</p>
          <button type="button" className={styles.close} onClick={() => void runner.clearSent()}>
            {t('outbox.clearSent')}
          </button>
        </div>
      )}
      {/* The rep's way to booth mode, which is in no menu. Its code is fetched only once the
          link is reached for: no page loads the booth's code unasked. */}
      <p className={styles.boothMode}>
        <PageLink to="booth" {...AHEAD_ON_INTENT_MARK} onClick={() => onClose('outside')}>
          {t('outbox.boothMode')}
        </PageLink>
      </p>
    </ModalDialog>
  );
}
