import { useT } from '../../i18n/use-t';
import { PageLink } from '../../routing/page-link';
import styles from './not-found-page.module.css';
import { KeptAsServed } from '../../components/kept-as-served';

export default function NotFoundPage() {
  const { t } = useT();
  return (
    <KeptAsServed part="not-found" as="section" className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <PageLink to="home" className={styles.home}>
        {t('notFound.home')}
      </PageLink>
    </KeptAsServed>
  );
}
