import { DrawnOutsideReact } from '../components/drawn-outside-react';
import { NOTICES_REGION } from './start-pwa';
import styles from './pwa-notices-host.module.css';

/**
 * The live region the service worker's notices are drawn into (pwa-notices.ts), without React,
 * before or without the app. It is there from the first paint, so a screen reader announces
 * each notice as it comes.
 */
export function PwaNoticesHost() {
  return <DrawnOutsideReact role="status" className={styles.region} {...{ [NOTICES_REGION]: true }} />;
}
