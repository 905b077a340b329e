import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { PageHero } from '../../components/page-hero/page-hero';
import { QuickTiles } from '../../components/quick-tiles/quick-tiles';
import { ContactFormOnNeed, importContactForm } from '../../contact/form/contact-form-on-need';
import styles from './contact-page.module.css';

/** Drawn in place, the page waits for its form's code too (app/pages.ts). */
export const codeToDraw = importContactForm;

/** Spec §2, contact: a hero with call and e-mail tiles, then the enquiry form. */
export default function ContactPage() {
  const { t } = useT('contact');
  const { phones, emails } = COMPANY;
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
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
      </PageHero>
      <section className={styles.formSection} aria-labelledby="contact-form-title">
        <div className={styles.formIntro}>
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('form.title')}
          </h2>
          <p>{t('form.intro')}</p>
        </div>
        <ContactFormOnNeed />
      </section>
    </>
  );
}
