import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { PageLink } from '../../routing/page-link';
import { useConsentActions } from '../../consent/use-consent';
import { FOOTER_NAV, FOOTER_SERVICES, LEGAL_LINKS } from '../nav-items';
import { VisuallyHidden } from '../../components/visually-hidden';
import { OpeningHoursList } from '../../components/opening-hours/opening-hours-list';
import { PostalAddress } from '../../components/postal-address/postal-address';
import { KeptAsServed } from '../../components/kept-as-served';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useT();
  const { showView } = useConsentActions();
  const { phones, emails, social } = COMPANY;
  const year = new Date().getFullYear();
  return (
    // Grown below its links by the notices' height, as components/notice-reach.ts finds it by
    // this mark (not imported: the footer is the app's, the notices' code a page part of its own).
    <footer className={styles.footer} data-notice-room="">
      {/* Text and links only: kept as served at hydration, drawn again on a language switch. */}
      <KeptAsServed part="footer" className={styles.grid}>
        <section className={styles.about}>
          <p className={styles.brand}>{COMPANY.brand}</p>
          <p>{t('footer.description')}</p>
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={styles.heading}>
            {t('footer.navigation')}
          </h2>
          <ul className={styles.list}>
            {FOOTER_NAV.map((screen) => (
              <li key={screen}>
                <PageLink to={screen}>{t(`nav.${screen}`)}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {t('footer.services')}
          </h2>
          <ul className={styles.list}>
            {FOOTER_SERVICES.map((screen) => (
              <li key={screen}>
                <PageLink to={screen}>{t(`nav.${screen}`)}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <PostalAddress className={styles.address} />
          <OpeningHoursList className={styles.hours} />
          <ul className={styles.list}>
            <li>
              <a href={`tel:${phones.office.tel}`}>{phones.office.display}</a>
            </li>
            <li>
              <a href={`mailto:${emails.office}`}>{emails.office}</a>
            </li>
            <li>
              <a href={social.url} target="_blank" rel="noopener noreferrer">
                {social.name}
                <VisuallyHidden> {t('a11y.opensInNewTab')}</VisuallyHidden>
              </a>
            </li>
          </ul>
        </section>
      </KeptAsServed>
      {/* Hydrated: the year is the visitor's, not the build's. */}
      <div className={styles.bottom}>
        <p suppressHydrationWarning>{t('footer.copyright', { year, name: COMPANY.legalName })}</p>
        <ul className={styles.legal}>
          {LEGAL_LINKS.map((screen) => (
            <li key={screen}>
              <PageLink to={screen}>{t(`nav.${screen}`)}</PageLink>
            </li>
          ))}
          <li>
            <button type="button" className={styles.linkButton} onClick={() => showView('preferences')}>
              {t('footer.cookieSettings')}
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
