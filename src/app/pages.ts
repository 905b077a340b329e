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
  history: 'history/history-page',
  services: 'screen-intro/screen-intro-page',
  design: 'screen-intro/screen-intro-page',
  printing: 'screen-intro/screen-intro-page',
  binding: 'screen-intro/screen-intro-page',
  samples: 'screen-intro/screen-intro-page',
  cascades: 'screen-intro/screen-intro-page',
  books: 'screen-intro/screen-intro-page',
  colorCards: 'screen-intro/screen-intro-page',
  cuttings: 'screen-intro/screen-intro-page',
  serviceDetail: 'screen-intro/screen-intro-page',
  various: 'screen-intro/screen-intro-page',
  location: 'location/location-page',
  contact: 'screen-intro/screen-intro-page',
  legalNotice: 'legal/legal-page',
  privacy: 'legal/legal-page',
  cookiePolicy: 'legal/legal-page',
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
