import type { Rollup } from 'vite';

/**
 * The CSS a prerendered page needs from the client build, in cascade order: the app's (the
 * chunk the boot entry imports, and what it imports), then the page chunk's, then that of the code
 * the page chunk imports on need. A part the page serves as HTML may fetch its code only once it is
 * needed (the contact form): its styles must be on the page from its first paint all the same.
 * Last, the styles of the parts the page draws without React soon after load (`partsAtLoad`:
 * the cookie banner, the notices; on the Spanish home, the language offer too): inline, they cost
 * no request, and no style sheet added to a page already laid out, which makes the browser match
 * the whole page's styles again.
 */
export function pageCss(
  bundle: Rollup.OutputBundle,
  appModule: string,
  pageModule: string,
  partsAtLoad: readonly string[] = [],
): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === module);
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    return chunk;
  };
  // The parts share one chunk of their own (shell-chunk.ts), which no module fronts.
  const chunkHolding = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`prerender: no chunk holds ${module}`);
    return chunk;
  };
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(chunkOf(appModule));
  const page = chunkOf(pageModule);
  visit(page);
  for (const file of page.dynamicImports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') visit(imported);
  }
  partsAtLoad.forEach((module) => visit(chunkHolding(module)));
  return [...css];
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

/**
 * The page template with its entry script asking for low priority. The entry (src/boot.ts)
 * does nothing until the first view is on screen, so nothing is gained by fetching it at the
 * parser's default high priority beside what that view needs: the page's priority picture, on a
 * slow connection. Lighthouse's simulation also counts a high-priority script that has arrived by
 * the first paint as blocking it, though a module script never blocks rendering.
 */
export function withLowPriorityEntry(template: string): string {
  const entries = template.match(/<script type="module"[^>]*\ssrc=[^>]*>/g) ?? [];
  if (entries.length !== 1) throw new Error(`prerender: expected one entry script, found ${entries.length}`);
  const entry = entries[0]!;
  if (/\sfetchpriority=/.test(entry)) return template;
  return template.replace(entry, entry.replace('<script type="module"', '<script type="module" fetchpriority="low"'));
}
