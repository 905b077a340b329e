import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { packCatalogue, storedForm } from '../../src/pwa/catalogue-packs.ts';

/**
 * The precache list's files joined into a few packs (src/pwa/catalogue-packs.ts), so that a first
 * visit's worker fetches a dozen or so packs, not hundreds of files. `manifestTransform`, given to
 * vite-plugin-pwa last, writes the packs into the client build's /assets/ (after the list was
 * globbed, so a pack is never in it) and marks each entry with its place. A file whose host
 * headers are its own (`ownHeadersOf`: a page's Permissions-Policy) stays out of the packs: the
 * worker fetches it on its own and keeps the headers it came with.
 */
export function cataloguePacks(ownHeadersOf: (path: string) => Record<string, string>): {
  plugin: Plugin;
  manifestTransform: ManifestTransform;
} {
  let outDir: string | undefined;
  return {
    plugin: {
      name: 'catalogue-packs',
      apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
      configResolved(resolved: ResolvedConfig) {
        outDir = resolve(resolved);
      },
    },
    manifestTransform(entries) {
      if (!outDir) throw new Error('catalogue-packs: the precache list was made before the build was configured');
      const dir = outDir;
      const { manifest, packs } = packCatalogue(entries, {
        stored: (url) =>
          Object.keys(ownHeadersOf(`/${url}`)).length > 0
            ? null
            : storedForm(url, readFileSync(join(dir, url)), (bytes) => gzipSync(bytes)),
        sha256: (bytes) => createHash('sha256').update(bytes).digest('hex'),
      });
      for (const { url, bytes } of packs) {
        mkdirSync(dirname(join(dir, url)), { recursive: true });
        writeFileSync(join(dir, url), bytes);
      }
      return { manifest, warnings: [] };
    },
  };
}

function resolve(config: ResolvedConfig): string {
  return join(config.root, config.build.outDir);
}
