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
 * The app shell's modules: what `app` (the app's entry, which the boot script imports when the
 * first view is shown) imports statically, less what `boot` already holds. The entry itself
 * keeps its own chunk, which the prerender step names in each page.
 */
export function shellModules(app: string, boot: string, importsOf: StaticImports): Set<string> {
  const bootModules = staticallyReachable(boot, importsOf);
  return new Set([...staticallyReachable(app, importsOf)].filter((id) => id !== app && !bootModules.has(id)));
}

/**
 * One chunk for the app shell. Every page loads the shell before it hydrates, but the bundler
 * cannot know that: left alone, it splits each module the shell shares with some page into a
 * chunk of its own, and a first visit to the home page made a dozen more requests, for small
 * files (42 against 30). Together they cost no byte more, since every page needs them all.
 */
export function shellChunk(app: string, boot: string) {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    buildEnd() {
      const importsOf: StaticImports = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      shell = shellModules(resolve(app), resolve(boot), importsOf);
    },
  };
  const group = { name: 'shell', test: (id: string) => shell.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
}
