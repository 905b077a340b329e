import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useT } from '../../i18n/use-t';
import { carouselImage, imageAltKey } from '../../content/galleries';
import { SERVICES } from '../../content/services';
import { ServiceLink } from '../../routing/page-link';
import { Picture } from '../../components/picture/picture';
import type { SelectionItem } from '../../selection/items';
import styles from './selection-page.module.css';

/** An item's name as the page shows it: a service's name, a picture's caption. */
export function itemName(item: SelectionItem, t: TFunction): string {
  return item.kind === 'picture' ? t(carouselImage(item.picture).titleKey) : t(`common:serviceNames.${item.service}`);
}

/**
 * One item of the selection: its thumbnail (the site's own picture), its name and its page. A
 * picture reads as its caption and its service; its page is its service's, whose gallery shows it.
 * `action`: what the visitor may do with it (the device's selection: remove it).
 */
export function SelectionItemView({ item, action }: { item: SelectionItem; action?: ReactNode }) {
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
          {itemName(item, t)}
        </ServiceLink>
        {item.kind === 'picture' && <p className={styles.kind}>{t('selection.pictureOf', { service })}</p>}
        {action}
      </div>
    </li>
  );
}
