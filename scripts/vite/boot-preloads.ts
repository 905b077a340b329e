import type { Plugin } from 'vite';

type Context = { hostId: string; hostType: 'html' | 'js' };

/**
 * Which dynamic imports fetch their chunk's dependencies at once, beside the chunk, rather than
 * as the browser finds them parsing it:
 * - the entry's (boot.ts), the ones that stand before a page is usable. The boot's import of the
 *   app then fetches the app shell with it, not after it; its import of a page fetches the page's
 *   pictures, hero and sections with the page, not in two more round trips. The app borrows the
 *   entry's page loaders on purpose, outside a link tap's own task (`prefetchPage`,
 *   src/app/pages.ts).
 * - a page's own (`pageModules`, paths from the project's root): the code its parts fetch on need
 *   (the contact form, the lightbox), which a visitor waits for, or the page drawn in place does.
 *   The contact form's four imports came one round trip after it: a link to the contact page
 *   showed it after four waves of requests.
 * Every other import (cookie banner, outbox, share dialog) keeps finding its own: Vite's loader
 * inserts one `<link rel="modulepreload">` per dependency from script, and on all of them that
 * cost 15–40 ms of main thread per page.
 */
export function bootPreloads(pageModules: readonly string[] = []) {
  /** Each host, and the files loaded whenever it runs (itself, and what it imports statically). */
  const hosts = new Map<string, Set<string>>();
  const isPageModule = (id: string | null) => !!id && pageModules.some((module) => id.endsWith(`/${module}`));
  const plugin: Plugin = {
    name: 'boot-preloads',
    apply: 'build',
    // Vite's import analysis asks resolveDependencies while it writes the bundle: the hosts are
    // known before that, here.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        hosts.clear();
        const importsOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output.imports : [];
        };
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && (output.isEntry || isPageModule(output.facadeModuleId)))
            hosts.set(output.fileName, staticClosure(output.fileName, importsOf));
      },
    },
  };
  // What the host has loaded already is left out: a preload link costs the page's main thread
  // even for a module the browser holds. So is the imported chunk itself: its `import()` asks for
  // it in the same task (parallel-chunk-styles.ts), and a link beside it only costs the page its
  // insertion and one more request to match: a first visit to `/` inserts 10 links by the time
  // it has hydrated, not 14.
  const resolveDependencies = (file: string, deps: string[], { hostId, hostType }: Context): string[] => {
    const loaded = hostType === 'js' ? hosts.get(hostId) : undefined;
    return loaded ? deps.filter((dep) => dep !== file && !loaded.has(dep)) : [];
  };
  return { plugin, resolveDependencies };
}

/** A chunk and every chunk it imports statically, directly or not. */
function staticClosure(fileName: string, importsOf: (fileName: string) => readonly string[]): Set<string> {
  const closure = new Set<string>();
  const visit = (file: string) => {
    if (closure.has(file)) return;
    closure.add(file);
    importsOf(file).forEach(visit);
  };
  visit(fileName);
  return closure;
}
