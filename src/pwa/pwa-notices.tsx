import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLang, useT } from '../i18n/use-t';
import { INITIAL_PWA_STATUS, pwaStatus } from './pwa-status';
import { formatBytes } from './precache-progress';
import { serviceWorkerRegistrar } from './register';
import { useOnline } from '../components/use-online';
import actions from '../components/action-button/action-button.module.css';
import styles from './pwa-notices.module.css';

/**
 * The service worker's news, kept small and out of the way: a new version waiting (with
 * Reload), on a first visit how far saving the catalogue has got, then that it is ready for
 * offline use and how much it takes (once) or that saving failed, and whether the visitor is
 * offline.
 */
export function PwaNotices() {
  const { t } = useT();
  const lang = useLang();
  const status = useSyncExternalStore(pwaStatus.subscribe, pwaStatus.get, () => INITIAL_PWA_STATUS);
  const online = useOnline();
  const [readyDismissed, setReadyDismissed] = useState(false);
  const showReady = status.offlineReady && !readyDismissed && !status.updateWaiting;

  return (
    <div className={styles.stack} role="status">
      {!online && (
        <p className={styles.offline}>
          <span className={styles.dot} aria-hidden="true" />
          {t('pwa.offline')}
        </p>
      )}
      {status.updateWaiting && (
        <div className={styles.notice}>
          <p>{t('pwa.updateAvailable')}</p>
          <button type="button" className={actions.primary} onClick={serviceWorkerRegistrar.applyUpdate}>
            {t('pwa.reload')}
          </button>
        </div>
      )}
      {status.precache && !status.offlineReady && (
        <div className={styles.notice}>
          <p>{t('pwa.precaching', status.precache)}</p>
          <progress
            className={styles.progress}
            max={status.precache.total}
            value={status.precache.done}
            aria-hidden="true"
          />
        </div>
      )}
      {status.precacheFailed && !readyDismissed && (
        <div className={styles.notice}>
          <p>{t('pwa.precacheFailed')}</p>
          <button type="button" className={actions.secondary} onClick={() => setReadyDismissed(true)}>
            {t('pwa.dismiss')}
          </button>
        </div>
      )}
      {showReady && (
        <div className={styles.notice}>
          <p>
            {status.storageBytes === null
              ? t('pwa.offlineReady')
              : t('pwa.offlineReadySize', { size: formatBytes(status.storageBytes, lang) })}
          </p>
          <button type="button" className={actions.secondary} onClick={() => setReadyDismissed(true)}>
            {t('pwa.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
