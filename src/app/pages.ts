import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Namespace, ScreenId } from '../routing/routes';
import { SCREENS, SERVICE_DETAIL_NS } from '../routing/routes';
import type { PageRef } from '../routing/paths';

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
  history: 'screen-intro/screen-intro-page',
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
  location: 'screen-intro/screen-intro-page',
  contact: 'screen-intro/screen-intro-page',
  legalNotice: 'screen-intro/screen-intro-page',
  privacy: 'screen-intro/screen-intro-page',
  cookiePolicy: 'screen-intro/screen-intro-page',
  notFound: 'not-found/not-found-page',
};

type PageModule = { default: ComponentType<PageProps> };
const MODULES = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

function loader(key: PageKey): () => Promise<PageModule> {
  const load = MODULES[`../pages/${PAGE_FILES[key]}.tsx`];
  if (!load) throw new Error(`No page module for ${key}`);
  return load;
}

const COMPONENTS = new Map<PageKey, LazyExoticComponent<ComponentType<PageProps>>>();

export function pageComponent(key: PageKey) {
  let component = COMPONENTS.get(key);
  if (!component) COMPONENTS.set(key, (component = lazy(loader(key))));
  return component;
}

/** Start loading a page's code, e.g. before hydrating it. */
export function preloadPage(key: PageKey): Promise<unknown> {
  return loader(key)();
}

export function pageNamespaces(key: PageKey): readonly Namespace[] {
  if (key === 'notFound') return [];
  if (key === 'serviceDetail') return SERVICE_DETAIL_NS;
  return SCREENS[key].ns;
}
