import styles from './pwa-notices-host.module.css';

/** An empty inner HTML: React neither hydrates nor ever replaces what is drawn inside. */
const DRAWN_OUTSIDE_REACT = { __html: '' };

/**
 * The live region the service worker's notices are drawn into (pwa-notices.ts), without React,
 * before or without the app. React renders the region and leaves its content as it finds it:
 * an element given its inner HTML has no children for hydration to compare, and the same inner
 * HTML is never set again. The region is there from the first paint, so a screen reader
 * announces each notice as it comes.
 */
export function PwaNoticesHost() {
  return (
    <div
      role="status"
      className={styles.region}
      data-pwa-notices
      dangerouslySetInnerHTML={DRAWN_OUTSIDE_REACT}
      suppressHydrationWarning
    />
  );
}
