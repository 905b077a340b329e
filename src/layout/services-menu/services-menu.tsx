import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { SERVICES_MENU } from '../nav-items';
import { SERVICES_MENU_MARK } from './services-menu-control';
import styles from './services-menu.module.css';

/**
 * The desktop services dropdown's markup, drawn closed. What opens and closes it (hover, focus,
 * Escape, ArrowDown) is the page's, not React's (services-menu-control.ts, started by
 * src/boot.ts): it works from first paint, and React, which renders `aria-expanded` and `hidden`
 * with the same values every time, never touches what the control has set.
 */
export function ServicesMenu() {
  const { t } = useT();
  const panelId = useId();

  const item = (screen: Parameters<typeof PageLink>[0]['to']) => (
    <li key={screen}>
      <PageLink to={screen} className={styles.item}>
        {t(`nav.${screen}`)}
      </PageLink>
    </li>
  );

  return (
    <li className={styles.menu} {...{ [SERVICES_MENU_MARK]: true }}>
      <PageLink to="services" className={styles.trigger} aria-expanded={false} aria-controls={panelId}>
        {t('nav.services')}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </PageLink>
      <div id={panelId} className={styles.panel} hidden>
        <ul className={styles.list}>
          {SERVICES_MENU.before.map(item)}
          <li className={styles.group}>
            <span className={styles.groupTitle} id={`${panelId}-samples`}>
              {t('nav.samples')}
            </span>
            <ul className={styles.sublist} aria-labelledby={`${panelId}-samples`}>
              {SERVICES_MENU.samples.map(item)}
              <li>
                <PageLink to={SERVICES_MENU.samplesAll} className={styles.seeAll}>
                  {t('nav.samplesAll')}
                </PageLink>
              </li>
            </ul>
          </li>
          {SERVICES_MENU.after.map(item)}
        </ul>
        <PageLink to={SERVICES_MENU.cta} className={styles.cta}>
          {t('nav.servicesCta')}
        </PageLink>
      </div>
    </li>
  );
}
