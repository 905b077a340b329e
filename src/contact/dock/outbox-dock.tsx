import { useCallback, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useDismiss } from '../../components/use-dismiss';
import { Icon } from '../../components/icon/icon';
import { useOutbox } from '../offline/use-outbox';
import { useSentToast } from './use-sent-toast';
import { OutboxPanel } from './outbox-panel';
import styles from './outbox-dock.module.css';

/** How many enquiries wait on this device (and which were refused), and a toast once they are sent. */
export default function OutboxDock() {
  const { t } = useT();
  const { entries } = useOutbox();
  const sent = useSentToast();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const rejected = entries.filter((entry) => entry.rejection).length;
  const pending = entries.length - rejected;

  const close = useCallback((reason: 'outside' | 'escape' | 'button') => {
    setOpen(false);
    if (reason !== 'outside') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  return (
    <div className={styles.dock} ref={rootRef} data-testid="outbox-dock">
      <div role="status">
        {sent > 0 && (
          <p className={styles.toast}>
            <Icon name="check" size={20} />
            {t('outbox.sent', { count: sent })}
          </p>
        )}
      </div>
      {open && entries.length > 0 && <OutboxPanel id={panelId} entries={entries} onClose={() => close('button')} />}
      {entries.length > 0 && (
        <button
          ref={buttonRef}
          type="button"
          className={styles.indicator}
          data-rejected={rejected > 0 || undefined}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={rejected > 0 ? 'mail' : 'clock'} size={20} />
          <span>
            {[
              pending > 0 && t('outbox.pending', { count: pending }),
              rejected > 0 && t('outbox.rejected', { count: rejected }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </button>
      )}
    </div>
  );
}
