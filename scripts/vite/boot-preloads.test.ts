import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { bootPreloads } from './boot-preloads';

/** Runs the plugin's generateBundle on a bundle of named chunks, the first of them the entry. */
function afterBundle(entry: string, ...chunks: string[]) {
  const preloads = bootPreloads();
  const bundle = Object.fromEntries(
    [entry, ...chunks].map((fileName) => [fileName, { type: 'chunk', fileName, isEntry: fileName === entry }]),
  ) as unknown as OutputBundle;
  const hook = preloads.plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, bundle);
  return preloads.resolveDependencies;
}

describe('which dynamic imports fetch their dependencies with them', () => {
  const deps = ['assets/main-a.js', 'assets/shell-b.js'];

  it("the entry's: the boot script's imports of the app and of the first page", () => {
    const resolve = afterBundle('assets/index-e.js', 'assets/main-a.js', 'assets/shell-b.js');
    expect(resolve('assets/main-a.js', deps, { hostId: 'assets/index-e.js', hostType: 'js' })).toEqual(deps);
  });

  it("no other chunk's: the app's own imports, such as a page reached by a link", () => {
    const resolve = afterBundle('assets/index-e.js', 'assets/main-a.js', 'assets/shell-b.js');
    expect(resolve('assets/contact-page-c.js', deps, { hostId: 'assets/shell-b.js', hostType: 'js' })).toEqual([]);
  });

  it("nor the HTML's: the page names only the entry, which has no static imports to preload", () => {
    const resolve = afterBundle('assets/index-e.js');
    expect(resolve('assets/index-e.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual([]);
  });
});
