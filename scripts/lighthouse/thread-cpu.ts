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
  /** Microseconds, when the event began. */
  ts?: number;
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
  /**
   * Blocking time as Lighthouse counts it (each task's time past 50 ms, the CPU slowed
   * `CPU_SLOWDOWN` times), from first contentful paint to the trace's end, but of each
   * main-thread task's own CPU rather than its wall-clock time. A lower bound: a task that waits
   * for something else (a synchronous call to the browser, a commit to the compositor) blocks a
   * phone as well, and is not counted here.
   */
  cpuBlockingMs: number;
}

/** Lighthouse's mobile CPU throttling: its simulation slows every main-thread task 4 times. */
const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input for the rest of it (Lighthouse, Long Tasks API). */
const LONG_TASK_MS = 50;

const MAIN_THREAD = 'CrRendererMain';
const WORKER_THREAD = 'ServiceWorker thread';

/**
 * The page's main thread is the renderer main thread whose tasks used the most CPU: the trace
 * also holds the renderers of the blank page Lighthouse starts from and of the page's frames.
 */
export function threadCpu(events: readonly TraceEvent[]): ThreadCpu {
  const names = new Map<string, string>();
  const cpuOf = new Map<string, number>();
  const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  for (const event of events) {
    if (event.name === 'thread_name' && event.args?.name) names.set(threadOf(event), event.args.name);
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    cpuOf.set(threadOf(event), (cpuOf.get(threadOf(event)) ?? 0) + (event.tdur ?? 0));
  }
  const named = (name: string) => [...cpuOf].filter(([thread]) => names.get(thread) === name);
  const [main, mainCpu] = named(MAIN_THREAD).reduce<[string | null, number]>(
    (most, [thread, cpu]) => (cpu > most[1] ? [thread, cpu] : most),
    [null, 0],
  );
  const workerCpu = named(WORKER_THREAD).reduce((sum, [, cpu]) => sum + cpu, 0);

  // The page's first contentful paint is marked on its main thread; a frame inside it paints later.
  const onMain = events.filter((event) => threadOf(event) === main);
  const fcp = Math.min(...onMain.filter((event) => event.name === 'firstContentfulPaint').map((e) => e.ts ?? Infinity));
  const blocking = onMain
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.ts ?? 0) >= fcp)
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? 0) / 1000) * CPU_SLOWDOWN - LONG_TASK_MS), 0);
  return { mainCpuMs: mainCpu / 1000, workerCpuMs: workerCpu / 1000, cpuBlockingMs: blocking };
}
