import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { bootPreloads } from './boot-preloads';

const PAGE_MODULES = ['src/pages/contact/contact-page.tsx'];

/**
 * Runs the plugin's generateBundle on a bundle of named chunks, the first of them the entry;
 * `assets/contact-page-c.js` is the contact page's module's chunk.
 */
function afterBundle(entry: string, ...chunks: string[]) {
  const preloads = bootPreloads(PAGE_MODULES);
  // The contact page's chunk imports the shell, which imports React.
  const imports = (fileName: string) =>
    fileName.startsWith('assets/contact-page-')
      ? ['assets/shell-b.js']
      : fileName === 'assets/shell-b.js'
        ? ['assets/react-r.js']
        : [];
  const facade = (fileName: string) =>
    fileName.startsWith('assets/contact-page-') ? '/work/site/src/pages/contact/contact-page.tsx' : null;
  const bundle = Object.fromEntries(
    [entry, ...chunks].map((fileName) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        isEntry: fileName === entry,
        facadeModuleId: facade(fileName),
        imports: imports(fileName),
      },
    ]),
  ) as unknown as OutputBundle;
  const hook = preloads.plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, bundle);
  return preloads.resolveDependencies;
}

describe('which dynamic imports fetch their dependencies with them', () => {
  const deps = ['assets/main-a.js', 'assets/shell-b.js'];

  it("the entry's: the boot script's imports of the app and of the first page", () => {
    const resolve = afterBundle('assets/index-e.js', 'assets/main-a.js', 'assets/shell-b.js');
    expect(resolve('assets/main-a.js', deps, { hostId: 'assets/index-e.js', hostType: 'js' })).toEqual([
      'assets/shell-b.js',
    ]);
  });

  it("no other chunk's: the app's own imports, such as a page reached by a link", () => {
    const resolve = afterBundle('assets/index-e.js', 'assets/main-a.js', 'assets/shell-b.js');
    expect(resolve('assets/contact-page-c.js', deps, { hostId: 'assets/shell-b.js', hostType: 'js' })).toEqual([]);
  });

  it("a page's own: the code its parts fetch on need, such as the contact form, with the form's imports", () => {
    const resolve = afterBundle('assets/index-e.js', 'assets/contact-page-c.js', 'assets/shell-b.js');
    const formDeps = ['assets/contact-form-f.js', 'assets/retry-policy-r.js'];
    expect(
      resolve('assets/contact-form-f.js', formDeps, { hostId: 'assets/contact-page-c.js', hostType: 'js' }),
    ).toEqual(['assets/retry-policy-r.js']);
  });

  it('not the imported chunk itself: its import() asks for it at once', () => {
    const resolve = afterBundle('assets/index-e.js', 'assets/main-a.js');
    expect(resolve('assets/main-a.js', ['assets/main-a.js'], { hostId: 'assets/index-e.js', hostType: 'js' })).toEqual(
      [],
    );
  });

  it('not what the importing chunk has loaded already: itself, and its static imports, direct or not', () => {
    const resolve = afterBundle(
      'assets/index-e.js',
      'assets/contact-page-c.js',
      'assets/shell-b.js',
      'assets/react-r.js',
    );
    const formDeps = [
      'assets/contact-form-f.js',
      'assets/retry-policy-r.js',
      'assets/contact-page-c.js',
      'assets/shell-b.js',
      'assets/react-r.js',
    ];
    expect(
      resolve('assets/contact-form-f.js', formDeps, { hostId: 'assets/contact-page-c.js', hostType: 'js' }),
    ).toEqual(['assets/retry-policy-r.js']);
  });

  it("not a chunk whose module is only named like a page's", () => {
    const preloads = bootPreloads(PAGE_MODULES);
    const bundle = {
      'assets/x.js': {
        type: 'chunk',
        fileName: 'assets/x.js',
        isEntry: false,
        facadeModuleId: '/src/other-contact-page.tsx',
      },
    } as unknown as OutputBundle;
    (preloads.plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void }).handler(
      {},
      bundle,
    );
    expect(preloads.resolveDependencies('assets/y.js', deps, { hostId: 'assets/x.js', hostType: 'js' })).toEqual([]);
  });

  it("nor the HTML's: the page names only the entry, which has no static imports to preload", () => {
    const resolve = afterBundle('assets/index-e.js');
    expect(resolve('assets/index-e.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual([]);
  });
});
