import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ASSETS = 'dist/assets';

/** The built chunk whose file name starts with `name` (`contact-form` for `contact-form-<hash>.js`). */
function chunkFile(name: string): string {
  const file = readdirSync(ASSETS).find((asset) => new RegExp(`^${name}-[^.]+\\.js$`).test(asset));
  if (!file) throw new Error(`No chunk ${name} in ${ASSETS}`);
  return file;
}

/** What the chunk in `file` imports statically: bindings (`from "./x.js"`) and bare (`import "./x.js"`). */
function importsOf(file: string): string[] {
  const code = readFileSync(join(ASSETS, file), 'utf8');
  return [...code.matchAll(/\b(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/**
 * The chunks a built chunk imports statically, by file name: `name` is the start of its file
 * name (`contact-form` for `contact-form-<hash>.js`). Read from the build the tests run against.
 */
export function chunkImports(name: string): string[] {
  return importsOf(chunkFile(name));
}

/** A built chunk and every chunk it needs to run: what it imports statically, and what those import. */
export function chunkGraph(name: string): string[] {
  const graph = [chunkFile(name)];
  for (let i = 0; i < graph.length; i++)
    for (const file of importsOf(graph[i]!)) if (!graph.includes(file)) graph.push(file);
  return graph;
}

/** A URL's file name: what `chunkImports` lists. */
export const fileName = (url: string) => url.replace(/[?#].*$/, '').replace(/^.*\//, '');

/** The chunk of the page's own parts, as a request's URL names it: the cookie banner's code. */
export const BANNER_CHUNK = /\/assets\/page-parts-[^/]*\.js$/;
