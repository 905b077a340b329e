import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { useScrolled } from '../../components/use-scrolled';
import { MAIN_NAV } from '../nav-items';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { ServicesMenu } from '../services-menu/services-menu';
import { LanguageSelector } from '../language-selector/language-selector';
import { MobileMenu } from '../mobile-menu/mobile-menu';
import { ShareButton } from '../../share/share-button';
import styles from './header.module.css';

/** Spec §2: past 10 px of scroll the header shrinks from 20 to 16 spacing units and turns translucent. */
export const HEADER_SHRINK_THRESHOLD_PX = 10;

export function Header() {
  const { t } = useT();
  return (
    <HeaderFrame>
      <div className={styles.inner}>
        <Logo />
        <nav className={styles.nav} aria-label={t('a11y.mainNav')}>
          <ul className={styles.links}>
            {MAIN_NAV.map((screen) =>
              screen === 'services' ? (
                <ServicesMenu key={screen} />
              ) : (
                <li key={screen}>
                  <NavLink to={screen} className={styles.link}>
                    {t(`nav.${screen}`)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          <PageLink to="contact" className={styles.contact}>
            {t('nav.contact')}
          </PageLink>
          <ShareButton />
          <LanguageSelector />
          <MobileMenu />
        </div>
      </div>
    </HeaderFrame>
  );
}

/**
 * The `<header>` itself and the backdrop its background is drawn on (header.module.css), the only
 * part that follows the scroll: its content comes from `Header` as children, which React keeps as
 * they are when only the frame's state changes, so crossing the threshold redraws one attribute
 * instead of every menu and link in the header.
 */
function HeaderFrame({ children }: { children: ReactNode }) {
  const scrolled = useScrolled(HEADER_SHRINK_THRESHOLD_PX);
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.backdrop} aria-hidden="true" />
      {children}
    </header>
  );
}
