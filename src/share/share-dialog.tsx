import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { Icon } from '../components/icon/icon';
import { VisuallyHidden } from '../components/visually-hidden';
import { ModalDialog } from '../components/modal-dialog/modal-dialog';
import { useCopyText } from '../components/use-copy-text';
import { QrCode } from './qr-code';
import actions from '../components/action-button/action-button.module.css';
import styles from './share-dialog.module.css';

export interface ShareDialogProps {
  /** The page's public address, in its language. */
  url: string;
  /** What is shared, as the dialog's title: by default "Share this page". */
  title?: string;
  /** How to open it on a phone: by default the page's scan hint. */
  hint?: string;
  onClose: () => void;
}

/**
 * A modal dialog with the page's address as a QR code big enough to scan at arm's length, the
 * address in text, a copy button and, where the device has one, its own share sheet.
 */
export function ShareDialog({ url, title, hint, onClose }: ShareDialogProps) {
  const { t } = useT();
  const id = useId();
  const [copyState, copy] = useCopyText();
  const canShare = typeof navigator.share === 'function';

  const shareElsewhere = () => {
    navigator.share({ title: document.title, url }).catch(() => {
      // Cancelled by the visitor, or refused by the device: the QR code and link are still here.
    });
  };

  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-hint`} onClose={onClose} className={styles.dialog}>
      <div className={styles.top}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title ?? t('share.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <Icon name="close" size={24} />
          <VisuallyHidden>{t('share.close')}</VisuallyHidden>
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint ?? t('share.scanHint')}
      </p>
      <QrCode text={url} label={t('share.qrLabel', { url })} className={styles.qr} />
      <p className={styles.url} translate="no">
        {url}
      </p>
      <div className={styles.actions}>
        <button type="button" className={actions.primary} onClick={() => void copy(url)}>
          {t('share.copy')}
        </button>
        {canShare && (
          <button type="button" className={actions.secondary} onClick={shareElsewhere}>
            <Icon name="share" size={18} />
            {t('share.native')}
          </button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {copyState === 'copied' && t('share.copied')}
        {copyState === 'failed' && t('share.copyFailed')}
      </p>
    </ModalDialog>
  );
}
