import { describe, expect, it } from 'vitest';
import { partsModules, shellModules, staticallyReachable } from './shell-chunk';

// boot → first-load → routes; main → app → (header → routes), (page-link → routes); page → page-link
const GRAPH: Record<string, string[]> = {
  boot: ['first-load'],
  'first-load': ['routes'],
  routes: [],
  main: ['app'],
  app: ['header', 'page-link'],
  header: ['routes', 'app'],
  'page-link': ['routes'],
  page: ['page-link', 'hero'],
  hero: [],
};
const importsOf = (id: string) => GRAPH[id] ?? [];

describe('staticallyReachable', () => {
  it('follows imports through cycles, the entry included', () => {
    expect([...staticallyReachable('main', importsOf)].sort()).toEqual([
      'app',
      'header',
      'main',
      'page-link',
      'routes',
    ]);
  });
});

describe('shellModules', () => {
  it('holds what the app imports, without the entry itself or what the boot script holds', () => {
    expect([...shellModules('main', 'boot', importsOf)].sort()).toEqual(['app', 'header', 'page-link']);
  });

  it('leaves a page’s own modules to the page', () => {
    expect(shellModules('main', 'boot', importsOf).has('hero')).toBe(false);
  });

  it('leaves out what a part the page loads before the app imports', () => {
    // The language offer reads the route table's paths (page-link here), which the app shares.
    const graph: Record<string, string[]> = { ...GRAPH, offer: ['page-link'] };
    const shell = shellModules('main', 'boot', (id) => graph[id] ?? [], ['offer']);
    expect([...shell].sort()).toEqual(['app', 'header']);
  });
});

describe('partsModules', () => {
  // Two parts the boot script loads on their own, sharing a helper; both read the route table,
  // which the boot script holds.
  const parts: Record<string, string[]> = {
    ...GRAPH,
    banner: ['dom', 'routes'],
    notices: ['dom', 'model'],
    dom: [],
    model: [],
  };
  const partsImports = (id: string) => parts[id] ?? [];

  it('holds the parts, their own modules and what they share, but nothing the boot script holds', () => {
    expect([...partsModules(['banner', 'notices'], 'boot', partsImports)].sort()).toEqual([
      'banner',
      'dom',
      'model',
      'notices',
    ]);
  });
});
