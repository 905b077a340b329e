import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../components/use-dismiss';
import { useT } from '../../i18n/use-t';
import { useGetOutbox } from '../../contact/offline/outbox-provider';
import type { OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { OutboxRunner } from '../../contact/offline/outbox-runner';
import { useBooth, useLeadsStore } from '../leads/booth-provider';
import { leadState } from '../leads/lead-state';
import { clearPlan } from './retention';
import styles from './device.module.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'first' }
  /** The unsent leads the rep is asked about, by id: only those may go, whatever comes meanwhile. */
  | { kind: 'second'; unsent: readonly string[] }
  | { kind: 'busy' };

type Outcome = { removed: number; kept: number } | null;

/**
 * "Clear this device", at the end of the fair: removes what was sent. A lead not yet sent goes
 * only after a second, explicit step that names how many would be lost; it is first taken out
 * of the outbox as its only sender (runner.withdraw), so that it is never sent after. One on its
 * way at that moment finishes its send first: it is then sent, and goes as a sent one.
 */
export function ClearDevice({ runner, outbox }: { runner: OutboxRunner | null; outbox: OutboxSnapshot }) {
  const { t } = useT('booth');
  const { leads, loaded } = useBooth();
  const store = useLeadsStore();
  const getOutbox = useGetOutbox();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const safeRef = useRef<HTMLButtonElement>(null);
  const firstId = useId();
  const secondId = useId();
  const focusOpener = useRef(false);
  const plan = clearPlan(leads, (lead) => leadState(lead, outbox));

  // The safe answer of each step has the focus; while clearing (the pressed button is gone) and
  // back at rest, the control that opened them.
  useEffect(() => {
    if (step.kind === 'first' || step.kind === 'second') safeRef.current?.focus();
    if (step.kind === 'busy') openerRef.current?.focus();
    if (step.kind === 'idle' && focusOpener.current) {
      focusOpener.current = false;
      openerRef.current?.focus();
    }
  }, [step]);

  const close = useCallback(() => {
    focusOpener.current = true;
    setStep({ kind: 'idle' });
  }, []);

  const clear = async (unsent: readonly string[]) => {
    setStep({ kind: 'busy' });
    setOutcome(null);
    let kept = 0;
    try {
      // Read again now: a lead may have been sent (or taken in another tab) since the question.
      const outboxNow = (runner ?? (await getOutbox())).getSnapshot();
      const sent = clearPlan(store.getSnapshot().leads, (lead) => leadState(lead, outboxNow)).sent;
      const held = new Map(store.getSnapshot().leads.map((lead) => [lead.id, lead] as const));
      const queued = unsent.filter((id) => held.get(id)?.savedAt != null);
      const open = unsent.filter((id) => held.has(id) && held.get(id)!.savedAt == null);
      const withdrawn = queued.length > 0 ? await (runner ?? (await getOutbox())).withdraw(queued) : [];
      kept = queued.length - withdrawn.length;
      const ids = [...new Set([...sent, ...open, ...withdrawn])];
      const stored = ids.length === 0 || (await store.removeLeads(ids));
      setOutcome({ removed: stored ? ids.length : 0, kept: stored ? kept : kept + ids.length });
    } catch {
      // The outbox could not be had or answered: the unsent leads stay, and are said to.
      setOutcome({ removed: 0, kept: unsent.length + kept });
    }
    close();
  };

  const asking = step.kind === 'first' || step.kind === 'second';
  const rootRef = useRef<HTMLDivElement>(null);
  // Escape answers either step as its safe answer does (nothing goes), wherever the focus is;
  // close() gives the focus back to the control that opened it. A click outside does not: a
  // destructive question is answered only by Escape or one of its buttons.
  const dismiss = useCallback(
    (reason: 'outside' | 'escape') => {
      if (reason === 'escape') close();
    },
    [close],
  );
  useDismiss(rootRef, asking, dismiss);

  return (
    <div ref={rootRef}>
      <button
        ref={openerRef}
        type="button"
        className={styles.clear}
        aria-expanded={asking}
        // Not before the device's leads are read (the page is served without them), nor while
        // clearing: then only said so, so that it keeps the focus (a disabled control cannot).
        disabled={!loaded}
        aria-disabled={step.kind === 'busy' || undefined}
        onClick={() => {
          if (step.kind === 'busy') return;
          setOutcome(null);
          setStep({ kind: 'first' });
        }}
      >
        {t('device.clearButton')}
      </button>
      {step.kind === 'first' && (
        <div
          role="group"
          aria-labelledby={firstId}
          // Focus lands on "Cancel": what would go and what would stay is heard with the question.
          aria-describedby={plan.unsent.length > 0 ? `${firstId}-sent ${firstId}-unsent` : `${firstId}-sent`}
          className={styles.confirm}
        >
          <p id={firstId} className={styles.question}>
            {t('device.clearQuestion')}
          </p>
          <p id={`${firstId}-sent`}>
            {plan.sent.length > 0 ? t('device.clearSent', { count: plan.sent.length }) : t('device.clearNoneSent')}
          </p>
          {plan.unsent.length > 0 && (
            <p id={`${firstId}-unsent`}>{t('device.clearUnsentKept', { count: plan.unsent.length })}</p>
          )}
          <div className={styles.actions}>
            {plan.sent.length > 0 && (
              <button type="button" onClick={() => void clear([])}>
                {t('device.clearSentButton')}
              </button>
            )}
            {plan.unsent.length > 0 && (
              <button type="button" onClick={() => setStep({ kind: 'second', unsent: plan.unsent })}>
                {t('device.clearAlsoUnsentButton')}
              </button>
            )}
            <button ref={safeRef} type="button" onClick={close}>
              {t('device.cancelButton')}
            </button>
          </div>
        </div>
      )}
      {step.kind === 'second' && (
        <div
          role="group"
          aria-labelledby={secondId}
          aria-describedby={`${secondId}-warning`}
          className={styles.confirm}
        >
          <p id={secondId} className={styles.question}>
            {t('device.unsentQuestion', { count: step.unsent.length })}
          </p>
          <p id={`${secondId}-warning`}>{t('device.unsentWarning', { count: step.unsent.length })}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={() => void clear(step.unsent)}>
              {t('device.removeUnsent', { count: step.unsent.length })}
            </button>
            <button ref={safeRef} type="button" onClick={close}>
              {t('device.keepUnsentButton')}
            </button>
          </div>
        </div>
      )}
      <p role="status" className={styles.hint}>
        {step.kind === 'busy' && t('device.clearing')}
        {outcome && outcome.removed > 0 && t('device.cleared', { count: outcome.removed })}
        {outcome && outcome.removed === 0 && outcome.kept === 0 && t('device.clearedNothing')}
        {outcome && outcome.kept > 0 && <> {t('device.clearKept', { count: outcome.kept })}</>}
      </p>
    </div>
  );
}
