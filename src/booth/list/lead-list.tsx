import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useOutboxRunner, useOutboxSnapshot } from '../../contact/offline/use-outbox';
import { useBooth, useLeadsStore } from '../leads/booth-provider';
import { leadState } from '../leads/lead-state';
import type { Lead } from '../lead';
import { DevicePanel } from '../retention/device-panel';
import { expiredLeads } from '../retention/retention';
import { filterLeads, shownSaying } from './lead-filter';
import { splitByDay } from './lead-days';
import { newlySent } from './sent-record';
import { LeadRow } from './lead-row';
import { useNow } from './use-day';
import styles from './booth-list.module.css';

/**
 * The booth's list of leads on this device: today's, newest first, with the earlier days behind
 * a control; each with its state as the outbox sees it, live (this tab's runner, and the other
 * tabs through the store's and the outbox's channels). Records each lead seen sent into it, lets
 * go of sent leads whose time on the device is over, and holds the device's settings of what stays.
 */
export function LeadList({ onCorrect }: { onCorrect: (id: string) => void }) {
  const { t } = useT('booth');
  const { leads, settings, loaded } = useBooth();
  const store = useLeadsStore();
  const runner = useOutboxRunner();
  const outbox = useOutboxSnapshot(runner);
  const now = useNow();
  const [query, setQuery] = useState('');
  const [showEarlier, setShowEarlier] = useState(false);
  const headingId = useId();
  const earlierId = useId();
  const recorded = useRef(new Set<string>());

  // Sent once recorded: the sent log forgets its receipts after 12 h and their marks after 90 days;
  // the lead keeps its time.
  // Once per lead and page: a write storage refuses is held in the tab by the store; one it
  // will not make (a newer version's record) is that version's, and trying again on every
  // change would only go round.
  useEffect(() => {
    for (const { id, at } of newlySent(leads, outbox)) {
      if (recorded.current.has(id)) continue;
      recorded.current.add(id);
      void store.updateLead(id, (held) => (held && held.sentAt === null ? { ...held, sentAt: at } : null));
    }
  }, [leads, outbox, store]);

  // What stays: a sent lead goes once it was sent more than the set days ago (never an unsent one).
  useEffect(() => {
    if (!loaded) return;
    const expired = expiredLeads(leads, settings.keepDays, now);
    if (expired.length > 0) void store.removeLeads(expired);
  }, [loaded, leads, settings.keepDays, now, store]);

  const { today, earlier } = splitByDay(leads, now);
  const shownToday = filterLeads(today, query);
  const shownEarlier = filterLeads(earlier, query);
  const filtering = query.trim() !== '';
  const total = today.length + (showEarlier ? earlier.length : 0);
  const shown = shownToday.length + (showEarlier ? shownEarlier.length : 0);
  const row = (lead: Lead) => (
    <LeadRow
      key={lead.id}
      lead={lead}
      state={leadState(lead, outbox)}
      outbox={outbox}
      runner={runner}
      now={now}
      onCorrect={onCorrect}
    />
  );

  return (
    <>
      <section className={styles.section} aria-labelledby={headingId} data-testid="booth-list">
        <h2 id={headingId}>{t('list.heading')}</h2>
        <div className={styles.tools}>
          <label className={styles.field}>
            {t('list.filterLabel')}
            {/* Off until the device's leads are read: the served page, without its script, filters nothing. */}
            <input type="search" value={query} disabled={!loaded} onChange={(event) => setQuery(event.target.value)} />
          </label>
          <p className={styles.count} role="status">
            {loaded && (filtering ? shownSaying(t, shown, total) : t('list.count', { count: today.length }))}
          </p>
        </div>
        {loaded && today.length === 0 && <p>{t('list.empty')}</p>}
        {loaded && today.length > 0 && shownToday.length === 0 && <p>{t('list.noMatch')}</p>}
        {shownToday.length > 0 && <ul className={styles.items}>{shownToday.map(row)}</ul>}
        {earlier.length > 0 && (
          <>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={showEarlier}
              aria-controls={earlierId}
              onClick={() => setShowEarlier((shown) => !shown)}
            >
              {showEarlier
                ? t('list.hideEarlierButton')
                : t('list.earlierButton', { count: filtering ? shownEarlier.length : earlier.length })}
            </button>
            <div id={earlierId} hidden={!showEarlier}>
              {showEarlier && (
                <>
                  <h3>{t('list.earlierHeading')}</h3>
                  {shownEarlier.length > 0 ? (
                    <ul className={styles.items}>{shownEarlier.map(row)}</ul>
                  ) : (
                    <p>{t('list.noMatch')}</p>
                  )}
                </>
              )}
            </div>
          </>
        )}
      </section>
      <DevicePanel runner={runner} outbox={outbox} />
    </>
  );
}
