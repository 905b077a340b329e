import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import styles from './notice-stack.module.css';

/** The corner where small notices (offline, updates, waiting enquiries) stack without overlapping. */
export function NoticeStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/**
 * For a layer fixed at the foot of the window (the cookie banner): while it is mounted, the
 * notices rise clear of it where the two could meet (notice-stack.module.css). The corner is
 * told how far up the layer reaches, its height and its `bottom` offset, read when a
 * ResizeObserver reports (after layout, so no layout is forced) and set on the corner alone, so
 * only the corner's few elements are styled again. Layout sizes, not the drawn box: the
 * layer's entrance transform does not change the figure.
 */
export function useNoticesClearOf(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const layer = ref.current;
    const stack = document.querySelector<HTMLElement>(`.${styles.stack}`);
    if (!layer || !stack) return;
    const observer = new ResizeObserver(() => {
      const bottom = Number.parseFloat(getComputedStyle(layer).bottom) || 0;
      stack.style.setProperty('--foot-layer-reach', `${layer.offsetHeight + bottom}px`);
    });
    observer.observe(layer);
    return () => {
      observer.disconnect();
      stack.style.removeProperty('--foot-layer-reach');
    };
  }, [ref]);
}
