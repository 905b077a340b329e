import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { Icon } from '../../components/icon/icon';
import { ContactForm } from '../../contact/form/contact-form';
import styles from './contact-page.module.css';

/** Spec §2, contact: a hero with call and e-mail tiles, then the enquiry form. */
export default function ContactPage() {
  const { t } = useT('contact');
  const { phones, emails, replyWithinHours } = COMPANY;
  return (
    <>
      <section className={styles.hero} aria-labelledby="contact-title">
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="contact-title" className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.lead}>{t('hero.lead', { hours: replyWithinHours })}</p>
        <ul className={styles.tiles}>
          <li>
            <a className={styles.tile} href={`tel:${phones.office.tel}`}>
              <Icon name="phone" className={styles.tileIcon} />
              <span className={styles.tileLabel}>{t('hero.call')}</span>
              <span className={styles.tileValue}>{phones.office.display}</span>
              <span className={styles.tileHint}>{t('hero.callHint')}</span>
            </a>
          </li>
          <li>
            <a className={styles.tile} href={`mailto:${emails.office}`}>
              <Icon name="mail" className={styles.tileIcon} />
              <span className={styles.tileLabel}>{t('hero.email')}</span>
              <span className={styles.tileValue}>{emails.office}</span>
              <span className={styles.tileHint}>{t('hero.emailHint')}</span>
            </a>
          </li>
        </ul>
      </section>
      <section className={styles.formSection} aria-labelledby="contact-form-title">
        <div className={styles.formIntro}>
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('form.title')}
          </h2>
          <p>{t('form.intro')}</p>
        </div>
        <ContactForm />
      </section>
    </>
  );
}
