import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { OpeningHoursList } from '../../components/opening-hours/opening-hours-list';
import { Icon } from '../../components/icon/icon';
import { HOURS_ANCHOR, LOCATION_EMAILS, LOCATION_PHONES } from './location-content';
import styles from './location-page.module.css';

/** Phones, e-mails and opening hours, all from the company config. */
export function LocationCards() {
  const { t } = useT('location');
  const { phones, emails } = COMPANY;
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="phones-title">
        <Icon name="phone" className={styles.cardIcon} />
        <h2 id="phones-title">{t('phones.title')}</h2>
        <dl className={styles.contactList}>
          {LOCATION_PHONES.map((line) => (
            <div key={line}>
              <dt>{t(`phones.${line}`)}</dt>
              <dd>
                <a href={`tel:${phones[line].tel}`}>{phones[line].display}</a>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="emails-title">
        <Icon name="mail" className={styles.cardIcon} />
        <h2 id="emails-title">{t('emails.title')}</h2>
        <dl className={styles.contactList}>
          {LOCATION_EMAILS.map((box) => (
            <div key={box}>
              <dt>{t(`emails.${box}`)}</dt>
              <dd>
                <a href={`mailto:${emails[box]}`}>{emails[box]}</a>
              </dd>
            </div>
          ))}
          <div>
            <dt>{t('emails.person', { name: emails.person.name })}</dt>
            <dd>
              <a href={`mailto:${emails.person.email}`}>{emails.person.email}</a>
            </dd>
          </div>
        </dl>
      </section>
      <section id={HOURS_ANCHOR} className={styles.card} aria-labelledby="hours-title">
        <Icon name="calendar" className={styles.cardIcon} />
        <h2 id="hours-title">{t('hours.title')}</h2>
        <OpeningHoursList className={styles.hours} />
        <p className={styles.note}>{t('hours.note')}</p>
      </section>
    </div>
  );
}
