/**
 * The bench's Lighthouse figures: the audited pages, each beside its no-script floor and beside
 * the site served without its worker, as the gate measures them; on the machine's every core, and
 * again pinned to one (`taskset -c 0`), as a phone's slow core or a 2-core CI runner busy with
 * something else gives it. Run directly (`node --import tsx scripts/bench-lighthouse.ts`), it
 * prints the figures on the cores it was given: that is how the pinned run is made, as a child
 * process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { auditPages } from './lighthouse/run.ts';
import { AUDITED_PAGES } from './lighthouse/budgets.ts';
import { benchRuns } from './bench-sections.ts';
import { printAudits, printOverFloor, printWorkerShare } from './lighthouse/report.ts';

/**
 * Issue 52's targets for the site against its floor (medians, same run): on a usual run within
 * 50 ms of TBT and 0.02 of performance, as the first-paint issue set; pinned to one core within
 * 100 ms and 0.03.
 */
const TARGETS = {
  usual: { tbtOverFloorMs: 50, performanceBelowFloor: 0.02 },
  oneCore: { tbtOverFloorMs: 100, performanceBelowFloor: 0.03 },
};

/** Lighthouse's figures for the audited pages on the cores this process may use. */
export async function lighthouseFigures(): Promise<void> {
  const runs = benchRuns(process.env).lighthouse;
  const cores = availableParallelism();
  const onOneCore = cores === 1 && cpus().length > 1;
  const setting = onOneCore
    ? `pinned to one core of ${cpus().length} (taskset -c 0)`
    : `on ${cores} of the machine's ${cpus().length} cores`;
  const audits = await auditPages(
    AUDITED_PAGES.map((page) => page.path),
    { port: Number(process.env.LIGHTHOUSE_PORT ?? 4370), runs, withoutWorker: true },
  );
  printAudits(audits, runs, setting);
  printOverFloor(audits, setting, onOneCore ? TARGETS.oneCore : TARGETS.usual);
  printWorkerShare(audits);
}

/**
 * The same figures measured by a child process pinned to the first core, which the browser and
 * the preview servers it starts inherit. Where `taskset` is missing (it is util-linux's), says so.
 * The child leads its own process group, so that `signal` (the bench stopped from outside) ends it
 * whole: the node taskset becomes, whose own SIGTERM handler (run.ts's auditPages) then stops its
 * previews and Chromium. Left alone, it would be reparented and audit on.
 */
export async function lighthouseFiguresOnOneCore(signal?: AbortSignal): Promise<void> {
  if (spawnSync('taskset', ['-V'], { stdio: 'ignore' }).error) {
    console.log(
      '\nLighthouse pinned to one core: not measured, as taskset is not on this machine (Debian: util-linux)\n',
    );
    return;
  }
  signal?.throwIfAborted();
  // Node with tsx's loader, not the tsx command: that one relays a signal to the node under it and
  // kills it (SIGKILL) if it has not answered within 60 ms, which a busy node pinned to a busy core
  // may not: so killed in a try, it left its previews and Chromium running.
  const child = spawn('taskset', ['-c', '0', process.execPath, '--import', 'tsx', 'scripts/bench-lighthouse.ts'], {
    stdio: 'inherit',
    detached: true,
  });
  const stopChild = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  signal?.addEventListener('abort', stopChild, { once: true });
  try {
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    if (code !== 0) throw new Error(`Lighthouse pinned to one core failed (exit ${code})`);
  } finally {
    signal?.removeEventListener('abort', stopChild);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await lighthouseFigures();
