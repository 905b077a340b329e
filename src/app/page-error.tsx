import { useT } from '../i18n/use-t';
import actions from '../components/action-button/action-button.module.css';
import styles from './page-error.module.css';

export function PageError({ retry }: { retry: () => void }) {
  const { t } = useT();
  return (
    <section className={styles.error} aria-labelledby="page-error-title">
      <h1 id="page-error-title">{t('pageError.title')}</h1>
      <p>{t('pageError.text')}</p>
      <button type="button" className={actions.primary} onClick={retry}>
        {t('pageError.retry')}
      </button>
    </section>
  );
}
