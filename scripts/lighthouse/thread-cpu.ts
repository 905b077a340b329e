/**
 * How much CPU the page's threads used during one Lighthouse run, read from the run's trace.
 *
 * Lighthouse's blocking time and main-thread work are wall-clock durations of the main thread's
 * tasks. On a shared 2-core machine a task also lasts while its thread waits for a core, and on a
 * first visit the service worker saving the catalogue is one of the threads it waits for. A
 * trace records each task's thread time (`tdur`) beside its duration (`dur`): the CPU the task
 * itself used. Their sums say what the page costs, apart from what the machine made it wait.
 */

/** The fields of a Chrome trace event that matter here. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  /** Microseconds, wall clock: what Lighthouse's figures sum, and this module does not. */
  dur?: number;
  /** Microseconds of the thread's own CPU time. */
  tdur?: number;
  args?: { name?: string };
}

export interface ThreadCpu {
  /** The CPU ms the page's main-thread tasks used. */
  mainCpuMs: number;
  /** CPU ms of the service workers' threads (saving the catalogue, on a first visit). */
  workerCpuMs: number;
}

const MAIN_THREAD = 'CrRendererMain';
const WORKER_THREAD = 'ServiceWorker thread';

/**
 * The page's main thread is the renderer main thread whose tasks used the most CPU: the trace
 * also holds the renderers of the blank page Lighthouse starts from and of the page's frames.
 */
export function threadCpu(events: readonly TraceEvent[]): ThreadCpu {
  const names = new Map<string, string>();
  const cpuOf = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'thread_name' && event.args?.name) names.set(thread, event.args.name);
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    cpuOf.set(thread, (cpuOf.get(thread) ?? 0) + (event.tdur ?? 0));
  }
  const named = (name: string) => [...cpuOf].filter(([thread]) => names.get(thread) === name).map(([, cpu]) => cpu);
  const mainCpu = Math.max(0, ...named(MAIN_THREAD));
  const workerCpu = named(WORKER_THREAD).reduce((sum, cpu) => sum + cpu, 0);
  return { mainCpuMs: mainCpu / 1000, workerCpuMs: workerCpu / 1000 };
}
