import { useT } from '../../i18n/use-t';
import styles from './skip-link.module.css';
import { MAIN_CONTENT_ID } from '../../components/main-content';

export function SkipLink() {
  const { t } = useT();
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}
