import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/use-t';
import { pwaStatus } from './pwa-status';
import { applyUpdate, registerServiceWorker } from './register';
import { useOnline } from '../components/use-online';
import actions from '../components/action-button/action-button.module.css';
import styles from './pwa-notices.module.css';

const SERVER_STATUS = { offlineReady: false, updateWaiting: false };

/**
 * The service worker's news, kept small and out of the way: a new version waiting (with
 * Reload), the catalogue ready for offline use (once), and whether the visitor is offline.
 */
export function PwaNotices() {
  const { t } = useT();
  const status = useSyncExternalStore(pwaStatus.subscribe, pwaStatus.get, () => SERVER_STATUS);
  const online = useOnline();
  const [readyDismissed, setReadyDismissed] = useState(false);
  // After hydration has committed: the worker's precaching waits for the page to be usable.
  useEffect(registerServiceWorker, []);
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
          <button type="button" className={actions.primary} onClick={applyUpdate}>
            {t('pwa.reload')}
          </button>
        </div>
      )}
      {showReady && (
        <div className={styles.notice}>
          <p>{t('pwa.offlineReady')}</p>
          <button type="button" className={actions.secondary} onClick={() => setReadyDismissed(true)}>
            {t('pwa.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
