import {
  NOTICE_ORDER,
  NOTICE_URGENCY,
  noticeFolded,
  pwaNoticesFor,
  type PwaNotice,
  type PwaNoticeKind,
} from './pwa-notices-model';
import { ALERTS_REGION, NOTICES_REGION } from './start-pwa';
import { pwaTextsFrom, type PwaTexts } from './pwa-texts';
import { formatBytes } from './precache-progress';
import type { PwaStatusStore } from './pwa-status';
import type { Lang } from '../i18n/languages';
import { createTextsByLanguage, fetchCommonTexts, fillIn, watchPageLanguage } from '../i18n/page-texts';
import { pageLanguage } from '../i18n/languages';
import { element, focusMainContent } from '../components/dom-element';
import { footLayerCrowds, watchFootLayer } from '../components/foot-layer';
import { watchNoticeReach } from '../components/notice-reach';
import styles from './pwa-notices.module.css';

/*
 * The service worker's news, drawn without React into the notices' live regions, which the app
 * renders and then leaves alone (pwa-notices-host.tsx): so they show whether or not the app has
 * loaded, and "offline" shows from the first moment of an offline visit. Kept small and out of
 * the way, in the page's language (`<html lang>`), which they follow when it changes in place.
 */

export interface PwaNoticesDeps {
  doc?: Document;
  /** The visitor's "Reload" onto the waiting version. */
  applyUpdate: () => void;
  /** The notices' texts in a language; rejects when they cannot be had (offline, say). */
  loadTexts?: (lang: Lang) => Promise<PwaTexts>;
}

/** The notices' texts: the `pwa` part of the language's common texts. */
export async function fetchPwaTexts(lang: Lang): Promise<PwaTexts> {
  const texts = pwaTextsFrom(await fetchCommonTexts(lang));
  if (!texts) throw new Error(`The notices' texts in ${lang} are incomplete.`);
  return texts;
}

/** The count the saving indicator opens to. */
const PRECACHE_COUNT_ID = 'pwa-precache-count';

/** The mark of each notice's pill: "nearly whole" is told from "ready" and "failed" by its shape too. */
const FOLD_MARKS = { ready: 'readyMark', precacheFailed: 'failedMark', copyShort: 'shortMark' } as const;

/** A notice on the page, and how it takes new figures, a new language or the banner's coming in place. */
interface Drawn {
  node: HTMLElement;
  update(notice: PwaNotice, t: PwaTexts, lang: Lang, crowded: boolean): void;
}

/**
 * Draws the notices whenever the worker's news or the network changes, and returns what stops
 * it, and what draws them again (into a live region the app has rendered afresh, on a host's
 * fallback page).
 */
export function mountPwaNotices(
  status: PwaStatusStore,
  { doc = document, applyUpdate, loadTexts = fetchPwaTexts }: PwaNoticesDeps,
): { redraw: () => void; stop: () => void } {
  const win = doc.defaultView!;
  const textsIn = createTextsByLanguage(loadTexts);
  const drawn = new Map<PwaNoticeKind, Drawn>();
  /** The notices the visitor closed ("ready", "could not be saved", "nearly whole"), each for itself. */
  const closed = new Set<PwaNoticeKind>();
  /** The cookie banner is open on a phone: "ready" and "could not be saved" fold to a pill. */
  let crowded = footLayerCrowds(doc);
  let ticket = 0;

  const text = (t: string) => element(doc, 'p', {}, t);
  // Written only when it changes: a live region announces every text it is given.
  const say = (node: Node, words: string) => {
    if (node.textContent !== words) node.textContent = words;
  };
  const button = (kind: 'primary' | 'secondary', onClick: () => void) =>
    element(doc, 'button', { type: 'button', className: styles[kind], onclick: onClick });
  const close = (kind: PwaNoticeKind) => {
    closed.add(kind);
    draw();
  };

  /**
   * "Ready" or "could not be saved", closed by the visitor: a card with its sentence and "Close",
   * folded to a pill (a mark) while the cookie banner is open on a phone; the pill opens to the
   * card, and the card comes by itself once the banner is answered. Folding is for the eye only (a
   * class): the card stays in what a screen reader is given, and the keyboard reaches its "Close",
   * which unfolds it; the pill, a pointer's way to it, is hidden from both. So folding and
   * unfolding change nothing a live region would read out again.
   */
  function foldable(
    kind: 'ready' | 'precacheFailed' | 'copyShort',
    words: (notice: PwaNotice, t: PwaTexts, lang: Lang) => string,
  ): Drawn {
    const mark = FOLD_MARKS[kind];
    const card = withButton(
      'secondary',
      () => close(kind),
      (notice, t, lang) => [words(notice, t, lang), t.dismiss],
    );
    const dot = element(doc, 'span', { className: styles[mark] });
    const pill = element(doc, 'button', { type: 'button', className: styles.indicator, tabIndex: -1 }, dot);
    pill.setAttribute('aria-hidden', 'true');
    const node = element(doc, 'div', { className: styles.foldable }, card.node, pill);
    let opened = false;
    let crowdedNow = false;
    const fold = () => {
      const folded = noticeFolded(kind, crowdedNow, opened);
      node.classList.toggle(styles.folded!, folded);
    };
    pill.onclick = () => {
      opened = true;
      fold();
      // Opened by a tap or a click: the card's "Close" is where the visitor goes on from.
      card.node.querySelector('button')?.focus();
    };
    return {
      node,
      update(notice, t, lang, crowded) {
        card.update(notice, t, lang, crowded);
        const said = words(notice, t, lang);
        if (pill.title !== said) pill.title = said;
        crowdedNow = crowded;
        fold();
      },
    };
  }

  /** A notice with a sentence and a button, as the worker's news take. */
  function withButton(
    kind: 'primary' | 'secondary',
    onClick: () => void,
    words: (notice: PwaNotice, t: PwaTexts, lang: Lang) => [string, string],
  ): Drawn {
    const sentence = text('');
    const action = button(kind, onClick);
    return {
      node: element(doc, 'div', { className: styles.notice }, sentence, action),
      update(notice, t, lang) {
        const [said, label] = words(notice, t, lang);
        say(sentence, said);
        say(action, label);
      },
    };
  }

  function create(kind: PwaNoticeKind): Drawn {
    switch (kind) {
      case 'offline': {
        const dot = element(doc, 'span', { className: styles.dot });
        dot.setAttribute('aria-hidden', 'true');
        const node = element(doc, 'p', { className: styles.offline }, dot, '');
        return { node, update: (_, t) => say(node.lastChild!, t.offline) };
      }
      case 'update':
        return withButton('primary', applyUpdate, (_, t) => [t.updateAvailable, t.reload]);
      case 'precaching': {
        // A small indicator, not a card over the page: most visitors never asked for an offline
        // copy. It opens to the count on demand, for a rep getting a device ready (issue 52).
        const label = element(doc, 'span', { className: styles.label }, '');
        // Files saved of the copy's total; the sentence says the same in words.
        const bar = element(doc, 'progress', { className: styles.progress });
        bar.setAttribute('aria-hidden', 'true');
        const sentence = element(doc, 'p', { className: styles.count, id: PRECACHE_COUNT_ID, hidden: true });
        // Not announced as it changes, opened or not: a count read out every second would drown
        // everything else the page says. The indicator's coming and the notice that takes its
        // place say the saving's start and end.
        sentence.setAttribute('aria-live', 'off');
        const toggle = element(doc, 'button', { type: 'button', className: styles.indicator }, bar, label);
        toggle.setAttribute('aria-expanded', 'false');
        toggle.setAttribute('aria-controls', PRECACHE_COUNT_ID);
        toggle.onclick = () => {
          const open = toggle.getAttribute('aria-expanded') !== 'true';
          toggle.setAttribute('aria-expanded', String(open));
          sentence.hidden = !open;
        };
        return {
          node: element(doc, 'div', { className: styles.saving }, sentence, toggle),
          update(notice, t) {
            if (notice.kind !== 'precaching') return;
            say(label, t.precachingShort);
            if (toggle.title !== t.precachingShort) toggle.title = t.precachingShort;
            say(sentence, fillIn(t.precaching, { done: notice.done, total: notice.total }));
            bar.max = notice.total;
            bar.value = notice.done;
          },
        };
      }
      case 'precacheFailed':
        return foldable('precacheFailed', (_, t) => t.precacheFailed);
      case 'copyShort':
        return foldable('copyShort', (notice, t) => {
          const missing = notice.kind === 'copyShort' ? notice.missing : 0;
          return fillIn(missing === 1 ? t.copyShort_one : t.copyShort_other, { count: missing });
        });
      case 'ready':
        return foldable('ready', (notice, t, lang) =>
          notice.kind === 'ready' && notice.storageBytes !== null
            ? fillIn(t.offlineReadySize, { size: formatBytes(notice.storageBytes, lang) })
            : t.offlineReady,
        );
    }
  }

  function draw() {
    const mine = ++ticket;
    const notices = pwaNoticesFor(status.get(), win.navigator.onLine, closed);
    // Nothing to show or take away: no texts to fetch (in a language just switched to, say).
    if (notices.length === 0 && drawn.size === 0) return;
    const lang = pageLanguage(doc);
    textsIn(lang).then(
      (t) => {
        const polite = doc.querySelector<HTMLElement>(`[${NOTICES_REGION}]`);
        // A page served before the alerts had their own region (old HTML, new code): its
        // alerts go to the polite one rather than nowhere.
        const alert = doc.querySelector<HTMLElement>(`[${ALERTS_REGION}]`) ?? polite;
        if (mine !== ticket || !alert || !polite) return;
        const regions = { alert, polite };
        const wanted = new Map(notices.map((notice) => [notice.kind, notice]));
        for (const [kind, { node }] of drawn) {
          if (wanted.has(kind)) continue;
          const hadFocus = node.contains(doc.activeElement);
          node.remove();
          drawn.delete(kind);
          // A notice closed from the keyboard hands the focus on to the page's content.
          if (hadFocus) focusMainContent(doc);
        }
        // Each notice is made once and then updated in place, so a button keeps the keyboard's
        // focus, and a screen reader hears only what changed.
        // An alert goes into the alerts' region, announced ahead of the polite news.
        const before = new Map<HTMLElement, Node | null>([
          [regions.alert, null],
          [regions.polite, null],
        ]);
        for (const kind of [...NOTICE_ORDER].reverse()) {
          const notice = wanted.get(kind);
          if (!notice) continue;
          let shown = drawn.get(kind);
          if (!shown) drawn.set(kind, (shown = create(kind)));
          shown.update(notice, t, lang, crowded);
          const region = regions[NOTICE_URGENCY[kind]];
          const next = before.get(region)!;
          if (shown.node.parentNode !== region || shown.node.nextSibling !== next)
            region.insertBefore(shown.node, next);
          before.set(region, shown.node);
        }
        reach.refresh();
      },
      () => {},
    );
  }

  // Texts in hand for the page's language, in case the network goes.
  textsIn(pageLanguage(doc)).catch(() => {});
  // The page's foot grows by the notices' height, so its last links scroll clear of them.
  const reach = watchNoticeReach(doc);
  const stopStatus = status.subscribe(draw);
  const stopLanguage = watchPageLanguage(doc, draw);
  const stopFootLayer = watchFootLayer(doc, (crowds) => {
    crowded = crowds;
    draw();
  });
  win.addEventListener('online', draw);
  win.addEventListener('offline', draw);
  draw();
  return {
    redraw: draw,
    stop() {
      ticket++;
      stopStatus();
      stopLanguage();
      stopFootLayer();
      reach.stop();
      win.removeEventListener('online', draw);
      win.removeEventListener('offline', draw);
      for (const { node } of drawn.values()) node.remove();
      drawn.clear();
    },
  };
}
