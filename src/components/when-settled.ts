/**
 * Runs `task` once the page has loaded and the browser is idle (at most `maxWaitMs` after the
 * load), for work a page needs soon but not for its first view or for becoming interactive.
 * Returns the cancel, which stops the task if it has not run yet.
 */
export function whenSettled(task: () => void, maxWaitMs: number): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const onIdle = () => {
    if (!cancelled) task();
  };
  const afterLoad = () => {
    if (cancelled) return;
    // WebKit has no requestIdleCallback: the next task stands in.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(onIdle, { timeout: maxWaitMs });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(onIdle, 0);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    cancelIdle();
  };
}
