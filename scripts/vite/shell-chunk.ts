import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the bundler needs from its module graph: a module's static imports. */
export type StaticImports = (id: string) => readonly string[];

/** Every module `entry` imports statically, directly or through others, itself included. */
export function staticallyReachable(entry: string, importsOf: StaticImports): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
  }
  return seen;
}

/**
 * The app shell's modules: what `app` (the app's entry, which the boot script imports at the
 * visitor's first use) imports statically, less what `boot` already holds, and less what the
 * parts the page loads on its own, before the app (`pageOwn`), import: a module of theirs in the
 * shell would bring the whole shell to a page that has not needed the app. The bundler puts
 * those in chunks of their own. The entry itself keeps its own chunk, which the prerender step
 * names in each page.
 */
export function shellModules(
  app: string,
  boot: string,
  importsOf: StaticImports,
  pageOwn: readonly string[] = [],
): Set<string> {
  const notShell = new Set([boot, ...pageOwn].flatMap((root) => [...staticallyReachable(root, importsOf)]));
  return new Set([...staticallyReachable(app, importsOf)].filter((id) => id !== app && !notShell.has(id)));
}

/**
 * The modules of parts loaded together (`roots`, each imported on its own by the boot script's
 * code), less what `boot` already holds: the roots themselves and what only they import.
 */
export function partsModules(roots: readonly string[], boot: string, importsOf: StaticImports): Set<string> {
  const bootModules = staticallyReachable(boot, importsOf);
  const reachable = roots.flatMap((root) => [...staticallyReachable(root, importsOf)]);
  return new Set(reachable.filter((id) => !bootModules.has(id)));
}

/** A chunk named `name` holding the modules `modulesOf` finds once the module graph is known. */
function chunkOfModules(name: string, modulesOf: (importsOf: StaticImports) => Set<string>) {
  let modules = new Set<string>();
  const plugin: Plugin = {
    name: `${name}-chunk`,
    apply: 'build',
    buildEnd() {
      modules = modulesOf((id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const group = { name, test: (id: string) => modules.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
}

/**
 * One chunk for the app shell. Every page loads the shell before it hydrates, but the bundler
 * cannot know that: left alone, it splits each module the shell shares with some page into a
 * chunk of its own, and a first visit to the home page made a dozen more requests, for small
 * files (42 against 30). Together they cost no byte more, since every page needs them all.
 */
export function shellChunk(app: string, boot: string, pageOwn: readonly string[]) {
  return chunkOfModules('shell', (importsOf) =>
    shellModules(
      resolve(app),
      resolve(boot),
      importsOf,
      pageOwn.map((root) => resolve(root)),
    ),
  );
}

/**
 * One chunk, with one style sheet, for the parts of the page drawn without React that a first
 * visit needs soon after load: the cookie banner (at load) and the service worker's notices
 * (once it starts saving the catalogue). Left alone, the bundler gave each its own chunk and
 * style sheet and the helpers they share a third chunk: five requests where two do, and the
 * Lighthouse gate's request budget for /fr/contact caught it (33, at most 32).
 */
export function pagePartsChunk(roots: readonly string[], boot: string) {
  return chunkOfModules('page-parts', (importsOf) =>
    partsModules(
      roots.map((root) => resolve(root)),
      resolve(boot),
      importsOf,
    ),
  );
}
