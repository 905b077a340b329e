import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Namespace, ScreenId } from '../routing/routes';
import { SCREENS, SERVICE_DETAIL_NS } from '../routing/routes';
import type { PageRef } from '../routing/paths';
import { chunkLoaded, reloadOnceForMissingChunk } from '../pwa/reload-once';

export type PageKey = ScreenId | 'serviceDetail' | 'notFound';
export interface PageProps {
  /** Null on the not-found page. */
  page: PageRef | null;
}

/**
 * The module of each page, below src/pages/. Each is its own chunk, so a page loads only its
 * own code; the prerender step reads this map to link each page's CSS and preload its JS.
 */
export const PAGE_FILES: Record<PageKey, string> = {
  home: 'home/home-page',
  history: 'history/history-page',
  services: 'services/services-page',
  design: 'design/design-page',
  printing: 'printing/printing-page',
  binding: 'binding/binding-page',
  samples: 'samples/samples-page',
  cascades: 'service-detail/service-detail-page',
  books: 'service-detail/service-detail-page',
  colorCards: 'service-detail/service-detail-page',
  cuttings: 'service-detail/service-detail-page',
  serviceDetail: 'service-detail/service-detail-page',
  various: 'various/various-page',
  location: 'location/location-page',
  contact: 'contact/contact-page',
  legalNotice: 'legal/legal-page',
  privacy: 'legal/legal-page',
  cookiePolicy: 'legal/legal-page',
  notFound: 'not-found/not-found-page',
};

type PageModule = { default: ComponentType<PageProps> };
type PageComponent = ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;
const MODULES = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

// Components whose code has arrived. Rendering one directly (not through React.lazy) lets the
// first page hydrate in one pass, with no Suspense fallback or retry.
const LOADED = new Map<PageKey, ComponentType<PageProps>>();
const LAZY = new Map<PageKey, LazyExoticComponent<ComponentType<PageProps>>>();

function load(key: PageKey): Promise<PageModule> {
  const loader = MODULES[`../pages/${PAGE_FILES[key]}.tsx`];
  if (!loader) throw new Error(`No page module for ${key}`);
  return loader().then(
    (module) => {
      LOADED.set(key, module.default);
      chunkLoaded();
      return module;
    },
    (error: unknown) => {
      // Most likely a deploy removed the chunk this page was built against: reload once.
      if (reloadOnceForMissingChunk()) return new Promise<never>(() => {});
      throw error;
    },
  );
}

export function pageComponent(key: PageKey): PageComponent {
  const loaded = LOADED.get(key);
  if (loaded) return loaded;
  let component = LAZY.get(key);
  if (!component) LAZY.set(key, (component = lazy(() => load(key))));
  return component;
}

/** Load a page's code, e.g. before hydrating it. */
export function preloadPage(key: PageKey): Promise<unknown> {
  return load(key);
}

export function pageNamespaces(key: PageKey): readonly Namespace[] {
  if (key === 'notFound') return [];
  if (key === 'serviceDetail') return SERVICE_DETAIL_NS;
  return SCREENS[key].ns;
}
