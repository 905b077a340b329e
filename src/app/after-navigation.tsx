import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buildHead, shownLang, type Shown } from './head';
import { applyHead } from './apply-head';
import { hashId } from '../routing/hash-id';

let firstRender = true;

/**
 * Rendered inside the page's Suspense boundary, so its effect runs once the new page is on
 * screen: the head follows the page, and after a navigation (not on first load) the view
 * scrolls to the top (or the hash) and focus moves to the new page's heading.
 */
export function AfterNavigation({ shown }: { shown: Shown }) {
  const { i18n } = useTranslation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const lang = shownLang(shown);
    applyHead(buildHead(shown, i18n.getFixedT(lang)));
    if (firstRender) {
      firstRender = false;
      // Lets tests (and anyone curious) know the page is interactive.
      document.documentElement.dataset.hydrated = 'true';
      return;
    }
    const id = hashId(location.hash);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [shown, i18n]);

  return null;
}
