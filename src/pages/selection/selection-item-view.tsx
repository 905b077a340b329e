import { useT } from '../../i18n/use-t';
import { carouselImage, imageAltKey } from '../../content/galleries';
import { SERVICES } from '../../content/services';
import { ServiceLink } from '../../routing/page-link';
import { Picture } from '../../components/picture/picture';
import type { SelectionItem } from '../../selection/items';
import styles from './selection-page.module.css';

/**
 * One item of the selection: its thumbnail (the site's own picture), its name and its page. A
 * picture reads as its caption and its service; its page is its service's, whose gallery shows it.
 */
export function SelectionItemView({ item }: { item: SelectionItem }) {
  const { t } = useT('services');
  const service = t(`common:serviceNames.${item.service}`);
  const picture = item.kind === 'picture' ? item.picture : SERVICES[item.service].imageUrl;
  return (
    <li className={styles.item}>
      <Picture
        id={picture}
        // A service's cover only illustrates its name; a photo is the thing kept, and is described.
        alt={item.kind === 'picture' ? t(imageAltKey(picture)) : ''}
        sizes="8rem"
        className={styles.thumbnail}
      />
      <div className={styles.text}>
        <ServiceLink id={item.service} className={styles.name}>
          {item.kind === 'picture' ? t(carouselImage(item.picture).titleKey) : service}
        </ServiceLink>
        {item.kind === 'picture' && <p className={styles.kind}>{t('selection.pictureOf', { service })}</p>}
      </div>
    </li>
  );
}
