import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx';
import { serverTable } from '../server-table';

const table = serverTable([
  {
    path: '/*',
    why: 'Everywhere.',
    headers: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'self'" },
  },
  { path: '/sw.js', why: 'Fresh.', headers: { 'Cache-Control': 'no-cache' } },
  {
    path: '/*.webmanifest',
    why: 'Type.',
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache' },
  },
]);
const config = nginxConfig(table, { root: '/srv/site', listen: ['80'] });

// Its behaviour is checked against a running nginx by the host lane (scripts/hosts/lane.ts).
describe('nginx config', () => {
  it('moves every static path through a map, by language where the table has a rule for one', () => {
    expect(config).toMatch(/^ {2}\/servicios\/books +\/servicios\/libros;$/m);
    expect(config).toMatch(/^ {2}"fr \/contact" +\/fr\/contact;$/m);
    expect(config).toContain('return 301 $site_move$is_args$args;');
  });

  it('turns the patterns into rewrites that keep what they matched', () => {
    expect(config).toContain('rewrite "^\\/es\\/(?<p1>[^/]+)$" /$p1 permanent;');
  });

  it("serves clean URLs and each language's not-found page", () => {
    expect(config).toMatch(
      /location \/en\/ \{\n {4}try_files \$uri \$uri\.html =404;\n {4}error_page 404 \/en\/404\.html;/,
    );
    expect(config).toContain('error_page 404 /404.html;');
  });

  it('sends the headers on every response, per path where a rule says so, one Content-Type', () => {
    expect(config).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(config).toContain('add_header Cache-Control $site_header_cache_control always;');
    expect(config).toMatch(
      /map \$uri \$site_header_cache_control \{\n {2}default "";\n {2}"~\^\\\/sw\\\.js\$" +"no-cache";/,
    );
    expect(config).not.toContain('add_header Content-Type');
    expect(config).toContain('default_type application/manifest+json;');
  });

  it('looks a header a later rule replaces up in a map whose first entry that matches is the later rule', () => {
    const replaced = nginxConfig(
      serverTable([
        { path: '/*', why: 'Everywhere.', headers: { 'Permissions-Policy': 'camera=()', 'X-Frame-Options': 'DENY' } },
        {
          path: '/en/booth',
          why: 'Its own.',
          headers: { 'Permissions-Policy': 'camera=(self)' },
          replaces: ['Permissions-Policy'],
        },
      ]),
      { root: '/srv/site', listen: ['80'] },
    );
    expect(replaced).toContain('add_header X-Frame-Options "DENY" always;');
    expect(replaced).toContain('add_header Permissions-Policy $site_header_permissions_policy always;');
    expect(replaced).toMatch(
      /map \$uri \$site_header_permissions_policy \{\n {2}default "";\n {2}"~\^\\\/en\\\/booth\$" +"camera=\(self\)";\n {2}"~\^\\\/\(\?<splat>\.\*\)\$" +"camera=\(\)";\n\}/,
    );
  });

  it('leaves a rule not meant for errors off error answers, by the status it reads with the path', () => {
    const cached = nginxConfig(
      serverTable([
        { path: '/sw.js', why: 'Fresh.', headers: { 'Cache-Control': 'no-cache' } },
        { path: '/assets/*', why: 'Hashed.', headers: { 'Cache-Control': 'immutable' }, onErrors: false },
      ]),
      { root: '/srv/site', listen: ['80'] },
    );
    expect(cached).toContain('map "$status $uri" $site_header_cache_control {');
    expect(cached).toMatch(/^ {2}"~\^\\d\+ \\\/sw\\\.js\$" +"no-cache";$/m);
    expect(cached).toMatch(/^ {2}"~\^\[23\]\\d\\d \\\/assets\\\/\(\?<splat>\.\*\)\$" +"immutable";$/m);
    expect(config).not.toContain('$status');
  });
});
