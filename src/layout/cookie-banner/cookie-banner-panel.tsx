import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { useConsent } from '../../consent/use-consent';
import { ACCEPT_ALL, OPTIONAL_CATEGORIES, REJECT_ALL, withCategory } from '../../consent/consent';
import { useNoticesClearOf } from '../notice-stack/notice-stack';
import actions from '../../components/action-button/action-button.module.css';
import styles from './cookie-banner.module.css';

/** The banner itself: its summary view and its preferences view. */
export default function CookieBannerPanel() {
  const { t } = useT();
  const { view, preferences, save, showView } = useConsent();
  const [draft, setDraft] = useState(preferences);
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  // On a narrow screen the banner spans the window's foot, where the notices stand: they rise
  // above it, so the offline state stays in view while it is open.
  useNoticesClearOf(panelRef);

  useEffect(() => {
    if (view === 'preferences') {
      setDraft(preferences);
      panelRef.current?.focus();
    }
  }, [view, preferences]);

  return (
    <section ref={panelRef} className={styles.banner} aria-labelledby={titleId} tabIndex={-1} data-view={view}>
      <h2 id={titleId} className={styles.title}>
        {t(view === 'summary' ? 'cookies.title' : 'cookies.preferencesTitle')}
      </h2>
      {view === 'summary' ? (
        <p className={styles.text}>
          {t('cookies.summary')} <PageLink to="cookiePolicy">{t('cookies.policyLink')}</PageLink>
        </p>
      ) : (
        <fieldset className={styles.categories}>
          <legend className={styles.text}>{t('cookies.preferencesIntro')}</legend>
          <label className={styles.category}>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t('cookies.categories.necessary.name')}</strong>
              <span className={styles.description}>{t('cookies.categories.necessary.description')}</span>
            </span>
          </label>
          {OPTIONAL_CATEGORIES.map((category) => (
            <label key={category} className={styles.category}>
              <input
                type="checkbox"
                name={category}
                checked={draft[category]}
                onChange={(event) => setDraft(withCategory(draft, category, event.target.checked))}
              />
              <span>
                <strong>{t(`cookies.categories.${category}.name`)}</strong>
                <span className={styles.description}>{t(`cookies.categories.${category}.description`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        {view === 'summary' ? (
          <>
            <button type="button" className={actions.secondary} onClick={() => showView('preferences')}>
              {t('cookies.customize')}
            </button>
            <button type="button" className={actions.secondary} onClick={() => save(REJECT_ALL)}>
              {t('cookies.reject')}
            </button>
            <button type="button" className={actions.primary} onClick={() => save(ACCEPT_ALL)}>
              {t('cookies.acceptAll')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={actions.secondary} onClick={() => save(REJECT_ALL)}>
              {t('cookies.rejectAll')}
            </button>
            <button type="button" className={actions.secondary} onClick={() => save(draft)}>
              {t('cookies.save')}
            </button>
            <button type="button" className={actions.primary} onClick={() => save(ACCEPT_ALL)}>
              {t('cookies.acceptAll')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
