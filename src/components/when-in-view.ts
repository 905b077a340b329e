/**
 * Runs `task` once `element` first shows in the viewport, and stops watching; returns the cancel.
 * A browser without IntersectionObserver never runs it: what it prepares must come anyway.
 */
export function whenInView(element: Element, task: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    task();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
