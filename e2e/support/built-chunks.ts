import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ASSETS = 'dist/assets';

/**
 * The chunks a built chunk imports statically, by file name: `name` is the start of its file
 * name (`contact-form` for `contact-form-<hash>.js`). Read from the build the tests run against.
 */
export function chunkImports(name: string): string[] {
  const file = readdirSync(ASSETS).find((asset) => new RegExp(`^${name}-[^.]+\\.js$`).test(asset));
  if (!file) throw new Error(`No chunk ${name} in ${ASSETS}`);
  const code = readFileSync(join(ASSETS, file), 'utf8');
  return [...code.matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/** A URL's file name: what `chunkImports` lists. */
export const fileName = (url: string) => url.replace(/[?#].*$/, '').replace(/^.*\//, '');

/** The chunk of the page's own parts, as a request's URL names it: the cookie banner's code. */
export const BANNER_CHUNK = /\/assets\/page-parts-[^/]*\.js$/;
