import { ACCEPT_ALL, OPTIONAL_CATEGORIES, REJECT_ALL, withCategory, type ConsentPreferences } from './consent';
import type { BannerView, ConsentStore } from './consent-store';
import { cookieTextsFrom, type CookieTexts } from './cookie-texts';
import type { Lang } from '../i18n/languages';
import { createTextsByLanguage, fetchCommonTexts, watchPageLanguage } from '../i18n/page-texts';
import { pageLanguage } from '../i18n/languages';
import { screenPath } from '../routing/paths';
import { element } from '../components/dom-element';
import { markFootLayer } from '../components/foot-layer';
import styles from './cookie-banner.module.css';

/*
 * SPEC §4's banner, drawn without React: the page's first script shows it 1 s after load
 * (consent/start-consent.ts), and a tap on it works whether or not the app has loaded. It is
 * its own small chunk with its own styles, loaded only when it is about to show; it lives
 * outside the app's root, after it, and speaks the page's language (`<html lang>`), so it
 * follows a language change the app makes in place.
 */

export interface CookieBannerDeps {
  doc?: Document;
  /** The banner's texts in a language; rejects when they cannot be had (offline, say). */
  loadTexts?: (lang: Lang) => Promise<CookieTexts>;
}

/** The banner's texts: the `cookies` part of the language's common texts. */
export async function fetchCookieTexts(lang: Lang): Promise<CookieTexts> {
  const texts = cookieTextsFrom(await fetchCommonTexts(lang));
  if (!texts) throw new Error(`The cookie banner's texts in ${lang} are incomplete.`);
  return texts;
}

const TITLE_ID = 'cookie-banner-title';

/**
 * Draws the banner whenever the store shows it, and removes it when hidden. Mounted when it is
 * due or opened. Returns what stops it.
 */
export function mountCookieBanner(
  store: ConsentStore,
  { doc = document, loadTexts = fetchCookieTexts }: CookieBannerDeps = {},
): () => void {
  const win = doc.defaultView!;
  const textsIn = createTextsByLanguage(loadTexts);
  let panel: HTMLElement | null = null;
  /** What the panel shows now, and the saved choice it was drawn from; null while hidden. */
  let drawn: { view: BannerView; lang: Lang; preferences: ConsentPreferences } | null = null;
  let ticket = 0;
  let sizes: ResizeObserver | null = null;
  /** Where the keyboard was when the preferences took it ("cookie settings"): it goes back there. */
  let returnFocus: HTMLElement | null = null;

  const pageLang = () => pageLanguage(doc);
  // The corner of notices (layout/notice-stack) rises clear of the banner where the two could
  // meet on a narrow screen: it is told how far up the banner reaches, read after layout.
  const noticeStack = () => doc.querySelector<HTMLElement>('[data-notice-stack]');
  /** The choice as the preferences' toggles stand. */
  const draft = (): ConsentPreferences =>
    OPTIONAL_CATEGORIES.reduce(
      (chosen, category) =>
        withCategory(
          chosen,
          category,
          panel?.querySelector<HTMLInputElement>(`input[name="${category}"]`)?.checked ?? false,
        ),
      REJECT_ALL,
    );

  const hide = () => {
    sizes?.disconnect();
    sizes = null;
    const hadFocus = !!panel?.contains(doc.activeElement);
    panel?.remove();
    if (hadFocus && returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
    panel = null;
    drawn = null;
    noticeStack()?.style.removeProperty('--foot-layer-reach');
    markFootLayer(doc, false);
  };

  const button = (label: string, kind: 'primary' | 'secondary', onClick: () => void) =>
    element(doc, 'button', { type: 'button', className: styles[kind], onclick: onClick }, label);

  const content = (t: CookieTexts, view: Exclude<BannerView, 'hidden'>, lang: Lang, chosen: ConsentPreferences) => {
    const title = element(
      doc,
      'h2',
      { id: TITLE_ID, className: styles.title },
      view === 'summary' ? t.title : t.preferencesTitle,
    );
    if (view === 'summary') {
      const policy = element(doc, 'a', { href: screenPath('cookiePolicy', lang) }, t.policyLink);
      return [
        title,
        element(doc, 'p', { className: styles.text }, t.summary, ' ', policy),
        element(
          doc,
          'div',
          { className: styles.actions },
          button(t.customize, 'secondary', () => store.showView('preferences')),
          button(t.reject, 'secondary', () => store.save(REJECT_ALL)),
          button(t.acceptAll, 'primary', () => store.save(ACCEPT_ALL)),
        ),
      ];
    }
    const category = (input: HTMLInputElement, { name, description }: CookieTexts['categories']['necessary']) =>
      element(
        doc,
        'label',
        { className: styles.category },
        input,
        element(
          doc,
          'span',
          {},
          element(doc, 'strong', {}, name),
          element(doc, 'span', { className: styles.description }, description),
        ),
      );
    return [
      title,
      element(
        doc,
        'fieldset',
        { className: styles.categories },
        element(doc, 'legend', { className: styles.text }, t.preferencesIntro),
        category(element(doc, 'input', { type: 'checkbox', checked: true, disabled: true }), t.categories.necessary),
        ...OPTIONAL_CATEGORIES.map((name) =>
          category(element(doc, 'input', { type: 'checkbox', name, checked: chosen[name] }), t.categories[name]),
        ),
      ),
      element(
        doc,
        'div',
        { className: styles.actions },
        button(t.rejectAll, 'secondary', () => store.save(REJECT_ALL)),
        button(t.save, 'secondary', () => store.save(draft())),
        button(t.acceptAll, 'primary', () => store.save(ACCEPT_ALL)),
      ),
    ];
  };

  /**
   * The saved choice changed while the preferences are open (another tab, or the site's data
   * cleared): each category it changed shows the new saved value, so that Save cannot quietly
   * write back a consent withdrawn meanwhile. The visitor's unsaved toggles of the others stay.
   */
  const follow = (preferences: ConsentPreferences) => {
    if (!drawn || drawn.preferences === preferences) return;
    for (const category of OPTIONAL_CATEGORIES) {
      const input = panel?.querySelector<HTMLInputElement>(`input[name="${category}"]`);
      if (input && preferences[category] !== drawn.preferences[category]) input.checked = preferences[category];
    }
    drawn = { ...drawn, preferences };
  };

  const draw = () => {
    const { view, preferences } = store.get();
    const mine = ++ticket;
    if (view === 'hidden') return hide();
    const lang = pageLang();
    if (drawn?.view === view && drawn.lang === lang) return follow(preferences);
    textsIn(lang).then(
      (t) => {
        if (mine !== ticket) return;
        const entering = drawn?.view !== view;
        // Redrawn in another language: first follow any change of the saved choice meanwhile.
        if (!entering) follow(preferences);
        // A language change redraws the preferences as the visitor has set them so far.
        const chosen = entering ? preferences : draft();
        if (!panel) {
          panel = element(doc, 'section', { className: styles.banner, tabIndex: -1 });
          panel.setAttribute('aria-labelledby', TITLE_ID);
          doc.body.append(panel);
          // On a phone the other layers give way while it is shown (components/foot-layer.ts).
          markFootLayer(doc, true);
          sizes = new ResizeObserver(() => {
            const stack = noticeStack();
            if (!panel || !stack) return;
            const bottom = Number.parseFloat(win.getComputedStyle(panel).bottom) || 0;
            stack.style.setProperty('--foot-layer-reach', `${panel.offsetHeight + bottom}px`);
          });
          sizes.observe(panel);
        }
        panel.dataset.view = view;
        panel.replaceChildren(...content(t, view, lang, chosen));
        drawn = { view, lang, preferences };
        if (entering && view === 'preferences') {
          const active = doc.activeElement;
          if (active instanceof win.HTMLElement && !panel.contains(active) && active !== doc.body) returnFocus = active;
          panel.focus();
        }
      },
      () => {},
    );
  };

  // Mounted when the banner is due: its texts are fetched at once, so it shows on time.
  textsIn(pageLang()).catch(() => {});
  const stopStore = store.subscribe(draw);
  const stopLanguage = watchPageLanguage(doc, draw);
  win.addEventListener('online', draw);
  draw();
  return () => {
    stopStore();
    stopLanguage();
    win.removeEventListener('online', draw);
    ticket++;
    hide();
  };
}
