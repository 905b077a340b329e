import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { MapFrame } from '../../components/map-frame/map-frame';
import { PostalAddress } from '../../components/postal-address/postal-address';
import { ExternalLink } from '../../components/external-link/external-link';
import { Icon } from '../../components/icon/icon';
import { PageSection } from '../../components/page-section/page-section';
import cardStyles from '../../components/card/card.module.css';
import styles from './location-page.module.css';

/** The embedded map beside the address card; offline, the address and a link take the map's place. */
export function LocationMap() {
  const { t } = useT('location');
  const offline = (
    <div className={styles.offline} data-testid="map-offline">
      <Icon name="pin" className={styles.offlineIcon} />
      <p className={styles.offlineTitle}>{t('map.offlineTitle')}</p>
      <p>{t('map.offlineText')}</p>
      <PostalAddress className={styles.address} />
      <ExternalLink href={COMPANY.map.linkUrl} className={styles.textLink}>
        {t('map.openMap')}
      </ExternalLink>
    </div>
  );
  return (
    <PageSection wide title={t('map.title')}>
      <div className={styles.mapGrid}>
        <MapFrame
          src={COMPANY.map.embedUrl}
          title={t('map.frameTitle', { brand: COMPANY.brand, locality: COMPANY.address.locality })}
          fallback={offline}
          className={styles.map}
        />
        <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby="address-title">
          <Icon name="pin" className={styles.cardIcon} />
          <h3 id="address-title">{t('address.title')}</h3>
          <PostalAddress className={styles.address} />
          <ExternalLink href={COMPANY.map.linkUrl} className={styles.textLink}>
            {t('address.openMap')}
          </ExternalLink>
        </section>
      </div>
    </PageSection>
  );
}
