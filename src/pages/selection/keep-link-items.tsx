import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import type { SelectionItem } from '../../selection/items';
import { MAX_ITEMS } from '../../selection/limits';
import { useAppSelection } from '../../selection/selection-provider';
import { keepItems, type KeepSummary } from './keep-items';
import actions from '../../components/action-button/action-button.module.css';
import styles from './selection-actions.module.css';

type Keeping = { state: 'idle' } | { state: 'keeping' } | { state: 'done'; summary: KeepSummary };

/**
 * "Keep these in my selection", on a received link: adds the link's items to this device's
 * selection (the app's one, so the header's control and every toggle see them at once), then
 * says politely what happened: how many were kept, already there, did not fit, or could not be
 * saved. A second press while the first is under way does nothing more.
 */
export function KeepLinkItems({ items }: { items: readonly SelectionItem[] }) {
  const { t } = useT('services');
  const selection = useAppSelection();
  const [keeping, setKeeping] = useState<Keeping>({ state: 'idle' });
  const busy = useRef(false);

  const keep = () => {
    if (busy.current) return;
    busy.current = true;
    setKeeping({ state: 'keeping' });
    void keepItems(items, selection.add, selection.getSnapshot)
      .then((summary) => setKeeping({ state: 'done', summary }))
      .finally(() => (busy.current = false));
  };

  const keptSome = keeping.state === 'done' && keeping.summary.kept + keeping.summary.already > 0;
  return (
    <div className={styles.keep}>
      <button type="button" className={actions.primary} onClick={keep} aria-disabled={keeping.state === 'keeping'}>
        {t('selection.link.keepButton')}
      </button>
      {/*
       * In the page from the first render, empty: a screen reader announces what comes into it.
       * A live region, not a second `status`: the page's one status says what the link held.
       */}
      <div aria-live="polite" className={styles.status}>
        {keeping.state === 'keeping' && <p>{t('selection.link.keeping')}</p>}
        {keeping.state === 'done' && <KeepNote summary={keeping.summary} />}
      </div>
      {keptSome && (
        <PageLink to="selection" className={styles.see}>
          {t('selection.link.seeSelectionCta')}
        </PageLink>
      )}
    </div>
  );
}

/** What keeping did, one sentence per kind of outcome, in the order that matters to the visitor. */
function KeepNote({ summary }: { summary: KeepSummary }) {
  const { t } = useT('services');
  const { kept, inTabOnly, already, notFitted, notKept, codeMissing } = summary;
  const onlyAlready = kept === 0 && notFitted === 0 && notKept === 0;
  const sentences = [
    kept > 0 && t(inTabOnly ? 'selection.link.keptInTab' : 'selection.link.kept', { count: kept }),
    already > 0 && (onlyAlready ? t('selection.link.allAlready') : t('selection.link.already', { count: already })),
    notFitted > 0 && t('selection.link.notFitted', { count: notFitted, max: MAX_ITEMS }),
    notKept > 0 &&
      (codeMissing ? t('common:selection.toggle.unavailable') : t('selection.link.notKept', { count: notKept })),
  ].filter((sentence) => typeof sentence === 'string');
  const warning = inTabOnly || notFitted > 0 || notKept > 0;
  return <p className={warning ? styles.warning : undefined}>{sentences.join(' ')}</p>;
}
