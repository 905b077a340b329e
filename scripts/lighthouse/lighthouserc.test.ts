import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDITED_PAGES, BUDGETS } from './budgets.ts';
import { LHCI_PORT, PREVIEW_READY_PATTERN, lighthouseCiConfig, lighthouseCiFile } from './lighthouserc.ts';
import { LIGHTHOUSE_CHROME_FLAGS } from './settings.ts';

describe('lighthouserc.json', () => {
  it('is what the gate’s pages and budgets make (run `npm run lighthouserc` after changing them)', () => {
    expect(readFileSync('lighthouserc.json', 'utf8')).toBe(lighthouseCiFile());
  });

  const config = lighthouseCiConfig();

  it('audits every page the gate audits, and only those', () => {
    expect(config.ci.collect.url).toEqual(AUDITED_PAGES.map((page) => `http://localhost:${LHCI_PORT}${page.path}`));
    expect(config.ci.assert.assertMatrix.map((entry) => entry.matchingUrlPattern)).toHaveLength(AUDITED_PAGES.length);
  });

  it('holds each page to its own bytes and requests, and every page to the gate’s absolute budgets', () => {
    AUDITED_PAGES.forEach((page, i) => {
      const { assertions, matchingUrlPattern } = config.ci.assert.assertMatrix[i]!;
      const url = `http://localhost:${LHCI_PORT}${page.path}`;
      expect(new RegExp(matchingUrlPattern).test(url)).toBe(true);
      // "/" must not also match "/en/history", nor "/servicios/libros" a longer path.
      for (const other of AUDITED_PAGES.filter((p) => p !== page)) {
        expect(new RegExp(matchingUrlPattern).test(`http://localhost:${LHCI_PORT}${other.path}`)).toBe(false);
      }
      expect(assertions['resource-summary:total:size']).toEqual([
        'error',
        { maxNumericValue: page.maxTransferKb * 1024 },
      ]);
      expect(assertions['resource-summary:total:count']).toEqual(['error', { maxNumericValue: page.maxRequests }]);
      expect(assertions['cumulative-layout-shift']).toEqual(['error', { maxNumericValue: BUDGETS.maxCls }]);
      expect(assertions['largest-contentful-paint']).toEqual(['error', { maxNumericValue: BUDGETS.maxLcpMs }]);
      expect(assertions['categories:accessibility']).toEqual(['error', { minScore: 1 }]);
      expect(assertions['categories:best-practices']).toEqual(['error', { minScore: 1 }]);
      expect(assertions['categories:seo']).toEqual(['error', { minScore: 1 }]);
      expect(assertions['errors-in-console']).toEqual(['error', { minScore: 1 }]);
    });
  });

  it('asserts no CPU figure: the gate holds those against the floor', () => {
    const asserted = config.ci.assert.assertMatrix.flatMap((entry) => Object.keys(entry.assertions));
    expect(asserted).not.toContain('categories:performance');
    expect(asserted).not.toContain('total-blocking-time');
  });

  it('starts auditing only once the preview serves, not on a line of the build', () => {
    // Read as Lighthouse CI reads it (collect.js: case-blind).
    const ready = new RegExp(PREVIEW_READY_PATTERN, 'i');
    const build = [
      'vite v8.3.8 building ssr environment for production...',
      'dist-ssr/locales/en/location.json   2.10 kB',
      'dist/locales/ca/location.json   2.32 kB │ gzip: 1.01 kB',
      '✓ built in 12.31s',
      'PWA v2.0.0 — mode injectManifest, precache 286 entries',
    ];
    for (const line of build) expect(ready.test(line), line).toBe(false);
    expect(ready.test('  ➜  Local outbox: enquiries are written to /srv/site/outbox')).toBe(false);
    expect(ready.test(`  ➜  Local:   http://localhost:${LHCI_PORT}/`)).toBe(true);
    // As printed with colours (CI=true turns them on).
    expect(
      ready.test(
        `  \x1b[32m➜\x1b[39m  \x1b[1mLocal\x1b[22m:   \x1b[36mhttp://localhost:\x1b[1m${LHCI_PORT}\x1b[22m/\x1b[39m`,
      ),
    ).toBe(true);
  });

  it('runs Chromium with the gate’s flags, which root needs', () => {
    const flags = config.ci.collect.settings.chromeFlags.split(' ');
    expect(flags).toContain('--no-sandbox');
    expect(['--headless=new', ...flags].sort()).toEqual([...LIGHTHOUSE_CHROME_FLAGS].sort());
  });
});
