import { describe, expect, it } from 'vitest';
import { CLOUDFLARE_LIMITS, headersFile, redirectsFile } from './cloudflare';
import { serverTable, type HeaderRule } from '../server-table';
import { isPattern } from '../url-pattern';
import { resolveRoute } from '../resolve-route';

const HEADERS: HeaderRule[] = [
  {
    path: '/*',
    why: 'Everywhere.',
    headers: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'self'" },
  },
  { path: '/sw.js', why: 'Fresh.', headers: { 'Cache-Control': 'no-cache' } },
];

/** The rule lines of a file, as Cloudflare's parser reads them: comments and blank lines skipped. */
const ruleLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('Cloudflare Pages files', () => {
  const table = serverTable(HEADERS);
  const lines = ruleLines(redirectsFile(table)).map((line) => line.split(/\s+/));

  it('writes only lines Cloudflare accepts: two paths and a 301, no conditions, no 404', () => {
    for (const tokens of lines) {
      expect(tokens).toHaveLength(3);
      expect(tokens[2]).toBe('301');
      expect(tokens.join(' ').length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.redirectLineLength);
    }
    expect(new Set(lines.map(([from]) => from)).size).toBe(lines.length);
  });

  it('puts every static path before the first pattern and stays within the limits', () => {
    const firstPattern = lines.findIndex(([from]) => isPattern(from!));
    expect(firstPattern).toBeGreaterThan(0);
    expect(lines.slice(firstPattern).every(([from]) => isPattern(from!))).toBe(true);
    expect(firstPattern).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.staticRedirects);
    expect(lines.length - firstPattern).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.dynamicRedirects);
  });

  it('sends each static path where the browser would without a language preference', () => {
    for (const [from, to] of lines.filter(([from]) => !isPattern(from!)))
      expect(resolveRoute(from!), from).toEqual({ kind: 'redirect', to });
    expect(lines).toContainEqual(['/servicios/books', '/servicios/libros', '301']);
    expect(lines).toContainEqual(['/contact', '/en/contact', '301']);
  });

  it('writes each header rule as its path and indented headers', () => {
    expect(ruleLines(headersFile(HEADERS))).toEqual([
      '/*',
      'X-Frame-Options: DENY',
      "Content-Security-Policy: default-src 'self'",
      '/sw.js',
      'Cache-Control: no-cache',
    ]);
    expect(headersFile(HEADERS)).toContain(
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n",
    );
  });

  it('drops a header a rule replaces before setting it (Cloudflare would join the two values)', () => {
    const replacing: HeaderRule = {
      path: '/en/booth',
      why: 'Its own.',
      headers: { 'X-Frame-Options': 'SAMEORIGIN' },
      replaces: ['X-Frame-Options'],
    };
    expect(ruleLines(headersFile([...HEADERS, replacing])).slice(-3)).toEqual([
      '/en/booth',
      '! X-Frame-Options',
      'X-Frame-Options: SAMEORIGIN',
    ]);
  });
});
