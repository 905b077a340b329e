import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useT, useLang } from '../../i18n/use-t';
import { LANGUAGES, LANGUAGE_INFO, type Lang } from '../../i18n/languages';
import { translatePath } from '../../routing/translate-path';
import { useDismiss } from '../../components/use-dismiss';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useSwitchLanguage } from './use-switch-language';
import styles from './language-selector.module.css';

export function LanguageSelector() {
  const { t } = useT();
  const current = useLang();
  const [location] = useLocation();
  const switchLanguage = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);

  const pick = (event: MouseEvent, lang: Lang) => {
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
    switchLanguage(lang);
  };

  return (
    <div className={styles.selector} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
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
      <ul id={listId} className={styles.list} hidden={!open}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={translatePath(location, lang)}
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
