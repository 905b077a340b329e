import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  fetchCodeToDraw,
  importPageModule,
  type PageKey,
  type PageModule,
  type PageModuleLoaders,
  type PageProps,
} from './page-modules';
import { chunkLoaded, handledByCaller, reloadIfChunkGone } from '../pwa/reload-once';
import { afterNextPaint } from '../components/after-next-paint';

type PageComponent = ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;

// The app's own loaders of page modules. Unlike the boot script's (page-modules.ts), they let
// the browser find each chunk's imports as it parses it: the preload link the boot's loader
// inserts per import made a first-visit link tap's own task longer, as the tap fetches the next
// page (one run of 8 taps each at 4x CPU: Event Timing median about 100 -> 160 ms).
// `prefetchPage` has the boot's loader preload them after the tap's frame instead.
const APP_LOADERS: PageModuleLoaders = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

// Components whose code has arrived. Rendering one directly (not through React.lazy) lets the
// first page hydrate in one pass, with no Suspense fallback or retry.
const LOADED = new Map<PageKey, ComponentType<PageProps>>();
const LAZY = new Map<PageKey, LazyExoticComponent<ComponentType<PageProps>>>();

/** The page's module and, to draw it in place, the code its parts fetch on need when served. */
function withCodeToDraw(module: PageModule, inPlace: boolean): Promise<PageModule> {
  return inPlace && module.codeToDraw ? module.codeToDraw().then(() => module) : Promise.resolve(module);
}

function load(key: PageKey, inPlace: boolean): Promise<PageModule> {
  return importPageModule(key, APP_LOADERS).then(
    async (module: PageModule | undefined) => {
      // Vite's loader resolves to nothing when a handler has cancelled its error event.
      if (!module) return new Promise<never>(() => {});
      await withCodeToDraw(module, inPlace);
      LOADED.set(key, module.default);
      chunkLoaded();
      return module;
    },
    async (error: unknown) => {
      // A deploy removed the chunk this page was built against: reload once. Until the reload
      // replaces the page, it keeps showing what it showed.
      handledByCaller(error);
      if (await reloadIfChunkGone(error)) return new Promise<never>(() => {});
      throw error;
    },
  );
}

export function pageComponent(key: PageKey): PageComponent {
  const loaded = LOADED.get(key);
  if (loaded) return loaded;
  let component = LAZY.get(key);
  if (!component) LAZY.set(key, (component = lazy(() => load(key, true))));
  return component;
}

/** Load a page's code before hydrating it (its parts' code on need stays away). */
export function preloadPage(key: PageKey): Promise<unknown> {
  return load(key, false);
}

/**
 * Fetch a page's code before the address changes to it (preload-navigation.ts): as a finger
 * comes down on a link, and as it is followed. `ownTask`: called in a task of its own (after the
 * frame that shows a press, or when the browser is idle), not in a tap's. A failure is left to
 * the render of the new address, which imports again: the one reload for a chunk gone after a
 * deploy must reload the page asked for, not the page being left.
 */
export function prefetchPage(key: PageKey, ownTask = false): Promise<unknown> {
  // The chunks the page's chunk imports are asked for too, through the boot script's loader,
  // which preloads them (scripts/vite/boot-preloads.ts): found only as the page's chunk is
  // parsed, they came one round trip later, their own imports two. In a tap's own task, only
  // after the frame that shows the tap; in a task of its own, at once: it has no tap to answer.
  const withImports = () => {
    importPageModule(key).catch(handledByCaller);
    // And the code it waits for to be drawn in place, in the same wave.
    fetchCodeToDraw(key)?.catch(handledByCaller);
  };
  if (ownTask) withImports();
  else afterNextPaint(withImports);
  return importPageModule(key, APP_LOADERS).then(
    async (module: PageModule | undefined) => {
      if (!module) throw new Error(`No page module for ${key}`);
      await withCodeToDraw(module, true);
      LOADED.set(key, module.default);
    },
    (error: unknown) => {
      handledByCaller(error);
      throw error;
    },
  );
}
