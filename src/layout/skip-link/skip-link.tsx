import { useT } from '../../i18n/use-t';
import styles from './skip-link.module.css';

export function SkipLink() {
  const { t } = useT();
  return (
    <a className={styles.skip} href="#main">
      {t('a11y.skipToContent')}
    </a>
  );
}
