import { COMPANY } from '../../content/company';
import { PageLink } from '../../routing/page-link';
import { useT } from '../../i18n/use-t';
import styles from './logo.module.css';

/** A fan of swatches: the company's mark, drawn inline so it costs no request. */
export function Logo() {
  const { t } = useT();
  return (
    <PageLink to="home" className={styles.logo} aria-label={t('a11y.logoHome', { brand: COMPANY.brand })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="4" y="6" width="10" height="22" rx="2" fill="#0f4c5c" transform="rotate(-14 9 28)" />
        <rect x="11" y="4" width="10" height="24" rx="2" fill="#b5452a" />
        <rect x="18" y="6" width="10" height="22" rx="2" fill="#d9a441" transform="rotate(14 23 28)" />
      </svg>
      <span className={styles.brand}>{COMPANY.brand}</span>
    </PageLink>
  );
}
