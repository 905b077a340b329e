import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { SERVICES_MENU } from '../nav-items';
import styles from './services-menu.module.css';

/** The desktop services dropdown: opens on hover and on keyboard focus, Escape closes it. */
export function ServicesMenu() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  // Escape hands focus back to the trigger; that focus must not reopen the menu.
  const closedByEscape = useRef(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      hide();
      closedByEscape.current = true;
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === triggerRef.current) {
      event.preventDefault();
      show();
      requestAnimationFrame(() => document.getElementById(panelId)?.querySelector('a')?.focus());
    }
  };

  const item = (screen: Parameters<typeof PageLink>[0]['to']) => (
    <li key={screen}>
      <PageLink to={screen} className={styles.item} onClick={hide}>
        {t(`nav.${screen}`)}
      </PageLink>
    </li>
  );

  return (
    <li className={styles.menu} onMouseEnter={show} onMouseLeave={hide} onBlur={onBlur} onKeyDown={onKeyDown}>
      <PageLink
        to="services"
        ref={triggerRef}
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => (closedByEscape.current ? (closedByEscape.current = false) : show())}
        onClick={hide}
      >
        {t('nav.services')}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </PageLink>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.list}>
          {SERVICES_MENU.before.map(item)}
          <li className={styles.group}>
            <span className={styles.groupTitle} id={`${panelId}-samples`}>
              {t('nav.samples')}
            </span>
            <ul className={styles.sublist} aria-labelledby={`${panelId}-samples`}>
              {SERVICES_MENU.samples.map(item)}
              <li>
                <PageLink to={SERVICES_MENU.samplesAll} className={styles.seeAll} onClick={hide}>
                  {t('nav.samplesAll')}
                </PageLink>
              </li>
            </ul>
          </li>
          {SERVICES_MENU.after.map(item)}
        </ul>
        <PageLink to={SERVICES_MENU.cta} className={styles.cta} onClick={hide}>
          {t('nav.servicesCta')}
        </PageLink>
      </div>
    </li>
  );
}
