import { describe, expect, it } from 'vitest';
import { CACHING_RULES, headerRules, headersFile } from './hosting-headers';
import { securityHeaders } from './security-policy';

/** Reads a _headers file the way Netlify and Cloudflare Pages do: a path, then indented headers. */
function parseHeadersFile(text: string): { path: string; headers: Record<string, string> }[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const [name, ...value] = line.trim().split(':');
    rules.at(-1)!.headers[name!] = value.join(':').trim();
  }
  return rules;
}

describe('hosting headers file', () => {
  const rules = parseHeadersFile(headersFile());

  it('reads back as the rules it was written from', () => {
    expect(rules).toEqual(headerRules().map(({ path, headers }) => ({ path, headers })));
  });

  it('sends every security header on every path', () => {
    expect(rules[0]).toEqual({ path: '/*', headers: securityHeaders() });
  });

  it('keeps the caching rules: the service worker is never cached, hashed assets for a year', () => {
    const byPath = new Map(rules.map((rule) => [rule.path, rule.headers]));
    expect(byPath.get('/sw.js')?.['Cache-Control']).toBe('no-cache, no-store, must-revalidate');
    expect(byPath.get('/assets/*')?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(byPath.get('/*.webmanifest')?.['Content-Type']).toBe('application/manifest+json');
    expect(byPath.get('/locales/*')?.['Cache-Control']).toBe('no-cache');
  });

  it('never sets a security header in a second rule (hosts would join the two values)', () => {
    const security = new Set(Object.keys(securityHeaders()));
    for (const rule of CACHING_RULES)
      for (const name of Object.keys(rule.headers)) expect(security.has(name), `${rule.path} ${name}`).toBe(false);
  });
});
