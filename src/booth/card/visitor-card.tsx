import { useEffect, useRef, useState } from 'react';
import { useLang, useT } from '../../i18n/use-t';
import { newSubmissionId } from '../../contact/payload';
import { useOutboxRunner, useOutboxSnapshot } from '../../contact/offline/use-outbox';
import actions from '../../components/action-button/action-button.module.css';
import type { Lead } from '../lead';
import { LEAD_RECORD_VERSION } from '../leads/lead-record';
import { useBooth, useLeadsStore } from '../leads/booth-provider';
import { openLead, savedUnmarked } from './card-check';
import { CardForm, type CardSaid } from './card-form';
import styles from './visitor-card.module.css';

interface Props {
  /** A saved lead being corrected (the list's "Correct"); null: the open card, or "Next visitor". */
  editingId: string | null;
  /** The correction was saved or given up: the page stops editing. */
  onDone: () => void;
  /** Opens a saved lead for correction (the page's `editingId`): offered beside "saved" as it is said. */
  onCorrect?: (id: string) => void;
}

/**
 * "Next visitor" and the card it opens. The card being typed lives on the device as a lead not
 * saved yet, so a reload, another page or the tablet sleeping reopen it as it was; a lead the
 * outbox already holds (the tab closed between the enquiry's write and the lead's) is marked saved
 * rather than offered again.
 */
export function VisitorCard({ editingId, onDone, onCorrect }: Props) {
  const { t } = useT('booth');
  const lang = useLang();
  const store = useLeadsStore();
  const { leads, settings, loaded, problem } = useBooth();
  const outbox = useOutboxSnapshot(useOutboxRunner());
  // `time` counts what was said: the same words said twice come in a new node, so they are heard again.
  const [said, setSaid] = useState<(CardSaid & { time: number }) | null>(null);
  const times = useRef(0);
  const [startedHere, setStartedHere] = useState<string | null>(null);
  const [focusStart, setFocusStart] = useState(false);
  const start = useRef<HTMLButtonElement>(null);
  const starting = useRef(false);

  useEffect(() => {
    for (const lead of savedUnmarked(leads, outbox)) {
      const entry = outbox.entries.find((queued) => queued.id === lead.id);
      void store.updateLead(lead.id, (held) =>
        held && held.savedAt === null ? { ...held, savedAt: entry?.createdAt ?? Date.now() } : null,
      );
    }
  }, [leads, outbox, store]);

  const editing = editingId ? (leads.find((lead) => lead.id === editingId && lead.savedAt !== null) ?? null) : null;
  const open = editing ? null : openLead(leads, outbox);

  useEffect(() => {
    if (focusStart && !open && !editing) {
      start.current?.focus();
      setFocusStart(false);
    }
  }, [focusStart, open, editing]);

  const startCard = () => {
    // A second tap before the card is drawn must not start a second card (left open, unseen).
    if (starting.current) return;
    starting.current = true;
    const now = Date.now();
    const lead: Lead = {
      id: newSubmissionId(),
      v: LEAD_RECORD_VERSION,
      startedAt: now,
      updatedAt: now,
      fair: settings.fair,
      rep: settings.rep,
      card: {
        name: '',
        company: '',
        email: '',
        phone: '',
        country: '',
        language: lang,
        items: [],
        projectTypes: [],
        rating: null,
        notes: '',
        consentAt: null,
      },
      savedAt: null,
      sentAt: null,
      followUpOf: null,
    };
    setSaid(null);
    setStartedHere(lead.id);
    // Resolves once the store shows the lead (or holds it in the tab): the card is drawn by then.
    void store.putLead(lead).finally(() => (starting.current = false));
  };

  const saved = (next: CardSaid) => {
    setSaid({ ...next, time: ++times.current });
    setFocusStart(true);
    if (editing) onDone();
  };

  const cancel = () => {
    setFocusStart(true);
    onDone();
  };

  return (
    <div className={styles.wrapper}>
      <div className={styles.saidBar}>
        {/* Rendered empty first, so what is put in it is announced. */}
        <p className={styles.said} role="status">
          {/* A live region announces what is added to it: each saying in a node of its own. */}
          {said && <span key={said.time}>{t(`card.status.${said.kind}`, { name: said.name })}</span>}
        </p>
        {/* Beside the status, not in it: the status says what happened, once. */}
        {said && onCorrect && !editing && !open && (
          <button type="button" className={actions.secondary} onClick={() => onCorrect(said.id)}>
            {t('card.correctSaved')}
          </button>
        )}
      </div>
      {problem && <p className={styles.problem}>{t('card.storageProblem')}</p>}
      {editing ? (
        <CardForm
          key={`correct-${editing.id}`}
          lead={editing}
          mode="correct"
          onSaved={saved}
          onCancel={cancel}
          focusOnOpen
          startedHere={false}
        />
      ) : open ? (
        <CardForm
          key={open.id}
          lead={open}
          mode="new"
          onSaved={saved}
          onCancel={cancel}
          focusOnOpen={startedHere === open.id}
          startedHere={startedHere === open.id}
        />
      ) : (
        <button
          ref={start}
          type="button"
          className={`${actions.primary} ${actions.large} ${styles.start}`}
          onClick={startCard}
          disabled={!loaded}
        >
          {t('card.start')}
        </button>
      )}
    </div>
  );
}
