import { useT } from '../../i18n/use-t';
import { COMPANY } from '../../content/company';
import { ConsentFrame, grantProps } from '../../consent/consent-frame-view';
import { PostalAddress } from '../../components/postal-address/postal-address';
import { ExternalLink } from '../../components/external-link/external-link';
import { Icon } from '../../components/icon/icon';
import { PageSection } from '../../components/page-section/page-section';
import cardStyles from '../../components/card/card.module.css';
import actions from '../../components/action-button/action-button.module.css';
import styles from './location-page.module.css';

/**
 * The map beside the address card. The map is a third party's frame (OpenStreetMap): it loads
 * only with the visitor's consent to functional cookies; until then (and offline) a note saying
 * why, with the button that allows it, takes its place, beside the address and the link that
 * opens the map service.
 */
export function LocationMap() {
  const { t } = useT('location');
  return (
    <PageSection wide title={t('map.title')}>
      <div className={styles.mapGrid}>
        <ConsentFrame
          category="functional"
          src={COMPANY.map.embedUrl}
          title={t('map.frameTitle', { brand: COMPANY.brand, locality: COMPANY.address.locality })}
          className={styles.map}
          askConsent={
            <>
              <Icon name="pin" className={styles.standInIcon} />
              <p className={styles.standInTitle}>{t('map.consentTitle')}</p>
              <p>{t('map.consentText', { settings: t('common:footer.cookieSettings') })}</p>
              <p>
                <button {...grantProps} className={actions.primary}>
                  {t('map.showMap')}
                </button>
              </p>
            </>
          }
          offline={
            <>
              <Icon name="pin" className={styles.standInIcon} />
              <p className={styles.standInTitle}>{t('map.offlineTitle')}</p>
              <p>{t('map.offlineText')}</p>
            </>
          }
        >
          <p>
            <ExternalLink href={COMPANY.map.linkUrl} className={styles.textLink}>
              {t('map.openMap')}
            </ExternalLink>
          </p>
        </ConsentFrame>
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
