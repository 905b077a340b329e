import { useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { BoothProvider } from '../../booth/leads/booth-provider';
import { BoothSettings } from '../../booth/settings/booth-settings';
import { VisitorCard } from '../../booth/card/visitor-card';
import { LeadList } from '../../booth/list/lead-list';
import { BoothExport } from '../../booth/export/booth-export';
import styles from './booth-page.module.css';

const HEADING_ID = 'booth-title';

/**
 * Booth mode: the rep's page at a fair (not indexed, outside the menus, reached by its address
 * and from the outbox dock). Its parts are the booth feature's (src/booth/); this page lays
 * them out, in the order a rep uses them: the fair and the rep, the visitor card, the day's
 * leads, the export. None of the booth's code loads outside this page.
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
        <ServedFrame />
        <div className={styles.parts}>
          <BoothSettings />
          <VisitorCard editingId={editingId} onDone={() => setEditingId(null)} onCorrect={setEditingId} />
          <LeadList onCorrect={setEditingId} />
          <BoothExport />
        </div>
      </section>
    </BoothProvider>
  );
}

const noChange = () => () => {};

/**
 * What the served page says in place of the parts, which all need the page's script (they read
 * and write the device's storage): shown as served and while hydrating, gone once the app runs,
 * and never drawn by a page the app shows after another. Without the script, or when it fails to
 * load (a device that never opened the page online), it stays, with the way home.
 */
function ServedFrame() {
  const { t } = useT('booth');
  const appRuns = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (appRuns) return null;
  return (
    <div className={styles.frame} data-booth-frame="">
      <p>{t('mode.needsScript')}</p>
      <PageLink to="home">{t('mode.home')}</PageLink>
    </div>
  );
}
