import { describe, expect, it } from 'vitest';
import { pageRevisionWithHeaders } from './page-revision';

const entries = [
  { url: 'feria.html', revision: 'abc', size: 10 },
  { url: 'index.html', revision: 'abc', size: 10 },
  { url: 'assets/app-1a2b.js', revision: null, size: 10 },
  { url: 'manifest-es.webmanifest', revision: 'def', size: 10 },
];

async function revisions(headersOf: (path: string) => Record<string, string>) {
  const { manifest } = await pageRevisionWithHeaders(headersOf)(entries);
  return Object.fromEntries(manifest.map((entry) => [entry.url, entry.revision]));
}

describe("a page's precache revision", () => {
  const before = () => ({ 'Permissions-Policy': 'camera=()' });
  const after = (path: string) => ({ 'Permissions-Policy': path === '/feria.html' ? 'camera=(self)' : 'camera=()' });

  it('changes when the headers of that page change, though its bytes do not', async () => {
    const [old, next] = [await revisions(before), await revisions(after)];
    expect(next['feria.html']).not.toBe(old['feria.html']);
    expect(next['index.html']).toBe(old['index.html']);
    expect(next['feria.html']).not.toBe('abc');
  });

  it('leaves every file that is not a page as it was', async () => {
    const next = await revisions(after);
    expect(next['assets/app-1a2b.js']).toBeNull();
    expect(next['manifest-es.webmanifest']).toBe('def');
  });
});
