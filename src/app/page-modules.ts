import type { ComponentType } from 'react';
import { NOT_FOUND, SCREENS, SERVICE_DETAIL, type ScreenId } from '../routing/routes';
import type { PageProps } from '../routing/paths';
import type { Namespace } from '../i18n/namespaces';
import type { PictureOf } from '../components/picture/picture-markup';
import { isLang, type Lang } from '../i18n/languages';

export type { PageProps };
export type PageKey = ScreenId | 'serviceDetail' | 'notFound';
export type PageModule = {
  default: ComponentType<PageProps>;
  /**
   * Code the page's parts fetch on need when the page is served (the contact form), which
   * drawing it in place waits for, so that it is drawn whole, never a part late.
   */
  codeToDraw?: () => Promise<unknown>;
};

function isPageKey(value: string): value is PageKey {
  return value === 'serviceDetail' || value === 'notFound' || Object.hasOwn(SCREENS, value);
}

/** The folder below src/pages/ that holds a page's module, as its route table row names it. */
function pageFolder(key: PageKey): string {
  if (key === 'serviceDetail') return SERVICE_DETAIL.page;
  if (key === 'notFound') return NOT_FOUND.page;
  return SCREENS[key].page;
}

/** The namespaces a page reads besides `common`, as its route table row names them. */
export function pageNamespaces(key: PageKey): readonly Namespace[] {
  if (key === 'notFound') return NOT_FOUND.ns;
  if (key === 'serviceDetail') return SERVICE_DETAIL.ns;
  return SCREENS[key].ns;
}

/**
 * A page's module, relative to src/: `pages/{folder}/{folder}-page.tsx`. Each is its own chunk,
 * so a page loads only its own code; the prerender step reads it to inline each page's CSS.
 */
export function pageFile(key: PageKey): string {
  const folder = pageFolder(key);
  return `pages/${folder}/${folder}-page.tsx`;
}

/** Loaders of the page modules, by path from src/app/, as `import.meta.glob` gives them. */
export type PageModuleLoaders = Readonly<Record<string, () => Promise<PageModule>>>;

// The boot script's loaders: its imports fetch each page chunk's imports with it, in one round
// trip (scripts/vite/boot-preloads.ts). The app loads pages it navigates to with its own (pages.ts).
const BOOT_LOADERS: PageModuleLoaders = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

/** Fetches a page's chunk, and the chunks it imports. Free of React, for the boot script. */
export function importPageModule(key: PageKey, loaders: PageModuleLoaders = BOOT_LOADERS): Promise<PageModule> {
  const loader = loaders[`../${pageFile(key)}`];
  if (!loader) return Promise.reject(new Error(`No page module for ${key}`));
  return loader();
}

// How the pages with carousels draw their later slides' pictures outside React: each in a module
// of its own, `pages/{folder}/{folder}-pictures.ts`, free of React and of the app's code.
const PICTURES_LOADERS = import.meta.glob<{ picturesOf: PictureOf }>('../pages/*/*-pictures.ts');

/** How a page draws its pictures outside React (its carousels' later slides); null if it draws none. */
export function importPagePictures(key: PageKey): Promise<PictureOf | null> {
  const folder = pageFolder(key);
  const loader = PICTURES_LOADERS[`../pages/${folder}/${folder}-pictures.ts`];
  return loader ? loader().then((module) => module.picturesOf) : Promise.resolve(null);
}

// The code a page drawn in place waits for (`codeToDraw`), for the pages that have any: each in a
// module of its own, `pages/{folder}/{folder}-code-to-draw.ts`. Through this, the boot script's
// loader, its imports come with it (scripts/vite/boot-preloads.ts).
const CODE_TO_DRAW_LOADERS = import.meta.glob('../pages/*/*-code-to-draw.ts');

/**
 * Fetches the code a page drawn in place waits for, with its imports, beside the page's chunk
 * (its `codeToDraw` would ask for it only once that chunk has run); null if it has none.
 */
export function fetchCodeToDraw(key: PageKey): Promise<unknown> | null {
  const folder = pageFolder(key);
  return CODE_TO_DRAW_LOADERS[`../pages/${folder}/${folder}-code-to-draw.ts`]?.() ?? null;
}

/**
 * The page and language a prerendered document shows, read from its root's `data-rendered` (see
 * `renderedKey`): "page:<lang>:<page>:<service>" or "404:<lang>". Null for anything else.
 */
export function readRenderedKey(rendered: string | undefined): { page: PageKey; lang: Lang } | null {
  const [kind, lang, page] = rendered?.split(':') ?? [];
  if (!isLang(lang)) return null;
  if (kind === '404') return { page: 'notFound', lang };
  return kind === 'page' && page && isPageKey(page) ? { page, lang } : null;
}
