import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { Icon } from '../../components/icon/icon';
import { LEFT_ALONE } from '../../components/drawn-outside-react';
import { useSelectionSnapshot } from '../selection-provider';
import {
  COUNT_SLOT,
  FOLLOWED_BY_APP,
  NAME_TEMPLATE,
  SELECTION_CONTROL,
  SELECTION_COUNT,
  showSelectionCount,
} from './control-count';
import styles from './selection-control.module.css';

/**
 * The header's way to the visitor's selection: a link to the selection page, where the list
 * lives (it works before the app and offline, and costs no code to open), named with the count
 * ("My selection, 3"). Served hidden, so the common empty case never moves the header; the page's
 * script reveals it where the device keeps a selection (control-on-open.ts), and the app follows
 * the selection of every tab once it has read it. Until then it leaves the control as the page's
 * script drew it: an empty snapshot while hydrating says nothing of the device.
 */
export function SelectionControl() {
  const { t } = useT();
  const { loaded, items } = useSelectionSnapshot();
  const control = useRef<HTMLAnchorElement>(null);
  const count = items.length;
  // A string for the count: i18next fills it in as it is, with no plural form chosen.
  const nameTemplate = t('selection.control.name', { count: COUNT_SLOT });

  useEffect(() => {
    const element = control.current;
    if (!element || !loaded) return;
    element.setAttribute(FOLLOWED_BY_APP, '');
    showSelectionCount(element, count);
    // The template too: a language switched in place names the control in the new language.
  }, [loaded, count, nameTemplate]);

  return (
    <PageLink
      ref={control}
      to="selection"
      className={styles.control}
      {...{ [SELECTION_CONTROL]: true, [NAME_TEMPLATE]: nameTemplate }}
      hidden
      // `hidden`, the name and the count are the page's to change (control-count.ts), never React's:
      // what the page's script set before hydration is not a difference to report.
      suppressHydrationWarning
    >
      <Icon name="layers" size={20} className={styles.mark} />
      <span className={styles.label}>{t('selection.control.label')}</span>
      <span
        className={styles.count}
        {...{ [SELECTION_COUNT]: true }}
        dangerouslySetInnerHTML={LEFT_ALONE}
        suppressHydrationWarning
      />
    </PageLink>
  );
}
