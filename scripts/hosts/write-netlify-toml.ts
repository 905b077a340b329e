/**
 * Writes netlify.toml from the table of server behaviour. Netlify reads it before it builds,
 * so it lives in the repository; src/routing/hosts/netlify.test.ts fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import { netlifyToml } from '../../src/routing/hosts/netlify.ts';
import { serverTable } from '../../src/routing/server-table.ts';

// The table's header rules do not reach netlify.toml: Netlify reads them from dist/_headers.
writeFileSync('netlify.toml', netlifyToml(serverTable([])));
console.log('wrote netlify.toml');
