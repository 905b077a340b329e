import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import { SITE_HEADER } from './header-scroll';
import { MAIN_NAV } from '../nav-items';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { ServicesMenu } from '../services-menu/services-menu';
import { LanguageSelector } from '../language-selector/language-selector';
import { MobileMenu } from '../mobile-menu/mobile-menu';
import { ShareButton } from '../../share/share-button';
import styles from './header.module.css';

/**
 * `selectionControl`: the way to the visitor's selection, given by the app's shell (the layout
 * does not know the selection). First of the actions: revealed once there is a selection, it
 * moves none of them on a phone, where they sit at the right edge.
 *
 * `searchControl`: the site's search, given by the shell too (the layout does not know search),
 * one for the bar and one for the mobile menu. In the bar it comes first of the actions, just
 * before the selection's control, after the main links: on wide screens only, where there is
 * room for a field; on a phone it is the first thing in the menu, above the links.
 */
export function Header({
  selectionControl,
  searchControl,
}: {
  selectionControl?: ReactNode;
  searchControl?: { readonly bar: ReactNode; readonly menu: ReactNode };
}) {
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
          {searchControl?.bar}
          {selectionControl}
          <PageLink to="contact" className={styles.contact}>
            {t('nav.contact')}
          </PageLink>
          <ShareButton />
          <LanguageSelector />
          <MobileMenu searchControl={searchControl?.menu} />
        </div>
      </div>
    </HeaderFrame>
  );
}

/**
 * The `<header>` itself and the backdrop its background is drawn on (header.module.css). Its
 * `data-scrolled`, which shrinks it past the spec's threshold, is the page's to set, not React's
 * (header-scroll.ts, started by src/boot.ts): it follows the scroll from first paint, and
 * crossing the threshold redraws one attribute, never a menu or link of the header.
 */
function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <header className={styles.header} {...{ [SITE_HEADER]: true }}>
      <div className={styles.backdrop} aria-hidden="true" />
      {children}
    </header>
  );
}
