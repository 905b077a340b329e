import { servedCopy } from '../e2e/support/served-copy.ts';
import { startSwitchableProxy } from '../scripts/engines/switchable-proxy.ts';
import type { Site } from './fixtures.ts';
import { workerPorts } from './ports.ts';

/**
 * A copy of the site for one test worker, onto which a test deploys versions (e2e's
 * served-copy.ts), seen through a switchable proxy as the shared site is: an origin of its own,
 * so a service worker and storage of its own, reachable at `localhost` whichever loopback
 * address the engine resolves it to. Another `hostname` (a loopback address) is another origin
 * on the same port, for a test that must not leave what it registers to the next.
 */
export async function servedCopySite(parallelIndex: number, { hostname = 'localhost' } = {}) {
  const ports = workerPorts(parallelIndex);
  const copy = await servedCopy({ host: '127.0.0.1' });
  const proxy = await startSwitchableProxy({ port: ports.copyProxy, target: { host: '127.0.0.1', port: copy.port } });
  const origin = `http://${hostname}:${ports.copyProxy}`;
  const site: Site = { origin, url: (path) => origin + path, setReachable: (on) => proxy.setReachable(on) };
  return {
    site,
    version: copy.version,
    deploy: copy.deploy,
    async stop() {
      await proxy.close();
      copy.stop();
    },
  };
}
