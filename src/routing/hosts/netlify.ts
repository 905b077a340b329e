import type { ServerTable } from '../server-table';

/**
 * netlify.toml, at the root of the repository (Netlify reads it before it builds, so it is
 * committed; a unit test keeps it equal to this). Netlify reads dist/_redirects and
 * dist/_headers from the build, then these rules: each language's not-found page, which
 * Cloudflare's syntax has no line for.
 */
export function netlifyToml(table: ServerTable): string {
  const notFound = table.notFound.map((page) =>
    ['[[redirects]]', `  from = "${page.prefix}*"`, `  to = "/${page.file}"`, '  status = 404'].join('\n'),
  );
  return (
    [
      [
        '# Netlify. Generated from src/routing/server-table.ts (src/routing/hosts/netlify.ts): after a',
        '# change there, run `npx tsx scripts/hosts/write-netlify-toml.ts`; a unit test checks it.',
        '[build]',
        '  command = "npm run build"',
        '  publish = "dist"',
      ].join('\n'),
      "# After dist/_redirects: a path that is nothing gets its language's not-found page.",
      ...notFound,
    ].join('\n\n') + '\n'
  );
}
