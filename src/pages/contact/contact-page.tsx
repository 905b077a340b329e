import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { PageHero } from '../../components/page-hero/page-hero';
import { QuickTiles } from '../../components/quick-tiles/quick-tiles';
import { ContactFormOnNeed, importContactForm } from '../../contact/form/contact-form-on-need';
import { createAttachmentSource } from './attachment-source';
import { SelectionOnNeed } from './selection-on-need';
import { searchWithoutItems } from './items-param';
import styles from './contact-page.module.css';

/** Drawn in place, the page waits for its form's code too (app/pages.ts). */
export const codeToDraw = importContactForm;

/** Once the enquiry carrying the items went: the address names them no more. */
function dropItemsFromAddress() {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', pathname + searchWithoutItems(search) + hash);
}

/**
 * Spec §2, contact: a hero with call and e-mail tiles, then the enquiry form, with above it the
 * items of "Ask about this selection" (`?s=`), which the enquiry carries.
 */
export default function ContactPage() {
  const { t } = useT('contact');
  const { phones, emails } = COMPANY;
  // Once the enquiry carrying the items went, they leave the address (and the block): the next
  // enquiry is a new one. The device's own selection stays as it is.
  const [attachment] = useState(() => createAttachmentSource(dropItemsFromAddress));
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
        <div className={styles.formColumn}>
          <SelectionOnNeed source={attachment} />
          <ContactFormOnNeed attachment={attachment} />
        </div>
      </section>
    </>
  );
}
