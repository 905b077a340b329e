import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buildHead, shownLang, type Shown } from './head';
import { applyHead } from './apply-head';
import { hashId } from '../routing/hash-id';
import { announcePageShown } from '../routing/page-shown';

/**
 * Rendered inside the page's Suspense boundary, so its effect runs once the new page is on
 * screen: the head follows the page, and after a navigation (`navigated`; not on first load,
 * see first-load.ts) the parts drawn without React hear of it (routing/page-shown.ts), the view
 * scrolls to the top (or the hash) and focus moves to the new page's heading.
 */
export function AfterNavigation({ shown, navigated }: { shown: Shown; navigated: boolean }) {
  const { i18n } = useTranslation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const lang = shownLang(shown);
    applyHead(buildHead(shown, i18n.getFixedT(lang)));
    if (!navigated) return;
    announcePageShown();
    const id = hashId(location.hash);
    const target = id ? document.getElementById(id) : null;
    // A new page starts where a loaded one would, at once: the page's smooth scrolling (global.css)
    // is for moves within a page, and would glide down the new page from the old one's offset.
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [shown, i18n, navigated]);

  return null;
}
