import type { Plugin } from 'vite';

type Context = { hostId: string; hostType: 'html' | 'js' };

/**
 * Which dynamic imports fetch their chunk's dependencies at once, beside the chunk, rather than
 * as the browser finds them parsing it: only those of the entry (boot.ts), the ones that stand
 * before a page is usable. The boot's import of the app then fetches the app shell with it, not
 * after it; its import of a page fetches the page's pictures, hero and sections with the page,
 * not in two more round trips. Every other import (cookie banner, outbox, share dialog) keeps
 * finding its own: Vite's loader inserts one `<link rel="modulepreload">` per dependency from
 * script, and on all of them that cost 15–40 ms of main thread per page. The app borrows the
 * entry's page loaders on purpose, after a link tap's frame (`prefetchPage`, src/app/pages.ts).
 */
export function bootPreloads() {
  const entries = new Set<string>();
  const plugin: Plugin = {
    name: 'boot-preloads',
    apply: 'build',
    // Vite's import analysis asks resolveDependencies while it writes the bundle: the entries
    // are known before that, here.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entries.clear();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && output.isEntry) entries.add(output.fileName);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId, hostType }: Context): string[] =>
    hostType === 'js' && entries.has(hostId) ? deps : [];
  return { plugin, resolveDependencies };
}
