import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { netlifyToml } from './netlify';
import { redirectsFile } from './cloudflare';
import { serverTable } from '../server-table';

describe('Netlify files', () => {
  const table = serverTable([]);

  it('netlify.toml at the root is the one the table writes', () => {
    expect(readFileSync('netlify.toml', 'utf8'), 'run `npx tsx scripts/hosts/write-netlify-toml.ts`').toBe(
      netlifyToml(table),
    );
  });

  it("Netlify's parser reads _redirects and netlify.toml without an error, the not-found rules last", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'netlify-'));
    writeFileSync(join(dir, '_redirects'), redirectsFile(table));
    writeFileSync(join(dir, 'netlify.toml'), netlifyToml(table));
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [join(dir, '_redirects')],
      netlifyConfigPath: join(dir, 'netlify.toml'),
      configRedirects: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const parsed = redirects as { from: string; to: string; status: number }[];
    expect(parsed.slice(-4).map(({ from, to, status }) => [from, to, status])).toEqual([
      ['/ca/*', '/ca/404.html', 404],
      ['/en/*', '/en/404.html', 404],
      ['/fr/*', '/fr/404.html', 404],
      ['/*', '/404.html', 404],
    ]);
    expect(parsed.slice(0, -4).every((rule) => rule.status === 301)).toBe(true);
  });
});
