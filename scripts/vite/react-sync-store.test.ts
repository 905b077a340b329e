import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { SHIM_IMPORT } from './react-sync-store';
import { useSyncExternalStore as handedOver } from '../../src/components/use-sync-external-store';

/** Every `use-sync-external-store…` module the browser's code of a library imports. */
function shimImports(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file) && !file.endsWith('.native.js'))
    .flatMap((file) => [
      ...readFileSync(join(dir, file), 'utf8').matchAll(/\bfrom\s*["'](use-sync-external-store[^"']*)["']/g),
    ])
    .map((match) => match[1]!);
}

describe("the shim's import is handed React's own hook", () => {
  it.each([
    ['wouter', 'node_modules/wouter/src'],
    ['react-i18next', 'node_modules/react-i18next/dist/es'],
  ])('%s imports it only in a form the alias catches', (_name, dir) => {
    const imports = shimImports(dir);
    expect(imports.length).toBeGreaterThan(0);
    for (const specifier of imports) expect(specifier).toMatch(SHIM_IMPORT);
  });

  it('leaves other modules of the package alone', () => {
    expect('use-sync-external-store/shim/with-selector').not.toMatch(SHIM_IMPORT);
    expect('use-sync-external-store').not.toMatch(SHIM_IMPORT);
  });

  it("hands over React's very function", () => {
    expect(handedOver).toBe(useSyncExternalStore);
  });
});
