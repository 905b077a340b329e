import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';
import type { ImportEdge } from './layers';

/**
 * Every relative import of every TypeScript module below `srcDir`, read with oxc-parser (which
 * parses TypeScript and JSX itself: the TypeScript 7 compiler has no JS API). Static imports,
 * re-exports and dynamic `import()` with a literal path count; `import type` and `{ type X }`
 * count too, marked type-only. Imports of CSS, images and packages are not edges between layers.
 */
export function readImports(srcDir: string): ImportEdge[] {
  return modulesBelow(srcDir).flatMap((file) => importsOf(srcDir, file));
}

function modulesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesBelow(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveModule(fromFile: string, request: string): string | null {
  if (!request.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), request);
  const found = EXTENSIONS.map((ext) => base + ext).find((path) => /\.tsx?$/.test(path) && existsSync(path));
  return found ?? null;
}

function importsOf(srcDir: string, file: string): ImportEdge[] {
  const source = readFileSync(file, 'utf8');
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`);
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const requests: { request: string; start: number; typeOnly: boolean }[] = [
    ...module.staticImports.map((i) => ({
      request: i.moduleRequest.value,
      start: i.start,
      // `import './x'` has no entries and brings the module in for its effects.
      typeOnly: i.entries.length > 0 && i.entries.every((e) => e.isType),
    })),
    ...module.staticExports.flatMap((e) =>
      e.entries
        .filter((entry) => entry.moduleRequest)
        .map((entry) => ({ request: entry.moduleRequest!.value, start: e.start, typeOnly: entry.isType })),
    ),
    ...module.dynamicImports.flatMap((d) => {
      const literal = /^(['"`])(.*)\1$/.exec(source.slice(d.moduleRequest.start, d.moduleRequest.end));
      return literal ? [{ request: literal[2]!, start: d.start, typeOnly: false }] : [];
    }),
  ];
  return requests.flatMap(({ request, start, typeOnly }) => {
    const target = resolveModule(file, request);
    if (!target || !target.startsWith(srcDir)) return [];
    return [{ from: relative(srcDir, file), to: relative(srcDir, target), line: lineAt(start), typeOnly }];
  });
}
