import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../../src/entry-server';

/** The server bundle `vite build --ssr` wrote (src/entry-server.tsx), loaded from the project's root. */
export function importServerEntry(root: string, serverEntry: string): Promise<typeof EntryServer> {
  return import(pathToFileURL(resolve(root, serverEntry)).href);
}
