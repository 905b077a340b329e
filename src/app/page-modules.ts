import type { ComponentType } from 'react';
import { NOT_FOUND, SCREENS, SERVICE_DETAIL, type ScreenId } from '../routing/routes';
import type { PageProps } from '../routing/paths';

export type { PageProps };
export type PageKey = ScreenId | 'serviceDetail' | 'notFound';
export type PageModule = { default: ComponentType<PageProps> };

function isPageKey(value: string): value is PageKey {
  return value === 'serviceDetail' || value === 'notFound' || Object.hasOwn(SCREENS, value);
}

/** The folder below src/pages/ that holds a page's module, as its route table row names it. */
function pageFolder(key: PageKey): string {
  if (key === 'serviceDetail') return SERVICE_DETAIL.page;
  if (key === 'notFound') return NOT_FOUND.page;
  return SCREENS[key].page;
}

/**
 * A page's module, relative to src/: `pages/{folder}/{folder}-page.tsx`. Each is its own chunk,
 * so a page loads only its own code; the prerender step reads it to inline each page's CSS.
 */
export function pageFile(key: PageKey): string {
  const folder = pageFolder(key);
  return `pages/${folder}/${folder}-page.tsx`;
}

const MODULES = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

/** Fetches a page's chunk, and the chunks it imports in parallel. Free of React, for the boot script. */
export function importPageModule(key: PageKey): Promise<PageModule> {
  const loader = MODULES[`../${pageFile(key)}`];
  if (!loader) return Promise.reject(new Error(`No page module for ${key}`));
  return loader();
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
