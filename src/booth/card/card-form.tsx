import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLang, useT } from '../../i18n/use-t';
import { LANGUAGES, LANGUAGE_INFO, type Lang } from '../../i18n/languages';
import { COMPANY } from '../../content/company';
import { PROJECT_TYPES, type ProjectType } from '../../contact/project-types';
import { useProjectTypeLabel } from '../../contact/project-type-label';
import { newSubmissionId } from '../../contact/payload';
import { useGetOutbox } from '../../contact/offline/outbox-provider';
import type { SubmitOutcome } from '../../contact/offline/outbox-runner';
import { useAppSelection, useSelectionSnapshot } from '../../selection/selection-provider';
import { itemLabel, type Translate } from '../../selection/message-block';
import { selectionLink } from '../../selection/selection-link';
import type { SelectionItem } from '../../selection/items';
import { itemKey } from '../../selection/items';
import actions from '../../components/action-button/action-button.module.css';
import { RATINGS, type Lead, type LeadCard } from '../lead';
import { useLeadsStore } from '../leads/booth-provider';
import { leadMessage, leadParams, messageOverBy } from '../lead-message';
import { cardProblems, followUpAs, savedAs, type SavedKind, type CardField, type CardProblem } from './card-check';
import { useTypedCard } from './use-typed-card';
import { ScanBadge } from '../scan/scan-badge';
import styles from './visitor-card.module.css';

/** What the card says once it is done, in the status line above "Next visitor". */
export interface CardSaid {
  kind: SavedKind | 'corrected' | ReturnType<typeof followUpAs>;
  name: string;
  /** The lead saved: the one a correction would open. */
  id: string;
}

interface Props {
  lead: Lead;
  /** 'new': the open card, saved as typed; 'correct': a saved lead not sent yet, replaced when saved. */
  mode: 'new' | 'correct';
  onSaved: (said: CardSaid) => void;
  onCancel: () => void;
  /** Whether the focus goes to the card's first field as it opens (not on a reload that reopens it). */
  focusOnOpen: boolean;
  /**
   * The lead was started on this page ("Next visitor" here, not reopened after a reload): its id
   * has never been given to the outbox, so Save need not wait on the sent log (SubmitHooks).
   */
  startedHere: boolean;
}

/**
 * One visitor's card: who they are, what they liked (the selection, shown live, and the project
 * types as chips), how interested they were, the rep's notes and the visitor's consent. "Save
 * lead" puts it into the outbox as one enquiry (written before any network call), marks the lead
 * saved and clears the selection for the next visitor. A correction replaces the queued enquiry,
 * or, when it is already on its way, goes as a follow-up.
 */
export function CardForm({ lead, mode, onSaved, onCancel, focusOnOpen, startedHere }: Props) {
  const { t } = useT(['booth', 'common', 'services', 'contact']);
  const translate = t as unknown as Translate;
  const lang = useLang();
  const id = useId();
  const store = useLeadsStore();
  const getOutbox = useGetOutbox();
  const selection = useAppSelection();
  const live = useSelectionSnapshot();
  const projectTypeLabel = useProjectTypeLabel();
  const { card, latest, change, flush, settle, forgetCopy } = useTypedCard(store, lead, mode === 'new');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<'notKept' | 'notLoaded' | 'notConfirmed' | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  /** The follow-up a correction became, once begun: the same one on every Save until it is saved. */
  const followUpBegun = useRef<{ id: string; startedAt: number } | null>(null);
  // The open card shows the selection as it is now; a correction, what the lead was saved with.
  const items: readonly SelectionItem[] = mode === 'new' ? live.items : lead.card.items;

  const fieldId = (field: string) => `${id}-${field}`;
  const clock = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { timeStyle: 'short' });
  const messageOf = (shown: Lead, correctsSavedAt?: number | null) =>
    leadMessage(shown, {
      t: translate,
      lang,
      selectionUrl: selectionLink(shown.card.items, lang),
      correctsSavedAt,
    });

  useEffect(() => {
    if (focusOnOpen) document.getElementById(fieldId('name'))?.focus();
    // Once, as the card opens: the focus is the rep's after that.
  }, []);

  // Once the rep has tried to save, the messages follow the fields as they are corrected.
  const problems = tried
    ? cardProblems(
        { ...card, items: [...items] },
        messageOverBy(messageOf({ ...lead, card: { ...card, items: [...items] } })),
      )
    : null;

  const problemOf = (field: CardField) => problems?.find((problem) => problem.field === field);
  const problemText = (problem: CardProblem | undefined) =>
    problem &&
    (problem.key === 'notesTooLong'
      ? t('card.errors.notesTooLong', { over: new Intl.NumberFormat(LANGUAGE_INFO[lang].locale).format(problem.over) })
      : t(`card.errors.${problem.key}`));

  /** Checks the card; on a problem, says it by each field and takes the focus to the first. */
  const checked = (shown: Lead, message: string): boolean => {
    const found = cardProblems(shown.card, messageOverBy(message));
    // Drawn before the focus moves: a screen reader reads the field as the focus lands on it, and
    // a problem tied to it after that is not read.
    flushSync(() => setTried(true));
    if (found.length === 0) return true;
    document.getElementById(fieldId(found[0]!.field))?.focus();
    return false;
  };

  const markSaved = (leadId: string, saved: LeadCard) =>
    store.updateLead(leadId, (held) =>
      held && held.savedAt === null ? { ...held, card: saved, savedAt: Date.now(), updatedAt: Date.now() } : null,
    );

  const outbox = async () => {
    try {
      return await getOutbox();
    } catch {
      setFailure('notLoaded');
      return null;
    }
  };

  const saveLead = async () => {
    const chosen = selection.getSnapshot();
    const saved: LeadCard = { ...latest.current, items: [...chosen.items] };
    const shown: Lead = { ...lead, card: saved };
    const message = messageOf(shown);
    if (!checked(shown, message)) return;
    // The card with its interests first: a tab closed from here on reopens it whole.
    settle();
    const written = await store.updateLead(lead.id, (held) =>
      held && held.savedAt === null ? { ...held, card: saved, updatedAt: Date.now() } : null,
    );
    if (written.saved) forgetCopy();
    const runner = await outbox();
    if (!runner) return;
    const outcome = await runner.submit(leadParams(shown, message, COMPANY.brand), {
      saved: () => void markSaved(lead.id, saved),
      neverQueued: startedHere,
    });
    if (outcome.kind === 'unsaved') return setFailure('notKept');
    // Storage did not answer in time: the card stays, and saving it again is safe (SubmitOutcome).
    if (outcome.kind === 'unconfirmed') return setFailure('notConfirmed');
    await markSaved(lead.id, saved);
    // For the next visitor; a selection not read yet (its storage slow to answer) is not this
    // lead's, and not cleared unseen.
    if (chosen.loaded) await selection.clear();
    onSaved({
      kind: savedAs(outcome, runner.getSnapshot(), navigator.onLine),
      name: saved.name.trim() || saved.email.trim(),
      id: lead.id,
    });
  };

  const saveCorrection = async () => {
    const corrected: Lead = { ...lead, card: { ...latest.current, items: lead.card.items }, updatedAt: Date.now() };
    const message = messageOf(corrected);
    if (!checked(corrected, message)) return;
    const runner = await outbox();
    if (!runner) return;
    const name = corrected.card.name.trim() || corrected.card.email.trim();
    let outcome;
    try {
      outcome = await runner.correct(leadParams(corrected, message, COMPANY.brand));
    } catch (error) {
      // The queue did not answer in time (QUEUE_LIMIT_MS): the correction may still land, and
      // saving it again is safe (the same text replaces the same enquiry).
      if (error instanceof DOMException && error.name === 'TimeoutError') return setFailure('notConfirmed');
      return setFailure('notKept');
    }
    if (outcome === 'replaced') {
      await store.updateLead(lead.id, (held) => held && { ...held, card: corrected.card, updatedAt: Date.now() });
      return onSaved({ kind: 'corrected', name, id: lead.id });
    }
    // On its way, perhaps arrived already (an earlier send's answer lost), sent or gone: the
    // correction is an enquiry of its own that says what it corrects.
    // Saved again after a Save that could not be confirmed, it is the same follow-up (the first
    // may have landed in the queue, and two ids would be two enquiries): its id stays until saved.
    const now = Date.now();
    const begun = (followUpBegun.current ??= { id: newSubmissionId(), startedAt: now });
    const followUp: Lead = {
      ...corrected,
      id: begun.id,
      startedAt: begun.startedAt,
      updatedAt: now,
      savedAt: null,
      sentAt: null,
      followUpOf: lead.id,
    };
    const followUpMessage = messageOf(followUp, lead.savedAt ?? lead.startedAt);
    if (messageOverBy(followUpMessage) > 0 && !checked(followUp, followUpMessage)) return;
    await store.putLead(followUp);
    const sent = await runner.submit(leadParams(followUp, followUpMessage, COMPANY.brand), {
      saved: () => void markSaved(followUp.id, followUp.card),
      // Its id was made on this card; tried before, the outbox knows it as such (SubmitHooks).
      neverQueued: true,
    });
    if (sent.kind === 'unsaved') return setFailure('notKept');
    if (sent.kind === 'unconfirmed') return setFailure('notConfirmed');
    await markSaved(followUp.id, followUp.card);
    followUpBegun.current = null;
    onSaved({ kind: followUpAs(outcome), name, id: followUp.id });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await (mode === 'new' ? saveLead() : saveCorrection());
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const text = (field: 'name' | 'company' | 'email' | 'phone' | 'country', label: string, extra: object = {}) => (
    <Field
      id={fieldId(field)}
      label={label}
      problem={problemText(problemOf(field as CardField))}
      optional={t('contact:form.optional')}
      required={field === 'email'}
    >
      {(describedBy, invalid) => (
        <input
          id={fieldId(field)}
          className={styles.control}
          value={card[field]}
          onChange={(event) => change({ [field]: event.currentTarget.value })}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...extra}
        />
      )}
    </Field>
  );

  const toggleType = (type: ProjectType) =>
    change({
      projectTypes: card.projectTypes.includes(type)
        ? card.projectTypes.filter((held) => held !== type)
        : [...card.projectTypes, type],
    });

  const consentProblem = problemText(problemOf('consent'));
  const headingId = `${id}-heading`;

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void onSubmit(event)}
      onBlur={() => void flush()}
      aria-labelledby={headingId}
      aria-busy={busy}
      noValidate
    >
      <h2 id={headingId} className={styles.heading}>
        {mode === 'new' ? t('card.title') : t('card.correcting', { name: lead.card.name || lead.card.email })}
      </h2>
      <p className={styles.note}>{t('card.required')}</p>
      <ScanBadge onFill={change} current={() => latest.current} fieldId={fieldId} />
      <div className={styles.row}>
        {text('name', t('common:enquiry.fields.name'), { autoComplete: 'off' })}
        {text('company', t('common:enquiry.fields.company'), { autoComplete: 'off' })}
      </div>
      <div className={styles.row}>
        {text('email', t('common:enquiry.fields.email'), {
          type: 'email',
          autoComplete: 'off',
          inputMode: 'email',
          'aria-required': true,
        })}
        {text('phone', t('common:enquiry.fields.phone'), { type: 'tel', autoComplete: 'off' })}
      </div>
      <div className={styles.row}>
        {text('country', t('card.fields.country'), { autoComplete: 'off' })}
        <Field id={fieldId('language')} label={t('card.fields.language')}>
          {() => (
            <select
              id={fieldId('language')}
              className={styles.control}
              value={card.language}
              onChange={(event) => change({ language: event.currentTarget.value as Lang })}
            >
              {LANGUAGES.map((option) => (
                <option key={option} value={option} lang={option}>
                  {LANGUAGE_INFO[option].nativeName}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.label}>{t('card.interests')}</legend>
        <p className={styles.sublabel} id={`${id}-selection`}>
          {t('card.selection')}
        </p>
        {items.length > 0 ? (
          <ul className={styles.items} aria-labelledby={`${id}-selection`}>
            {items.map((item) => (
              <li key={itemKey(item)}>{itemLabel(item, translate)}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t('card.selectionEmpty')}</p>
        )}
        <p className={styles.sublabel} id={`${id}-types`}>
          {t('card.projectTypes')}
        </p>
        <div className={styles.chips} role="group" aria-labelledby={`${id}-types`}>
          {PROJECT_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.chip}
              aria-pressed={card.projectTypes.includes(type)}
              onClick={() => toggleType(type)}
            >
              {projectTypeLabel(type)}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.label}>{t('card.rating.label')}</legend>
        <div className={styles.ratings}>
          {RATINGS.map((rating) => (
            <label key={rating} className={styles.rating}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={rating}
                checked={card.rating === rating}
                onChange={() => change({ rating })}
              />
              {t(`card.rating.${rating}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <Field
        id={fieldId('notes')}
        label={t('card.fields.notes')}
        problem={problemText(problemOf('notes'))}
        optional={t('contact:form.optional')}
      >
        {(describedBy, invalid) => (
          <textarea
            id={fieldId('notes')}
            className={`${styles.control} ${styles.notes}`}
            rows={4}
            value={card.notes}
            onChange={(event) => change({ notes: event.currentTarget.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>

      <div className={styles.consent}>
        <label className={styles.check}>
          <input
            id={fieldId('consent')}
            type="checkbox"
            checked={card.consentAt !== null}
            onChange={(event) => change({ consentAt: event.currentTarget.checked ? Date.now() : null })}
            aria-describedby={consentProblem ? `${fieldId('consent')}-problem` : undefined}
            aria-invalid={consentProblem ? true : undefined}
            required
          />
          <span>
            {t('card.consent')}
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          </span>
        </label>
        {card.consentAt !== null && (
          <p className={styles.note}>{t('card.consentGiven', { time: clock.format(card.consentAt) })}</p>
        )}
        {consentProblem && (
          <p id={`${fieldId('consent')}-problem`} className={styles.problem}>
            {consentProblem}
          </p>
        )}
      </div>

      <div role="alert">{failure && <p className={styles.problem}>{t(`card.errors.${failure}`)}</p>}</div>
      <div className={styles.actions}>
        <button type="submit" className={`${actions.primary} ${actions.large}`} disabled={busy}>
          {mode === 'new' ? t('card.save') : t('card.saveCorrection')}
        </button>
        {mode === 'correct' && (
          <button type="button" className={actions.secondary} onClick={onCancel}>
            {t('card.cancelCorrection')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A labelled field with its problem under it, read with it. */
function Field({
  id,
  label,
  problem,
  optional,
  required,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  optional?: string;
  required?: boolean;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const problemId = `${id}-problem`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : (
          optional && <span className={styles.optional}> {optional}</span>
        )}
      </label>
      {children(problem ? problemId : undefined, Boolean(problem))}
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
