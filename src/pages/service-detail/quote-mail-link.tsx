import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { Icon } from '../../components/icon/icon';
import styles from './service-detail-page.module.css';

/** A mailto link to the sales desk with the subject already naming the service. */
export function QuoteMailLink({ service }: { service: string }) {
  const { t } = useT('services');
  const subject = encodeURIComponent(t('detail.contact.mailSubject', { service }));
  return (
    <p className={styles.mail}>
      <Icon name="mail" size={20} />
      <a href={`mailto:${COMPANY.emails.commercial}?subject=${subject}`}>{t('detail.contact.mailLink')}</a>
    </p>
  );
}
