import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { Icon } from '../../components/icon/icon';
import { QuickTiles } from '../../components/quick-tiles/quick-tiles';
import { HOURS_ANCHOR, LOCATION_TILES } from './location-content';
import hero from '../../components/page-hero/page-hero.module.css';
import styles from './location-page.module.css';
import { KeptAsServed } from '../../components/kept-as-served';

/** Title, badge and the three quick-contact tiles (call, e-mail, schedule). */
export function LocationHero() {
  const { t } = useT(['location', 'common']);
  const { address, phones, emails, hours } = COMPANY;
  // The first line with opening times (Monday to Thursday) summarises the week.
  const open = hours.find((line) => line.opens);
  const tiles = {
    call: { href: `tel:${phones.office.tel}`, value: phones.office.display },
    email: { href: `mailto:${emails.office}`, value: emails.office },
    schedule: {
      href: `#${HOURS_ANCHOR}`,
      value: open
        ? `${t(`common:hours.${open.key}`)}, ${t('common:hours.range', { opens: open.opens, closes: open.closes })}`
        : t('common:hours.closed'),
    },
  };
  return (
    <KeptAsServed part="location-hero" as="section" className={styles.hero} aria-labelledby="location-title">
      <p className={styles.badge}>
        <Icon name="pin" size={18} />
        {t('hero.badge', { locality: address.locality, region: address.region })}
      </p>
      <h1 id="location-title" className={hero.title}>
        {t('hero.title')}
      </h1>
      <p className={`${hero.lead} ${styles.lead}`}>{t('hero.lead', { locality: address.locality })}</p>
      <QuickTiles
        label={t('tiles.label')}
        tiles={LOCATION_TILES.map((tile) => ({ ...tile, ...tiles[tile.key], label: t(`tiles.${tile.key}`) }))}
      />
    </KeptAsServed>
  );
}
