import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Vite's record of the client build: each chunk, and the chunks it imports statically. */
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[] }
>;

describe('the boot script, as built', () => {
  // Every page names the entry chunk alone. A chunk it imported statically would have to arrive
  // before the boot script ran at all, so the app's own requests would wait one round trip more
  // (e2e/loading-order.spec.ts sees that as a chain). The bundler splits out a module the boot
  // shares with a chunk of code loaded on use, depending on how the graph falls, not on a setting.
  it('is one chunk that imports no other', () => {
    const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
    expect(entries.map((chunk) => chunk.file)).toHaveLength(1);
    expect(entries[0]!.imports ?? []).toEqual([]);
  });
});
