import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/use-t';
import { Icon } from '../components/icon/icon';
import { VisuallyHidden } from '../components/visually-hidden';
import { publicUrl } from './public-url';
import { useShareDialog } from './use-share-dialog';
import styles from './share-button.module.css';

/** "Share this page", in the header of every screen: a QR code and link of the page's public address. */
export function ShareButton() {
  const { t } = useT();
  const [location] = useLocation();
  const search = useSearch();
  const share = useShareDialog(() => ({ url: publicUrl(location, search) }));

  return (
    <>
      <button {...share.opener} className={styles.button}>
        <Icon name="share" size={20} />
        <VisuallyHidden>{t('share.title')}</VisuallyHidden>
      </button>
      {share.dialog}
    </>
  );
}
