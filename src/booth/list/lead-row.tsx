import { useId, useState } from 'react';
import { useLang, useT } from '../../i18n/use-t';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { isUnansweredRejection } from '../../contact/offline/unanswered';
import { SENT_MARK_KEPT_DAYS } from '../../contact/offline/outbox-names';
import type { OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { OutboxRunner } from '../../contact/offline/outbox-runner';
import type { Lead, LeadState } from '../lead';
import { startOfDay } from './lead-days';
import styles from './booth-list.module.css';

interface Props {
  lead: Lead;
  state: LeadState;
  outbox: OutboxSnapshot;
  runner: OutboxRunner | null;
  now: number;
  onCorrect: (id: string) => void;
}

/** One lead of the list: who, when, how interested, and where it stands, with what the rep can do. */
export function LeadRow({ lead, state, outbox, runner, now, onCorrect }: Props) {
  const { t } = useT('booth');
  const lang = useLang();
  const nameId = useId();
  const [sendFailed, setSendFailed] = useState(false);
  const locale = LANGUAGE_INFO[lang].locale;
  // The hour alone on the day it is; the date too on any other day (earlier, or a clock set back).
  const when = (time: number) =>
    new Intl.DateTimeFormat(
      locale,
      startOfDay(time) === startOfDay(now) ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
    ).format(time);
  const { card } = lead;
  const entry = outbox.entries.find((queued) => queued.id === lead.id);
  const unsent = state.kind === 'saved' || state.kind === 'sending' || state.kind === 'attention';
  // "Send now": a refused lead is tried again; a waiting one goes without waiting for the next retry.
  const canSendNow =
    runner !== null &&
    ((state.kind === 'attention' && state.reason === 'refused') || (state.kind === 'saved' && outbox.retryAt !== null));

  const sendNow = async () => {
    setSendFailed(false);
    try {
      if (state.kind === 'attention') await runner!.retry(lead.id);
      else await runner!.flush('all');
    } catch {
      setSendFailed(true);
    }
  };

  return (
    <li className={styles.item} data-state={state.kind} data-lead={lead.id}>
      {/* Typed text isolated (dir="auto"): a right-to-left name must not reorder the line around it. */}
      <p id={nameId}>
        <strong dir="auto">{card.name.trim() || t('list.unnamed')}</strong>
        {card.company.trim() && (
          <>
            {' · '}
            <span dir="auto">{card.company}</span>
          </>
        )}
      </p>
      <p className={styles.meta}>
        {lead.startedAt > 0 && <>{t('list.takenAt', { time: when(lead.startedAt) })} · </>}
        {t('list.ratingLabel', { rating: card.rating ? t(`card.rating.${card.rating}`) : t('list.unrated') })}
      </p>
      <p className={styles.state}>
        {state.kind === 'sent' ? t('list.state.sent', { time: when(state.at) }) : t(`list.state.${state.kind}`)}
      </p>
      {state.kind === 'attention' && (
        <p className={styles.reason}>
          {state.reason !== 'refused'
            ? t(`list.reason.${state.reason}`, { days: SENT_MARK_KEPT_DAYS })
            : isUnansweredRejection(entry?.rejection ?? null)
              ? t('list.reason.unanswered')
              : entry?.rejection?.text
                ? t('list.reason.refused', { text: entry.rejection.text })
                : t('list.reason.refusedBare')}
        </p>
      )}
      {sendFailed && (
        <p className={styles.reason} role="alert">
          {t('list.sendFailed')}
        </p>
      )}
      {unsent && (
        <div className={styles.actions}>
          {canSendNow && (
            <button type="button" aria-describedby={nameId} onClick={() => void sendNow()}>
              {t('list.sendNow')}
            </button>
          )}
          <button type="button" aria-describedby={nameId} onClick={() => onCorrect(lead.id)}>
            {t('list.correctButton')}
          </button>
        </div>
      )}
    </li>
  );
}
