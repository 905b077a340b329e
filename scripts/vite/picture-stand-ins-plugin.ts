import type { Plugin, ResolvedConfig } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { withStandIns } from '../../src/pwa/picture-stand-ins.ts';
import { importServerEntry } from './server-entry.ts';

/**
 * The offline catalogue keeps each picture at its widest only (src/pwa/picture-stand-ins.ts).
 * Once the client build is written, this reads the pictures from the server bundle (its tables
 * are the pages' own); `manifestTransform`, given to vite-plugin-pwa, then drops the narrower
 * files from the precache list and marks each widest file with those it stands in for, which
 * the service worker reads from its list.
 */
export function pictureStandIns(serverEntry: string): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let config: ResolvedConfig;
  let standIns: Map<string, string[]> | undefined;
  return {
    plugin: {
      name: 'picture-stand-ins',
      apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
      configResolved(resolved) {
        config = resolved;
      },
      async writeBundle() {
        standIns = (await importServerEntry(config.root, serverEntry)).pictureStandIns();
      },
    },
    manifestTransform(entries) {
      if (!standIns) throw new Error('picture-stand-ins: the precache list was made before the pictures were read');
      return { manifest: withStandIns(entries, standIns) };
    },
  };
}
