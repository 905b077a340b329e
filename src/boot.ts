import { importPageModule, renderedPageKey } from './app/page-modules';
import { reloadIfChunkGone } from './pwa/reload-once';

/*
 * The entry script, kept tiny. The prerendered page is already readable; its largest image is
 * let onto the screen first, and only then is the app fetched and hydrated, so neither its
 * download nor its evaluation competes with that first view.
 */

// A chunk that is gone after a deploy: reload once. The import still fails meanwhile, and its
// caller says so as it would offline; the page registry (app/pages.ts) waits for the reload.
window.addEventListener('vite:preloadError', (event) => void reloadIfChunkGone(event.payload));

/** The longest wait for each part of the first view (a hidden tab paints nothing). */
const WAIT_MS = 2000;

/** Resolves once the page's first contentful paint is on screen (at most `WAIT_MS`). */
function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, WAIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // Without paint timing: after the next frame has been produced.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the page's priority image has loaded or failed (at most `WAIT_MS`). */
function priorityImageLoaded(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!img || img.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, WAIT_MS);
  });
}

/** The first view: text on screen, the priority image loaded, and one more frame for it. */
const firstViewShown = () =>
  Promise.all([firstPaintShown(), priorityImageLoaded()]).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void firstViewShown()
  .then(() => {
    // The page's own chunk is fetched alongside the app rather than after it; the app loads it
    // again through the same module map, which the browser answers from the first request.
    const rendered = renderedPageKey(document.getElementById('root')?.dataset.rendered);
    if (rendered) importPageModule(rendered).catch(() => {});
  })
  // Each step below starts requests and evaluates code: one task each keeps every task short.
  .then(nextTask)
  .then(() => {
    // React DOM (the app imports it when it hydrates) and the app are evaluated in tasks of
    // their own as they arrive. A failure here is the app's to report, when it imports it too.
    import('react-dom/client').catch(() => {});
    return import('./main');
  })
  .catch(async (error: unknown) => {
    // The page stays as served, readable with its links. A page being left (Firefox stops its
    // loads) or a network that reaches nothing lands here too, and must not reload.
    if (!(await reloadIfChunkGone(error))) console.warn('The app could not be loaded:', error);
  });
