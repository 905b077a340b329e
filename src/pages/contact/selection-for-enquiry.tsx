import { Suspense, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useLang, useT } from '../../i18n/use-t';
import { itemKey, sameItem, type SelectionItem } from '../../selection/items';
import { itemLabel } from '../../selection/message-block';
import type { DecodedSelection } from '../../selection/short-codes';
import { unreadOptions } from '../selection/unread-options';
import type { PageAttachmentSource } from './attachment-source';
import {
  searchWithItems,
  selectionAttachment,
  selectionAttachmentWithoutCaptions,
  selectionInSearch,
} from './enquiry-selection';
import hidden from '../../components/visually-hidden.module.css';
import styles from './contact-page.module.css';

/** Puts `items` in the address in place of the ones it named: a reload shows what is shown now. */
function keepInAddress(items: readonly SelectionItem[]): void {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', pathname + searchWithItems(search, items) + hash);
}

/**
 * The items the enquiry is about ("Ask about this selection" links here with `?s=`), above the
 * form. The served page has none: the address is read after the first commit, and again whenever
 * it changes (an item removed, another link followed), and `source` tells the form.
 */
export function SelectionForEnquiry({ source }: { source: PageAttachmentSource }) {
  // Only a dependency: the address is read from the browser in the effect, after hydration.
  const search = useSearch();
  // The block's heading and link need only common: texts, loaded with the app: never suspends.
  const { t } = useT('common');
  const lang = useLang();
  // Read by the effect as it runs, not a reason to run it: a new `t` is not a new address.
  const provisionalFor = useEffectEvent((items: readonly SelectionItem[]) =>
    selectionAttachmentWithoutCaptions(items, t, lang),
  );
  const [decoded, setDecoded] = useState<DecodedSelection | null>(null);
  // Said politely once an item is removed; outside the block, which goes with the last item.
  const [announcement, setAnnouncement] = useState('');

  // Before the paint, and before the form's own effects can make a Send held while the app came.
  useLayoutEffect(() => {
    const read = selectionInSearch(window.location.search);
    setDecoded(read);
    // Until the captions have come (AboutItems gives the full block), the short one is ready to go.
    if (read.items.length > 0) source.expect(provisionalFor(read.items));
    else source.give(null);
  }, [search, source]);

  if (!decoded) return null;
  const shown = decoded.items.length > 0 || decoded.unread > 0;
  return (
    <>
      {shown && (
        // The captions' texts may still be loading: the block shows once they have come.
        <Suspense fallback={null}>
          <AboutItems decoded={decoded} source={source} onRemoved={setAnnouncement} />
        </Suspense>
      )}
      <p role="status" className={hidden.hidden}>
        {announcement}
      </p>
    </>
  );
}

function AboutItems({
  decoded,
  source,
  onRemoved,
}: {
  decoded: DecodedSelection;
  source: PageAttachmentSource;
  onRemoved: (announcement: string) => void;
}) {
  const { t } = useT(['contact', 'services']);
  const lang = useLang();
  const id = useId();
  const { items, unread } = decoded;
  const attachment = useMemo(() => selectionAttachment(items, t, lang), [items, t, lang]);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once an item is removed: the next item's button, else the heading.
  const focusAfterRemoval = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (items.length > 0) source.give(attachment);
  }, [attachment, items, source]);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll('button');
    (buttons?.[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
  }, [items]);

  const remove = (item: SelectionItem, index: number) => {
    const kept = items.filter((other) => !sameItem(other, item));
    focusAfterRemoval.current = index;
    onRemoved(t('form.selection.removed', { item: itemLabel(item, t) }));
    // The block goes with its last item: the visitor is taken on to what they were writing.
    if (kept.length === 0 && unread === 0) document.querySelector<HTMLElement>('form textarea')?.focus();
    keepInAddress(kept);
  };

  return (
    <section className={styles.selection} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.selectionTitle}>
        {t('form.selection.title')}
      </h3>
      {items.length > 0 && <p className={styles.selectionLead}>{t('form.selection.lead')}</p>}
      {unread > 0 && <p className={styles.selectionWarning}>{t('form.selection.unread', unreadOptions(unread))}</p>}
      {items.length > 0 && (
        <ul ref={list} className={styles.selectionList} aria-label={t('form.selection.listLabel')}>
          {items.map((item, index) => {
            const label = itemLabel(item, t);
            return (
              <li key={itemKey(item)} className={styles.selectionItem}>
                <span>{label}</span>
                <button
                  type="button"
                  className={styles.selectionRemove}
                  aria-label={t('form.selection.remove', { item: label })}
                  onClick={() => remove(item, index)}
                >
                  {t('form.selection.removeShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
