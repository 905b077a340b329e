import { describe, expect, it } from 'vitest';
import { pageRevisionWithHeaders } from './page-revision';

const entries = [
  { url: 'feria.html', revision: 'abc', size: 10 },
  { url: 'index.html', revision: 'abc', size: 10 },
  { url: 'assets/app-1a2b.js', revision: null, size: 10 },
  { url: 'manifest-es.webmanifest', revision: 'def', size: 10 },
];

async function revisions(ownHeadersOf: (path: string) => Record<string, string>) {
  const { manifest } = await pageRevisionWithHeaders(ownHeadersOf)(entries);
  return Object.fromEntries(manifest.map((entry) => [entry.url, entry.revision]));
}

describe("a page's precache revision", () => {
  const none = () => ({});
  const boothOwn = (path: string): Record<string, string> =>
    path === '/feria.html' ? { 'Permissions-Policy': 'camera=(self)' } : {};

  it("is its bytes' revision for a page with no headers of its own, so a deploy does not save it again", async () => {
    const next = await revisions(boothOwn);
    expect(next['index.html']).toBe('abc');
  });

  it('changes for a page with headers of its own, though its bytes do not', async () => {
    const [old, next] = [await revisions(none), await revisions(boothOwn)];
    expect(old['feria.html']).toBe('abc');
    expect(next['feria.html']).not.toBe('abc');
    const other = await revisions((path): Record<string, string> =>
      path === '/feria.html' ? { 'Permissions-Policy': 'camera=()' } : {},
    );
    expect(other['feria.html']).not.toBe(next['feria.html']);
  });

  it('leaves every file that is not a page as it was', async () => {
    const next = await revisions(boothOwn);
    expect(next['assets/app-1a2b.js']).toBeNull();
    expect(next['manifest-es.webmanifest']).toBe('def');
  });
});
