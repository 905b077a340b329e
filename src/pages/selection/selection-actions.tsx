import { useLayoutEffect, useRef } from 'react';
import { useT, useLang } from '../../i18n/use-t';
import { Icon } from '../../components/icon/icon';
import { PageLink } from '../../routing/page-link';
import type { SelectionItem } from '../../selection/items';
import { selectionLink, selectionQuery } from '../../selection/selection-link';
import { useShareDialog } from '../../share/use-share-dialog';
import { KeepLinkItems } from './keep-link-items';
import actions from '../../components/action-button/action-button.module.css';
import styles from './selection-actions.module.css';

/**
 * What can be done with the items shown: keep them (a received link's), ask about them (the
 * contact form, with the same items in its `?s=`) and share them (a link and its QR code, in
 * this page's language). Only the items read are ever passed on, encoded again from the code
 * table: nothing else of a received link.
 */
export function SelectionActions({
  items,
  fromLink,
  headingId,
}: {
  items: readonly SelectionItem[];
  fromLink: boolean;
  /** Where the keyboard goes on when the actions go while in use (another tab emptied the selection). */
  headingId: string;
}) {
  const { t } = useT('services');
  // Whether the focus is in the actions or their dialog: React's focus events come through the
  // dialog's portal, which the DOM's `contains` does not see.
  const focusInside = useRef(false);
  // The actions leaving while in use (another tab emptied the selection): focus in them would fall
  // to <body>, and a keyboard or screen-reader user with it. Moved once the removal is done: the
  // dialog's own cleanup, run after this one, gives focus back to its opener, which is going too.
  useLayoutEffect(
    () => () => {
      if (!focusInside.current) return;
      queueMicrotask(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body || !focused.isConnected) document.getElementById(headingId)?.focus();
      });
    },
    [headingId],
  );
  const lang = useLang();
  const share = useShareDialog(() => ({
    url: selectionLink(items, lang),
    title: t('selection.share.title'),
    hint: t('selection.share.hint'),
  }));

  return (
    <div
      className={styles.actions}
      onFocus={() => (focusInside.current = true)}
      onBlur={() => (focusInside.current = false)}
      role="group"
      aria-label={t('selection.link.actionsLabel')}
    >
      {/* Keyed by the link's items: what keeping said of one link is not shown under another. */}
      {fromLink && <KeepLinkItems key={selectionQuery(items)} items={items} />}
      <div className={styles.row}>
        <PageLink to="contact" query={selectionQuery(items)} className={fromLink ? actions.secondary : actions.primary}>
          {t(fromLink ? 'selection.link.askCta' : 'selection.link.askSelectionCta')}
        </PageLink>
        <button {...share.opener} className={actions.secondary}>
          <Icon name="share" size={18} />
          {t('selection.share.openButton')}
        </button>
      </div>
      <div aria-live="polite">{share.failed && <p className={styles.warning}>{t('selection.share.failed')}</p>}</div>
      {share.dialog}
    </div>
  );
}
