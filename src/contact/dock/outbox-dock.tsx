import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../components/icon/icon';
import { resolveRoute } from '../../routing/resolve-route';
import { useOutboxRunner, useOutboxSnapshot } from '../offline/use-outbox';
import { countByState, outboxRows } from '../offline/outbox-rows';
import { useSentToast } from './use-sent-toast';
import { OutboxPanel } from './outbox-panel';
import styles from './outbox-dock.module.css';
// In this chunk, not fetched after it: the runner (outbox-provider.tsx imports it lazily) then
// loads with the dock in one step. A second dynamic import still in flight when the visitor
// navigates fails, and the failure of a chunk's preload makes the page reload (boot.ts), which
// cuts off the navigation (seen in Firefox and WebKit).
import '../offline/page-outbox';
import { MAIN_CONTENT_ID } from '../../components/main-content';

/**
 * The pending-enquiries indicator, on every page while something waits or was refused, and the
 * list of the enquiries taken on this device that it opens. The list stays open while the
 * enquiries in it go out, so the rep sees each one change to "sent". Once nothing waits, the
 * contact page still offers the list of what was sent (kept for a few hours), so a rep can
 * check the day's enquiries there; other pages stay clear.
 */
export default function OutboxDock() {
  const { t } = useT();
  const runner = useOutboxRunner();
  const { entries, sent, sendingId, retryAt, setAside } = useOutboxSnapshot(runner);
  const toast = useSentToast(runner);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const panelId = useId();
  const rows = outboxRows(entries, sent, sendingId);
  const counts = countByState(rows);
  const pending = counts.waiting + counts.sending;
  const [location] = useLocation();
  const route = resolveRoute(location);
  const onContactPage = route.kind === 'page' && route.page.screen === 'contact';
  const attention = pending + counts.rejected + setAside.length > 0;

  const close = useCallback((reason: 'outside' | 'escape' | 'button') => {
    setOpen(false);
    refocus.current = reason !== 'outside';
  }, []);

  // After closing, focus goes back to the indicator, or to the page when nothing is left to indicate.
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    (buttonRef.current ?? document.getElementById(MAIN_CONTENT_ID))?.focus();
  }, [open]);

  return (
    <div className={styles.dock} data-testid="outbox-dock">
      <div role="status">
        {toast > 0 && (
          <p className={styles.toast}>
            <Icon name="check" size={20} />
            {t('outbox.sent', { count: toast })}
          </p>
        )}
      </div>
      {open && runner && (
        <OutboxPanel id={panelId} rows={rows} runner={runner} retryAt={retryAt} setAside={setAside} onClose={close} />
      )}
      {(attention || (onContactPage && counts.sent > 0)) && (
        <button
          ref={buttonRef}
          type="button"
          className={styles.indicator}
          data-rejected={counts.rejected > 0 || undefined}
          data-sent-only={!attention || undefined}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={counts.rejected > 0 ? 'mail' : attention ? 'clock' : 'check'} size={20} />
          <span>
            {attention
              ? [
                  pending > 0 && t('outbox.pending', { count: pending }),
                  counts.rejected > 0 && t('outbox.rejected', { count: counts.rejected }),
                  setAside.length > 0 && t('outbox.setAside', { count: setAside.length }),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t('outbox.sentHere', { count: counts.sent })}
          </span>
        </button>
      )}
    </div>
  );
}
