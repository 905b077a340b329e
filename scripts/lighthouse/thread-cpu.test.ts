import { describe, expect, it } from 'vitest';
import { threadCpu, type TraceEvent } from './thread-cpu';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, durMs: number, cpuMs: number, atMs = 0): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: atMs * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const fcp = (pid: number, tid: number, atMs: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid,
  tid,
  ts: atMs * 1000,
});

describe('threadCpu', () => {
  it("sums the CPU of the page's main-thread tasks, not their wall-clock time", () => {
    const events = [thread(1, 1, 'CrRendererMain'), task(1, 1, 40, 10), task(1, 1, 20, 15)];
    expect(threadCpu(events)).toMatchObject({ mainCpuMs: 25, workerCpuMs: 0 });
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
    expect(threadCpu(events)).toMatchObject({ mainCpuMs: 10, workerCpuMs: 65 });
  });

  it('reads a trace without a page as nothing used', () => {
    expect(threadCpu([])).toEqual({ mainCpuMs: 0, workerCpuMs: 0, cpuBlockingMs: 0 });
  });

  it("counts blocking time from each main-thread task's CPU at 4x, from first contentful paint on", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      // Before the paint: not counted, however long.
      task(1, 1, 200, 100, 0),
      fcp(1, 1, 300),
      // 20 ms of CPU: 80 ms at 4x, 30 past the 50 ms of a long task.
      task(1, 1, 25, 20, 400),
      // 100 ms on the clock, waiting for a core, but 10 ms of CPU: 40 ms at 4x, not long.
      task(1, 1, 100, 10, 500),
      // 12.5 ms of CPU is exactly 50 ms at 4x: not past it.
      task(1, 1, 13, 12.5, 700),
      // Another thread's task after the paint is not the main thread's.
      thread(1, 2, 'ServiceWorker thread'),
      task(1, 2, 300, 300, 800),
    ];
    expect(threadCpu(events).cpuBlockingMs).toBe(30);
  });

  it("takes the page's own first paint, not a later one of a frame in it", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      fcp(1, 1, 100),
      task(1, 1, 30, 30, 200),
      fcp(1, 1, 900),
      // The blank page's renderer paints too: not the page's.
      thread(2, 1, 'CrRendererMain'),
      fcp(2, 1, 50),
      task(2, 1, 5, 5, 60),
    ];
    expect(threadCpu(events).cpuBlockingMs).toBe(70);
  });

  it('counts nothing in a trace without a first contentful paint', () => {
    expect(threadCpu([thread(1, 1, 'CrRendererMain'), task(1, 1, 90, 90, 10)]).cpuBlockingMs).toBe(0);
  });
});
