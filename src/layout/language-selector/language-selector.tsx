import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT, useLang } from '../../i18n/use-t';
import { LANGUAGES, LANGUAGE_INFO, type Lang } from '../../i18n/languages';
import { translateAddress } from '../../routing/translate-path';
import { isPlainClick } from '../../routing/plain-click';
import { usePopover } from '../../components/use-popover';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useSwitchLanguage } from './use-switch-language';
import styles from './language-selector.module.css';

/**
 * The language list: a native popover of plain links, so from first paint the button opens it,
 * Escape or a tap outside closes it, and a language is a page load away, before any script has
 * run. Once the app has taken over, picking a language switches in place.
 */
export function LanguageSelector() {
  const { t } = useT();
  const current = useLang();
  const [location] = useLocation();
  const switchLanguage = useSwitchLanguage();
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { expanded, close } = usePopover(listRef);
  // The links carry a page's own query (a received selection) once hydrated: the served HTML
  // has no query, and the first render must match it.
  const search = useSearch();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A language opened in a new tab (a modified click) is the browser's: its link goes there.
  const pick = (event: MouseEvent, lang: Lang) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    close();
    buttonRef.current?.focus();
    switchLanguage(lang);
  };

  return (
    <div className={styles.selector}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={expanded}
        aria-controls={listId}
        popoverTarget={listId}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M2 10h16M10 2c2.5 2.6 2.5 13.4 0 16M10 2c-2.5 2.6-2.5 13.4 0 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        {/* The visible code starts the button's name, so voice control users can say what they see. */}
        <span className={styles.code}>{current.toUpperCase()}</span>
        <VisuallyHidden> {t('language.label', { language: LANGUAGE_INFO[current].nativeName })}</VisuallyHidden>
      </button>
      <ul id={listId} ref={listRef} className={styles.list} popover="auto">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={translateAddress(location, hydrated ? search : '', lang)}
              hrefLang={lang}
              lang={lang}
              className={styles.option}
              aria-current={lang === current ? 'true' : undefined}
              onClick={(event) => pick(event, lang)}
            >
              {LANGUAGE_INFO[lang].nativeName}
              {lang === current && (
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
