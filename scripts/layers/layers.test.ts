import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SIDEWAYS, checkEdge, formatViolation, violations, type ImportEdge } from './layers';
import { readImports } from './read-imports';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, line: 1, typeOnly });

describe('src/ keeps its layers', () => {
  const edges = readImports(SRC.replace(/\/$/, ''));

  it('has no import that runs up, or sideways outside SIDEWAYS (value and type-only imports alike)', () => {
    expect(violations(edges).map(formatViolation)).toEqual([]);
  });

  it('has no exception left that nothing uses', () => {
    for (const rule of SIDEWAYS)
      expect(
        violations(
          edges,
          SIDEWAYS.filter((r) => r !== rule),
        ),
        `${rule.from} → ${rule.to}`,
      ).not.toEqual([]);
  });
});

describe('checkEdge', () => {
  it('lets a module import its own folder and any lower floor', () => {
    expect(checkEdge(edge('pages/home/home-page.tsx', 'pages/home/home-content.ts'))).toBeNull();
    expect(checkEdge(edge('app/head.ts', 'routing/site-url.ts'))).toBeNull();
    expect(checkEdge(edge('boot.ts', 'main.tsx'))).toBeNull();
  });

  it('refuses an import from a higher floor, a type-only one too', () => {
    expect(checkEdge(edge('routing/sitemap.ts', 'app/head.ts'))).toMatch(/imports up/);
    expect(checkEdge(edge('content/history.ts', 'components/icon/icon.tsx', true))).toMatch(/imports up/);
  });

  it('refuses a feature reaching into another except through SIDEWAYS', () => {
    expect(checkEdge(edge('share/share-dialog.tsx', 'contact/send.ts'))).toMatch(/share floor/);
    expect(checkEdge(edge('pwa/sw.ts', 'contact/offline/outbox.ts'))).toBeNull();
    expect(checkEdge(edge('pwa/register.ts', 'contact/offline/outbox.ts'))).toMatch(/share floor/);
  });
});

describe('readImports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('app/a.tsx', 'export const A = () => <div />;\nexport type T = number;\n');
  write(
    'routing/b.ts',
    [
      "import type { T } from '../app/a';",
      "import { type T as U } from '../app/a';",
      "import { A } from '../app/a';",
      "export { A as B } from '../app/a';",
      "import './c.css';",
      "import React from 'react';",
      "const lazy = () => import('../app/a');",
    ].join('\n'),
  );

  it('reads type-only, value, re-exported and dynamic imports, with their lines, and nothing else', () => {
    expect(readImports(dir)).toEqual([
      { from: 'routing/b.ts', to: 'app/a.tsx', line: 1, typeOnly: true },
      { from: 'routing/b.ts', to: 'app/a.tsx', line: 2, typeOnly: true },
      { from: 'routing/b.ts', to: 'app/a.tsx', line: 3, typeOnly: false },
      { from: 'routing/b.ts', to: 'app/a.tsx', line: 4, typeOnly: false },
      { from: 'routing/b.ts', to: 'app/a.tsx', line: 7, typeOnly: false },
    ]);
  });
});
