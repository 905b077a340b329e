import { describe, expect, it } from 'vitest';
import { threadCpu, type TraceEvent } from './thread-cpu';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('threadCpu', () => {
  it("sums the CPU of the page's main-thread tasks, not their wall-clock time", () => {
    const events = [thread(1, 1, 'CrRendererMain'), task(1, 1, 40, 10), task(1, 1, 20, 15)];
    expect(threadCpu(events)).toEqual({ mainCpuMs: 25, workerCpuMs: 0 });
  });

  it("takes the renderer that used the most CPU as the page's, not the blank page's", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      task(1, 1, 90, 5),
      thread(2, 7, 'CrRendererMain'),
      task(2, 7, 50, 30),
    ];
    expect(threadCpu(events)).toMatchObject({ mainCpuMs: 30 });
  });

  it("adds up the service workers' threads, and leaves out other threads and events", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      task(1, 1, 10, 10),
      thread(1, 2, 'ServiceWorker thread'),
      task(1, 2, 100, 60),
      thread(3, 2, 'ServiceWorker thread'),
      task(3, 2, 10, 5),
      thread(1, 3, 'Compositor'),
      task(1, 3, 500, 400),
      { name: 'Layout', ph: 'X', pid: 1, tid: 1, dur: 9000, tdur: 9000 },
    ];
    expect(threadCpu(events)).toEqual({ mainCpuMs: 10, workerCpuMs: 65 });
  });

  it('reads a trace without a page as nothing used', () => {
    expect(threadCpu([])).toEqual({ mainCpuMs: 0, workerCpuMs: 0 });
  });
});
