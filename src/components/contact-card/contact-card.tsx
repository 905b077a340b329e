import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { Icon } from '../icon/icon';
import { ButtonLink } from '../button-link/button-link';
import styles from './contact-card.module.css';
import { KeptAsServed } from '../kept-as-served';
import { SEARCH_SKIP } from '../search-skip';

interface ContactCardProps {
  /** Defaults to the shared "Shall we talk about your project?" texts of the common namespace. */
  title?: string;
  text?: string;
  /** Extra content below the links, e.g. a page's own e-mail link: text and links only, as the card is kept as served. */
  children?: ReactNode;
}

/**
 * The sidebar card with the company's phones and e-mail (from the company config) and the
 * contact screen; kept as served at hydration (kept-as-served.tsx). A call to action on every
 * service page ("Cuttings: get a quote"), which search leaves out.
 */
export function ContactCard({ title, text, children }: ContactCardProps) {
  const { t } = useT();
  const titleId = useId();
  const { phones, emails } = COMPANY;
  return (
    <KeptAsServed part="contact-card" as="section" className={styles.card} aria-labelledby={titleId} {...SEARCH_SKIP}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t('contactCard.title')}
      </h2>
      <p className={styles.text}>{text ?? t('contactCard.text')}</p>
      <ul className={styles.links}>
        <li>
          <Icon name="phone" size={22} className={styles.icon} />
          <span className={styles.label}>{t('contactCard.office')}</span>
          <a href={`tel:${phones.office.tel}`}>{phones.office.display}</a>
        </li>
        <li>
          <Icon name="phone" size={22} className={styles.icon} />
          <span className={styles.label}>{t('contactCard.commercial')}</span>
          <a href={`tel:${phones.commercial.tel}`}>{phones.commercial.display}</a>
        </li>
        <li>
          <Icon name="mail" size={22} className={styles.icon} />
          <span className={styles.label}>{t('contactCard.email')}</span>
          <a href={`mailto:${emails.office}`}>{emails.office}</a>
        </li>
      </ul>
      {children}
      <ButtonLink to="contact" className={styles.button}>
        {t('contactCard.form')}
      </ButtonLink>
    </KeptAsServed>
  );
}
