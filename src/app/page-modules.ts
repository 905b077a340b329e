import type { ComponentType } from 'react';
import type { ScreenId } from '../routing/routes';
import type { PageRef } from '../routing/paths';

export type PageKey = ScreenId | 'serviceDetail' | 'notFound';
export interface PageProps {
  /** Null on the not-found page. */
  page: PageRef | null;
}
export type PageModule = { default: ComponentType<PageProps> };

/**
 * The module of each page, below src/pages/. Each is its own chunk, so a page loads only its
 * own code; the prerender step reads this map to inline each page's CSS.
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

const MODULES = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

/** Fetches a page's chunk, and the chunks it imports in parallel. Free of React, for the boot script. */
export function importPageModule(key: PageKey): Promise<PageModule> {
  const loader = MODULES[`../pages/${PAGE_FILES[key]}.tsx`];
  if (!loader) return Promise.reject(new Error(`No page module for ${key}`));
  return loader();
}

function isPageKey(value: string): value is PageKey {
  return Object.hasOwn(PAGE_FILES, value);
}

/**
 * The page a prerendered document shows, read from its root's `data-rendered` (see
 * `renderedKey`): "page:<lang>:<page>:<service>" or "404:<lang>". Null for anything else.
 */
export function renderedPageKey(rendered: string | undefined): PageKey | null {
  if (!rendered) return null;
  const [kind, , page] = rendered.split(':');
  if (kind === '404') return 'notFound';
  return kind === 'page' && page && isPageKey(page) ? page : null;
}
