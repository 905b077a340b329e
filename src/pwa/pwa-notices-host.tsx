import { DrawnOutsideReact } from '../components/drawn-outside-react';
import { NOTICE_GROUPS } from '../components/notice-reach';
import { ALERTS_REGION, NOTICES_REGION } from './start-pwa';
import styles from './pwa-notices-host.module.css';

/**
 * The live regions the service worker's notices are drawn into (pwa-notices.ts), without React,
 * before or without the app: one for the polite news and, beside it, not around it, one for the
 * alerts (a version waiting, a saving that failed), each announcing only what is added to it
 * (pwa-notices-model.ts says which goes where). Both are in the served page from the first paint,
 * so a screen reader hears each notice once, as it comes: an alert inside the polite region was
 * said twice, once by each.
 */
export function PwaNoticesHost() {
  return (
    // Marked as a group of groups: the footer's room for the notices measures the notices inside.
    <div className={styles.regions} {...{ [NOTICE_GROUPS]: '' }}>
      <DrawnOutsideReact
        role="status"
        aria-atomic="false"
        className={`${styles.region} ${styles.polite}`}
        {...{ [NOTICES_REGION]: true }}
      />
      <DrawnOutsideReact role="alert" aria-atomic="false" className={styles.region} {...{ [ALERTS_REGION]: true }} />
    </div>
  );
}
