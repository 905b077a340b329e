import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { BoothProvider } from '../../booth/leads/booth-provider';
import { VisitorCard } from '../../booth/card/visitor-card';
import { LeadList } from '../../booth/list/lead-list';
import { BoothExport } from '../../booth/export/booth-export';
import styles from './booth-page.module.css';

const HEADING_ID = 'booth-title';

/**
 * Booth mode: the rep's page at a fair (not indexed, outside the menus, reached by its address
 * and from the outbox dock). Its parts are the booth feature's (src/booth/); this page lays
 * them out. None of the booth's code loads outside this page.
 */
export default function BoothPage() {
  const { t } = useT('booth');
  /** The saved lead being corrected on the card; the list and the card's own status open it. */
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <BoothProvider>
      <section className={styles.page} aria-labelledby={HEADING_ID}>
        <h1 id={HEADING_ID} tabIndex={-1}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        <VisitorCard editingId={editingId} onDone={() => setEditingId(null)} onCorrect={setEditingId} />
        <LeadList onCorrect={setEditingId} />
        <BoothExport />
      </section>
    </BoothProvider>
  );
}
