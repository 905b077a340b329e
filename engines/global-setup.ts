import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGroup } from '../scripts/engines/process-group.ts';
import { until } from '../scripts/engines/wait.ts';
import { PREVIEW_PORT } from './ports.ts';
import { SERVER_START_TIMEOUT_MS } from './timeouts.ts';

/**
 * Serves the built site with `vite preview` (site headers and the local outbox server included)
 * on 127.0.0.1 only: browsers reach it through each worker's switchable proxy. Accepted
 * enquiries go to a fresh directory, named to the workers in $OUTBOX_DIR.
 */
export default async function globalSetup() {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first');
  // A server left on the port (a run that was killed) would answer in this one's place, with
  // another build and another outbox directory: refuse rather than test the wrong site.
  const answering = await fetch(`http://127.0.0.1:${PREVIEW_PORT}/`).then(
    () => true,
    () => false,
  );
  if (answering) throw new Error(`Port ${PREVIEW_PORT} is already served by another process: stop it first`);
  const outbox = mkdtempSync(join(tmpdir(), 'engines-outbox-'));
  process.env.OUTBOX_DIR = outbox;
  const server = startGroup(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'],
    { env: { ...process.env, OUTBOX_DIR: outbox } },
  );
  const stop = async () => {
    await server.stop();
    rmSync(outbox, { recursive: true, force: true });
  };
  try {
    await until(`vite preview on port ${PREVIEW_PORT}`, SERVER_START_TIMEOUT_MS, async () => {
      if (server.child.exitCode !== null) throw new Error(`vite preview exited:\n${server.output()}`);
      try {
        return (await fetch(`http://127.0.0.1:${PREVIEW_PORT}/`)).ok;
      } catch {
        return false;
      }
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
