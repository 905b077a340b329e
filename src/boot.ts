import { importPageModule, renderedPageKey } from './app/page-modules';
import { reloadOnceForMissingChunk } from './pwa/reload-once';

/*
 * The entry script, kept tiny. The prerendered page is already readable; its largest image is
 * let onto the screen first, and only then is the app fetched and hydrated, so neither its
 * download nor its evaluation competes with that first view.
 */

// A chunk that is gone after a deploy: reload once. Vite's loader then resolves the import to
// nothing instead of failing, which the page registry (app/pages.ts) expects.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForMissingChunk()) event.preventDefault();
});

/** Waits for the page's priority image (at most 2 s) and one frame. */
function priorityImagePainted(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const loaded =
    !img || img.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, 2000);
        });
  return loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void priorityImagePainted()
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
  });
