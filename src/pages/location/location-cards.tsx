import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import type { IconName } from '../../content/icon-paths';
import { OpeningHoursList } from '../../components/opening-hours/opening-hours-list';
import { Icon } from '../../components/icon/icon';
import { HOURS_ANCHOR, LOCATION_EMAILS, LOCATION_PHONES } from './location-content';
import cardStyles from '../../components/card/card.module.css';
import styles from './location-page.module.css';
import { KeptAsServed } from '../../components/kept-as-served';

/** Phones, e-mails and opening hours, all from the company config. */
export function LocationCards() {
  const { t } = useT('location');
  const { phones, emails } = COMPANY;
  return (
    <KeptAsServed part="location-cards" className={styles.cards}>
      <Card icon="phone" titleId="phones-title" title={t('phones.title')}>
        <dl className={styles.contactList}>
          {LOCATION_PHONES.map((line) => (
            <Entry key={line} term={t(`phones.${line}`)} href={`tel:${phones[line].tel}`} text={phones[line].display} />
          ))}
        </dl>
      </Card>
      <Card icon="mail" titleId="emails-title" title={t('emails.title')}>
        <dl className={styles.contactList}>
          {LOCATION_EMAILS.map((box) => (
            <Entry key={box} term={t(`emails.${box}`)} href={`mailto:${emails[box]}`} text={emails[box]} />
          ))}
          <Entry
            term={t('emails.person', { name: emails.person.name })}
            href={`mailto:${emails.person.email}`}
            text={emails.person.email}
          />
        </dl>
      </Card>
      <Card id={HOURS_ANCHOR} icon="calendar" titleId="hours-title" title={t('hours.title')}>
        <OpeningHoursList className={styles.hours} />
        <p className={styles.note}>{t('hours.note')}</p>
      </Card>
    </KeptAsServed>
  );
}

function Card(props: { id?: string; icon: IconName; titleId: string; title: string; children: ReactNode }) {
  return (
    <section id={props.id} className={`${cardStyles.card} ${styles.card}`} aria-labelledby={props.titleId}>
      <Icon name={props.icon} className={styles.cardIcon} />
      <h2 id={props.titleId}>{props.title}</h2>
      {props.children}
    </section>
  );
}

function Entry({ term, href, text }: { term: string; href: string; text: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <a href={href}>{text}</a>
      </dd>
    </div>
  );
}
