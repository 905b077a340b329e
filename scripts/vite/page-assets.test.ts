import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { pageCss, priorityImagePreload, withLowPriorityEntry } from './page-assets';

describe('priorityImagePreload', () => {
  const picture = (priority: boolean) =>
    `<picture><source type="image/avif" srcSet="/a-400.avif 400w, /a-800.avif 800w" sizes="100vw"/>` +
    `<source type="image/webp" srcSet="/a-400.webp 400w" sizes="100vw"/>` +
    `<img src="/a.webp" alt=""${priority ? ' fetchPriority="high"' : ' loading="lazy"'}/></picture>`;

  it("preloads the priority image's AVIF sources with their sizes", () => {
    expect(priorityImagePreload(`<main>${picture(false)}${picture(true)}</main>`)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/a-400.avif 400w, /a-800.avif 800w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('preloads nothing on a page without a priority image', () => {
    expect(priorityImagePreload(`<main>${picture(false)}</main>`)).toBeNull();
    expect(priorityImagePreload('<main><h1>Hola</h1></main>')).toBeNull();
  });
});

describe('withLowPriorityEntry', () => {
  const template = (scripts: string) =>
    `<html><head><meta charset="UTF-8" />${scripts}<link rel="icon" href="/favicon.svg" /></head><body></body></html>`;
  const entry = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';

  it('gives the entry script low fetch priority and changes nothing else', () => {
    expect(withLowPriorityEntry(template(entry))).toBe(
      template('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>'),
    );
  });

  it('leaves a priority the template already sets', () => {
    const set = '<script type="module" fetchpriority="high" src="/assets/index-abc.js"></script>';
    expect(withLowPriorityEntry(template(set))).toBe(template(set));
  });

  it('refuses a template without exactly one entry script, rather than guess', () => {
    expect(() => withLowPriorityEntry(template(''))).toThrow(/found 0/);
    expect(() => withLowPriorityEntry(template(entry + entry))).toThrow(/found 2/);
    // Data blocks are no entry.
    expect(withLowPriorityEntry(template(entry + '<script type="application/ld+json">{}</script>'))).toContain(
      'fetchpriority="low"',
    );
  });
});

describe('pageCss', () => {
  const chunk = (
    fileName: string,
    facadeModuleId: string | null,
    imports: string[],
    css: string[],
    dynamicImports: string[] = [],
    moduleIds: string[] = facadeModuleId ? [facadeModuleId] : [],
  ) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId,
    moduleIds,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
  });
  const bundle = {
    'boot.js': chunk('boot.js', '/src/boot.ts', [], []),
    'main.js': chunk('main.js', '/src/main.tsx', ['shared.js'], ['main.css'], ['dock.js']),
    'shared.js': chunk('shared.js', null, [], ['shared.css']),
    'page.js': chunk('page.js', '/src/pages/a/a-page.tsx', ['shared.js', 'card.js'], ['page.css'], ['form.js']),
    'card.js': chunk('card.js', null, [], ['card.css']),
    'form.js': chunk('form.js', null, ['page.js', 'field.js'], ['form.css'], ['outbox.js']),
    'field.js': chunk('field.js', null, [], ['field.css']),
    'dock.js': chunk('dock.js', null, [], ['dock.css']),
    'outbox.js': chunk('outbox.js', null, [], ['outbox.css']),
    'parts.js': chunk(
      'parts.js',
      null,
      ['shared.js', 'dom.js'],
      ['parts.css'],
      [],
      ['/src/banner.ts', '/src/notices.ts'],
    ),
    'dom.js': chunk('dom.js', null, [], ['dom.css']),
  } as unknown as Rollup.OutputBundle;

  const PAGE_CSS = ['main.css', 'shared.css', 'page.css', 'card.css', 'form.css', 'field.css'];

  it("lists the app's CSS, the page's, then that of the page's code on need, each file once, in import order", () => {
    expect(pageCss(bundle, '/src/main.tsx', '/src/pages/a/a-page.tsx')).toEqual(PAGE_CSS);
  });

  it('adds the styles of the parts drawn at load last, from the chunk that holds them, each file once', () => {
    const css = pageCss(bundle, '/src/main.tsx', '/src/pages/a/a-page.tsx', ['/src/banner.ts', '/src/notices.ts']);
    // shared.css, which the parts import too, stays where the app put it.
    expect(css).toEqual([...PAGE_CSS, 'parts.css', 'dom.css']);
    expect(() => pageCss(bundle, '/src/main.tsx', '/src/pages/a/a-page.tsx', ['/src/gone.ts'])).toThrow(/gone\.ts/);
  });

  it("leaves out what the app and the page's code on need import on need in turn", () => {
    const css = pageCss(bundle, '/src/main.tsx', '/src/pages/a/a-page.tsx');
    expect(css).not.toContain('dock.css');
    expect(css).not.toContain('outbox.css');
  });

  it('fails the build for a module with no chunk', () => {
    expect(() => pageCss(bundle, '/src/main.tsx', '/src/pages/b/b-page.tsx')).toThrow(/no chunk/);
  });
});
