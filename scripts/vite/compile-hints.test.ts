import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, mapOneLineLower, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    expect(withCompileHint('let a=1;')).toBe(`${COMPILE_HINT}\nlet a=1;`);
    expect(withCompileHint(withCompileHint('let a=1;'))).toBe(`${COMPILE_HINT}\nlet a=1;`);
  });

  it('moves a source map one line down with the code', () => {
    expect(JSON.parse(mapOneLineLower('{"version":3,"mappings":"AAAA;AACA"}'))).toEqual({
      version: 3,
      mappings: ';AAAA;AACA',
    });
  });
});

/** A small app built by Vite with the plugin: an entry that imports a page, which has styles. */
async function buildFixture() {
  const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  writeFileSync(join(root, 'shared.js'), 'export function greet(name) { return `hello ${name}`; }\n');
  writeFileSync(join(root, 'page.css'), '.page { color: red }\n');
  writeFileSync(
    join(root, 'page.js'),
    "import './page.css';\nimport { greet } from './shared.js';\nexport const page = greet('page');\n",
  );
  writeFileSync(
    join(root, 'entry.js'),
    "import { greet } from './shared.js';\nconsole.log(greet('entry'));\nimport('./page.js').then((m) => console.log(m.page));\n",
  );
  try {
    const output = (await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [compileHints()],
      build: { write: false, sourcemap: true, rolldownOptions: { input: join(root, 'entry.js') } },
    })) as Rollup.RollupOutput;
    return output.output;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('compileHints, in a Vite build', () => {
  it("puts the hint first in every script, above Vite's preload list, and the maps still point home", async () => {
    const files = await buildFixture();
    const chunks = files.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(1);
    // The entry imports a page with styles, so Vite wrote its preload list at the top of it.
    expect(chunks.some((chunk) => chunk.code.includes('__vite__mapDeps'))).toBe(true);
    let mapped = 0;
    for (const chunk of chunks) {
      expect(chunk.code.split('\n')[0], chunk.fileName).toBe(COMPILE_HINT);
      const asset = files.find((file) => file.fileName === `${chunk.fileName}.map`);
      if (asset?.type !== 'asset') throw new Error(`no map for ${chunk.fileName}`);
      const lines = chunk.code.split('\n');
      const line = lines.findIndex((text) => text.includes('hello '));
      if (line < 0) continue;
      const original = new SourceMap(JSON.parse(String(asset.source))).findEntry(line, lines[line]!.indexOf('hello '));
      expect('originalSource' in original && original.originalSource, chunk.fileName).toMatch(/shared\.js$/);
      expect('originalLine' in original && original.originalLine).toBe(0);
      mapped += 1;
    }
    // The shared function's code is in some chunk, and its map was checked there.
    expect(mapped).toBeGreaterThan(0);
  });
});
