import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageKeyOf, renderedKey } from './app/resolve-shown';
import { pageNamespaces, preloadPage } from './app/pages';
import { createClientI18n } from './i18n/client';
import { createDetector, detectLanguage, rememberLanguage } from './i18n/detector';
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
  const detector = createDetector();

  // ?lng=xx on any page means "this page, in that language"; an unusable value is just dropped.
  const asked = languageFromQuery(search);
  if (asked.search !== search) window.history.replaceState(null, '', pathname + asked.search + hash);
  if (asked.lang) rememberLanguage(detector, asked.lang);
  const preferred = asked.lang ?? detectLanguage(detector, ['localStorage', 'navigator']) ?? undefined;

  const wanted = asked.lang ? translatePath(pathname, asked.lang) : pathname;
  const resolution = resolveRoute(wanted, preferred);
  const destination = resolution.kind === 'redirect' ? resolution.to : wanted;
  if (destination !== pathname || resolution.kind === 'redirect') {
    window.location.replace(destination + asked.search + hash);
    return;
  }

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

void boot();
