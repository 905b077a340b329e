import type { Rollup } from 'vite';

/**
 * What a prerendered page needs from the client build: the CSS of the entry and of the page's
 * chunk (and the chunks it imports), in cascade order, and the page's own script chunks to
 * preload so it hydrates without a waterfall.
 */
export function pageAssets(bundle: Rollup.OutputBundle, pageModule: string): { css: string[]; js: string[] } {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('prerender: the client build has no entry chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId === pageModule);
  if (!page) throw new Error(`prerender: no chunk for ${pageModule}`);

  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk, preload: boolean, seen: Set<string>) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    if (preload) js.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported, preload, seen);
    }
  };
  const entrySeen = new Set<string>();
  visit(entry, false, entrySeen);
  visit(page, true, entrySeen);
  return { css: [...css], js: [...js] };
}

/** The text of the build's CSS files, joined in order, for a page's inline <style>. */
export function cssText(bundle: Rollup.OutputBundle, files: readonly string[]): string {
  return files
    .map((file) => {
      const asset = bundle[file];
      if (asset?.type !== 'asset') throw new Error(`prerender: no CSS asset ${file}`);
      return asset.source.toString().trim();
    })
    .join('\n');
}

/**
 * A <link rel="preload"> for the page's priority image (the <picture> whose <img> has
 * fetchpriority="high"), so its AVIF starts downloading from the <head>, ahead of the scripts,
 * instead of when the parser reaches it. Null when the page has no such image.
 */
export function priorityImagePreload(html: string): string | null {
  const img = html.search(/<img\b[^>]*\bfetchpriority="high"/i);
  if (img < 0) return null;
  const picture = html.lastIndexOf('<picture', img);
  const avif = /<source type="image\/avif" srcset="([^"]+)" sizes="([^"]+)"/i.exec(html.slice(picture, img));
  if (picture < 0 || !avif) return null;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif[1]}" imagesizes="${avif[2]}" fetchpriority="high">`;
}
