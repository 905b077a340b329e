import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useLang, useT } from '../../i18n/use-t';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { COMPANY } from '../../content/company';
import { useOnline } from '../../components/use-online';
import type { OutboxEntry } from '../offline/outbox';
import type { OutboxRunner } from '../offline/outbox-runner';
import { providerError } from '../status';
import { isUnansweredRejection } from '../offline/unanswered';
import { useEnquiryFallbacks } from '../use-enquiry-fallbacks';
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
export function OutboxEntryDetails({ entry, state, runner, retryAt, onRemoved }: Props) {
  const { t } = useT();
  const lang = useLang();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const { params, rejection } = entry;
  const { text, mailto, copyState, copy } = useEnquiryFallbacks(params);
  const time = (at: number) =>
    new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { hour: '2-digit', minute: '2-digit' }).format(at);

  useEffect(() => {
    if (confirming || !cancelled.current) return;
    cancelled.current = false;
    removeRef.current?.focus();
  }, [confirming]);

  const note =
    state === 'rejected'
      ? rejectionNote(rejection, t)
      : state === 'waiting'
        ? !online
          ? t('outbox.waiting')
          : retryAt !== null
            ? t('outbox.retryAt', { time: time(retryAt) })
            : t('outbox.waitingOnline')
        : null;

  return (
    <>
      {note && <p className={state === 'rejected' ? styles.itemRejected : styles.itemWaiting}>{note}</p>}
      <details className={styles.itemText}>
        <summary>{t('outbox.showText')}</summary>
        <pre dir="auto">{text}</pre>
      </details>
      {mailto.shortened && <p className={styles.itemWaiting}>{t('outbox.mailShortened')}</p>}
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
            <button type="button" onClick={copy}>
              {copyState === 'copied' ? t('outbox.copied') : t('outbox.copy')}
            </button>
            <a href={mailto.href}>{t('outbox.mail')}</a>
            <button ref={removeRef} type="button" onClick={() => setConfirming(true)}>
              {t('outbox.remove')}
            </button>
          </div>
        ))}
    </>
  );
}

/**
 * Why the provider refused it, in the words the form uses for the same answer (status.ts): its
 * own text when it gave one, and a sentence of ours for "this browser is refused" (403, 451),
 * whose raw text ("Forbidden") tells the visitor nothing.
 */
function rejectionNote(rejection: OutboxEntry['rejection'], t: TFunction): string {
  if (isUnansweredRejection(rejection)) return t('outbox.rejectedNoAnswer');
  const error = providerError(rejection?.status ?? null, rejection?.text);
  if (error.kind === 'refused')
    return t('outbox.rejectedRefused', { email: COMPANY.emails.office, phone: COMPANY.phones.office.display });
  if (error.kind === 'provider' && error.text) return t('outbox.rejectedReason', { reason: error.text });
  return t('outbox.rejectedNoReason');
}
