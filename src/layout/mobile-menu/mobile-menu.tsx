import { memo, useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { useFocusTrap } from '../../components/use-focus-trap';
import { usePopover } from '../../components/use-popover';
import { MAIN_NAV, SERVICES_MENU } from '../nav-items';
import { VisuallyHidden } from '../../components/visually-hidden';
import { Disclosure } from './disclosure';
import styles from './mobile-menu.module.css';

/**
 * The slide-in full-screen menu for small screens. A native popover, so the prerendered page's
 * button opens it from first paint, and Escape closes it, before any script has run; once the
 * app has taken over, focus stays inside while it is open and the page behind does not scroll.
 * `searchControl`, the site's search given by the shell through the header, comes first.
 */
export function MobileMenu({ searchControl }: { searchControl?: ReactNode }) {
  const { t } = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { open, expanded, close } = usePopover(panelRef);
  useFocusTrap(panelRef, open);

  useEffect(() => {
    if (!open) return;
    document.documentElement.dataset.scrollLocked = 'true';
    return () => {
      delete document.documentElement.dataset.scrollLocked;
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        popoverTarget={panelId}
        popoverTargetAction="show"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <VisuallyHidden>{t('nav.openMenu')}</VisuallyHidden>
      </button>
      <div
        id={panelId}
        ref={panelRef}
        className={styles.panel}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
      >
        <div className={styles.top}>
          <span className={styles.title}>{t('nav.menu')}</span>
          <button type="button" className={styles.close} popoverTarget={panelId} popoverTargetAction="hide">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
            </svg>
            <VisuallyHidden>{t('nav.closeMenu')}</VisuallyHidden>
          </button>
        </div>
        {searchControl}
        <MenuLinks close={close} />
      </div>
    </>
  );
}

/**
 * The menu's links and disclosures, memoised: opening and closing the menu (and its taking over
 * after hydration) draw the button and the panel again, not the sixteen links inside.
 */
const MenuLinks = memo(function MenuLinks({ close }: { close: () => void }) {
  const { t } = useT();
  const link = (screen: Parameters<typeof PageLink>[0]['to'], className = styles.link) => (
    <li key={screen}>
      <PageLink to={screen} className={className} onClick={close}>
        {t(`nav.${screen}`)}
      </PageLink>
    </li>
  );
  return (
    <>
      <nav aria-label={t('a11y.mainNav')}>
        <ul className={styles.list}>
          {MAIN_NAV.map((screen) =>
            screen !== 'services' ? (
              link(screen)
            ) : (
              <li key={screen}>
                <Disclosure label={t('nav.services')}>
                  <ul className={styles.sublist}>
                    {SERVICES_MENU.before.map((s) => link(s, styles.sublink))}
                    <li>
                      <Disclosure label={t('nav.samples')} nested>
                        <ul className={styles.sublist}>
                          {SERVICES_MENU.samples.map((s) => link(s, styles.sublink))}
                          {link(SERVICES_MENU.samplesAll, styles.seeAll)}
                        </ul>
                      </Disclosure>
                    </li>
                    {SERVICES_MENU.after.map((s) => link(s, styles.sublink))}
                    <li>
                      <PageLink to={SERVICES_MENU.cta} className={styles.seeAll} onClick={close}>
                        {t('nav.servicesCta')}
                      </PageLink>
                    </li>
                  </ul>
                </Disclosure>
              </li>
            ),
          )}
        </ul>
      </nav>
      <PageLink to="contact" className={styles.contact} onClick={close}>
        {t('nav.contact')}
      </PageLink>
    </>
  );
});
