import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/use-t';
import { Icon } from '../components/icon/icon';
import { VisuallyHidden } from '../components/visually-hidden';
import { publicUrl } from './public-url';
import type { ShareDialogProps } from './share-dialog';
import styles from './share-button.module.css';

/**
 * The dialog and its QR encoder load on first use, not with the page (offline, from the
 * precache). The browser keeps a module it has loaded, so asking again costs nothing; one that
 * failed to load is fetched again.
 */
const loadDialog = () => import('./share-dialog');

const warmUp = () => void loadDialog().catch(() => {});

/** "Share this page", in the header of every screen: a QR code and link of the page's public address. */
export function ShareButton() {
  const { t } = useT();
  const [location] = useLocation();
  const search = useSearch();
  const [Dialog, setDialog] = useState<ComponentType<ShareDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = () => {
    loadDialog().then(
      (module) => {
        setDialog(() => module.ShareDialog);
        setOpen(true);
      },
      (error: unknown) => console.warn('Share: the share dialog could not be loaded.', error),
    );
  };

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        <Icon name="share" size={20} />
        <VisuallyHidden>{t('share.title')}</VisuallyHidden>
      </button>
      {open && Dialog && <Dialog url={publicUrl(location, search)} onClose={close} />}
    </>
  );
}
