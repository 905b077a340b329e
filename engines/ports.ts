/**
 * The engine suite's ports (4580–4599; never 4190, which Firefox refuses). The site server is
 * shared; each test worker has its own proxy (so its own origin: its own service worker and
 * storage) and its own driver port.
 */
export const PREVIEW_PORT = 4580;
const PROXY_BASE = 4581;
const DRIVER_BASE = 4590;
export const MAX_WORKERS = 4;

export function workerPorts(parallelIndex: number) {
  if (parallelIndex >= MAX_WORKERS) throw new Error(`At most ${MAX_WORKERS} workers have ports of their own`);
  return { proxy: PROXY_BASE + parallelIndex, driver: DRIVER_BASE + parallelIndex };
}
