import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The no-script floor of a page: the same prerendered HTML, CSS and images with every script
 * taken out. What the page costs a phone's CPU beyond its floor is what its JavaScript costs;
 * measured side by side in one run, a slower machine moves both figures, so their difference
 * says something about the site and not only about the machine.
 */

/** Script types that only carry data: the browser never runs them, so they stay in the floor. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

function scriptType(attributes: string): string {
  return /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
}

/**
 * Removes every script a browser would run (classic or module, inline or by `src`) and every
 * `modulepreload`; data blocks (`application/json`, JSON-LD) stay, as they weigh what the page
 * weighs without costing any script time.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>\s*/gi, (tag, attributes: string) =>
      DATA_TYPES.has(scriptType(attributes)) ? tag : '',
    )
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi, '');
}

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) return htmlFiles(dir, path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Copies the build into `floorDir` with every page's scripts removed (and no service worker). */
export function writeFloor(distDir: string, floorDir: string): void {
  writeWorkerless(distDir, floorDir);
  for (const file of htmlFiles(floorDir)) {
    const path = join(floorDir, file);
    writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')));
  }
}

/**
 * Copies the build into `dir` without its service worker's script: the site as it is, except
 * that its registration fails and no catalogue is saved while Lighthouse watches the page.
 */
export function writeWorkerless(distDir: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(distDir, dir, { recursive: true });
  rmSync(join(dir, 'sw.js'), { force: true });
}
