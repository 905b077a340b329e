import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Vite's record of the client build: each chunk, and the chunks it imports statically. */
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[] }
>;

/** A static import of another file, in the bundler's output: `import{a as b}from"./x.js"` or `import"./x.js"`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{][^;]*?\bfrom\s*)?["']/;

describe('the boot script, as built', () => {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);

  // Every page names the entry chunk alone. A chunk it imported statically would have to arrive
  // before the boot script ran at all, so the app's own requests would wait one round trip more
  // (e2e/loading-order.spec.ts sees that as a chain). The bundler splits out a module the boot
  // shares with a chunk of code loaded on use, depending on how the graph falls, not on a setting.
  it('is one chunk that imports no other', () => {
    expect(entries.map((chunk) => chunk.file)).toHaveLength(1);
    expect(entries[0]!.imports ?? []).toEqual([]);
  });

  // The same, read in the file the pages name rather than in the bundler's record of it.
  it('has no static import in its code', () => {
    const code = readFileSync(`dist/${entries[0]!.file}`, 'utf8');
    expect(code.match(STATIC_IMPORT)?.[0] ?? null).toBeNull();
  });
});
