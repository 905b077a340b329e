import { DrawnOutsideReact } from '../components/drawn-outside-react';
import { NOTICES_REGION } from './start-pwa';
import styles from './pwa-notices-host.module.css';

/**
 * The live region the service worker's notices are drawn into (pwa-notices.ts), without React,
 * before or without the app. It is there from the first paint, so a screen reader announces
 * each notice as it comes: only what changed (a status would otherwise read the whole region out
 * again at each change), and the urgent notices as alerts of their own (pwa-notices-model.ts).
 */
export function PwaNoticesHost() {
  return (
    <DrawnOutsideReact role="status" aria-atomic="false" className={styles.region} {...{ [NOTICES_REGION]: true }} />
  );
}
