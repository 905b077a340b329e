import { describe, expect, it } from 'vitest';
import encodeQR from 'qr';
import { darkModulesPath } from './qr-path';

/** Reads a path back into the set of cells it covers, to compare with the matrix. */
function cellsOf(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(w); i++) cells.add(`${Number(x) + i},${y}`);
  return cells;
}

describe('dark modules path', () => {
  it('draws one rectangle per horizontal run of dark modules', () => {
    const rows = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(darkModulesPath(rows)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('covers exactly the dark modules of a real code', () => {
    const rows = encodeQR('https://www.mostrari.example/fr/services/echantillonnage', 'raw', { border: 4 });
    const dark = new Set(rows.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : []))));
    expect(cellsOf(darkModulesPath(rows))).toEqual(dark);
  });

  it('paints nothing for an empty matrix', () => {
    expect(darkModulesPath([[false, false]])).toBe('');
  });
});
