import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageKeyOf, renderedKey } from './app/resolve-shown';
import { pageNamespaces, preloadPage } from './app/pages';
import { createClientI18n } from './i18n/client';
import { languageFromQuery } from './i18n/query-language';
import { resolveRoute } from './routing/resolve-route';
import { translatePath } from './routing/translate-path';
import { shownLang } from './app/head';
import { registerServiceWorker } from './pwa/register';
import { reloadOnceForMissingChunk } from './pwa/reload-once';
import './styles/global.css';

async function boot() {
  const root = document.getElementById('root')!;
  const { pathname, search, hash } = window.location;

  // ?lng=xx on any page means "this page, in that language"; an unusable value is just dropped.
  const asked = languageFromQuery(search);
  if (asked.search !== search) window.history.replaceState(null, '', pathname + asked.search + hash);
  const wanted = asked.lang ? translatePath(pathname, asked.lang) : pathname;
  let resolution = resolveRoute(wanted, asked.lang ?? undefined);
  // The language detector is needed only to remember a ?lng= choice, or to break a tie when a
  // path belongs to two other languages (/contact): load it just then.
  if (asked.lang || resolution.kind === 'redirect') {
    const { createDetector, detectLanguage, rememberLanguage } = await import('./i18n/detector');
    const detector = createDetector();
    if (asked.lang) rememberLanguage(detector, asked.lang);
    else resolution = resolveRoute(wanted, detectLanguage(detector, ['localStorage', 'navigator']) ?? undefined);
  }
  const destination = resolution.kind === 'redirect' ? resolution.to : wanted;
  if (destination !== pathname || resolution.kind === 'redirect') {
    window.location.replace(destination + asked.search + hash);
    return;
  }

  await priorityImagePainted();
  const key = pageKeyOf(resolution);
  const [i18n] = await Promise.all([createClientI18n(shownLang(resolution), pageNamespaces(key)), preloadPage(key)]);
  const app = <App i18n={i18n} />;
  // Hydrate only markup that was rendered for this very page; a host's fallback page is replaced.
  if (root.dataset.rendered === renderedKey(resolution)) hydrateRoot(root, app);
  else createRoot(root).render(app);
  registerServiceWorker();
}

window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForMissingChunk()) event.preventDefault();
});

/**
 * The page is prerendered; its largest image should reach the screen before hydration keeps the
 * main thread busy. Waits for that image (at most 2 s) and one frame.
 */
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

void boot();
