import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { QuickTiles } from '../../components/quick-tiles/quick-tiles';
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
        <QuickTiles
          tiles={[
            {
              key: 'call',
              icon: 'phone',
              href: `tel:${phones.office.tel}`,
              label: t('hero.call'),
              value: phones.office.display,
              hint: t('hero.callHint'),
            },
            {
              key: 'email',
              icon: 'mail',
              href: `mailto:${emails.office}`,
              label: t('hero.email'),
              value: emails.office,
              hint: t('hero.emailHint'),
            },
          ]}
        />
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
