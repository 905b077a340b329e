import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { useOnline } from '../../components/use-online';
import { useCopyText } from '../../components/use-copy-text';
import type { OutboxEntry } from '../offline/outbox';
import type { OutboxRunner } from '../offline/outbox-runner';
import { enquiryText } from '../enquiry-text';
import { useProjectTypeLabel } from '../project-type-label';
import { ConfirmRemove } from './confirm-remove';
import styles from './outbox-dock.module.css';

interface Props {
  entry: OutboxEntry;
  state: 'waiting' | 'sending' | 'rejected';
  runner: OutboxRunner;
  retryAt: number | null;
  onRemoved: () => void;
}

/** What a queued enquiry says, why it waits, and what the rep can do with it. */
export function OutboxEntryDetails({ entry, state, runner, onRemoved }: Props) {
  const { t } = useT();
  const online = useOnline();
  const projectTypeLabel = useProjectTypeLabel();
  const [copyState, copy] = useCopyText();
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const { params, rejection } = entry;
  const text = enquiryText(params, (key) => t(`enquiry.fields.${key}`), projectTypeLabel);
  const subject = t('outbox.mailSubject', { name: params.from_name });
  const mailto = `mailto:${COMPANY.emails.office}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
  const reason = rejection?.text.trim();

  useEffect(() => {
    if (confirming || !cancelled.current) return;
    cancelled.current = false;
    removeRef.current?.focus();
  }, [confirming]);

  const note =
    state === 'rejected'
      ? reason
        ? t('outbox.rejectedReason', { reason })
        : t('outbox.rejectedNoReason')
      : state === 'waiting'
        ? t(online ? 'outbox.waitingOnline' : 'outbox.waiting')
        : null;

  return (
    <>
      {note && <p className={state === 'rejected' ? styles.itemRejected : styles.itemWaiting}>{note}</p>}
      <details className={styles.itemText}>
        <summary>{t('outbox.showText')}</summary>
        <pre>{text}</pre>
      </details>
      {state !== 'sending' &&
        (confirming ? (
          <ConfirmRemove
            name={params.from_name}
            onConfirm={() => void runner.remove(entry.id).then(onRemoved)}
            onCancel={() => {
              cancelled.current = true;
              setConfirming(false);
            }}
          />
        ) : (
          <div className={styles.itemActions}>
            {state === 'rejected' ? (
              <button type="button" onClick={() => void runner.retry(entry.id)}>
                {t('outbox.retry')}
              </button>
            ) : (
              online && (
                <button type="button" onClick={() => void runner.flush('all')}>
                  {t('outbox.sendNow')}
                </button>
              )
            )}
            <button type="button" onClick={() => void copy(text)}>
              {copyState === 'copied' ? t('outbox.copied') : t('outbox.copy')}
            </button>
            <a href={mailto}>{t('outbox.mail')}</a>
            <button ref={removeRef} type="button" onClick={() => setConfirming(true)}>
              {t('outbox.remove')}
            </button>
          </div>
        ))}
    </>
  );
}
