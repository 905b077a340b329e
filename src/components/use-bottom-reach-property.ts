import { useLayoutEffect, type RefObject } from 'react';

/**
 * While the element is mounted, the CSS custom property `name` on the document's root holds how
 * far the element, fixed to the foot of the window, reaches up from it (its height and its
 * `bottom` offset, in px), so that other fixed layers can stand clear of it. Layout sizes, not
 * the drawn box: an entrance animation's transform does not change the figure.
 */
export function useBottomReachProperty(ref: RefObject<HTMLElement | null>, name: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(name, `${element.offsetHeight + bottom}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
