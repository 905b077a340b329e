/**
 * The engine suite's ports: 20 from ENGINES_BASE_PORT (default 4580, so 4580–4599; never 4190,
 * which Firefox refuses). A second checkout on the same machine runs its lanes beside the first
 * with another base. The site server is shared; each test worker has its own proxy (so its own
 * origin: its own service worker and storage) and its own driver port, and, for a test that
 * deploys versions of the site, a proxy in front of a copy of its own (whose server listens at a
 * port the system gives it: e2e/support/served-copy.ts).
 */
const BASE = Number(process.env.ENGINES_BASE_PORT ?? 4580);
if (!Number.isInteger(BASE) || BASE < 1024 || BASE > 65_515) throw new Error('ENGINES_BASE_PORT: 1024 to 65515');

export const PREVIEW_PORT = BASE;
const PROXY_BASE = BASE + 1;
const DRIVER_BASE = BASE + 10;
const COPY_PROXY_BASE = BASE + 14;
export const MAX_WORKERS = 4;

export function workerPorts(parallelIndex: number) {
  if (parallelIndex >= MAX_WORKERS) throw new Error(`At most ${MAX_WORKERS} workers have ports of their own`);
  return {
    proxy: PROXY_BASE + parallelIndex,
    driver: DRIVER_BASE + parallelIndex,
    copyProxy: COPY_PROXY_BASE + parallelIndex,
  };
}
