import { describe, expect, it } from 'vitest';
import { mainThreadBusyMs } from './bench-saving-offline.ts';

const MAIN = { pid: 1, tid: 10 };
const WORKER = { pid: 1, tid: 11 };
const ms = 1000; // trace times are in microseconds

const events = [
  { name: 'from', ph: 'R', ts: 100 * ms, ...MAIN },
  { name: 'to', ph: 'R', ts: 600 * ms, ...MAIN },
  // Before the span: not counted.
  { name: 'RunTask', ph: 'X', ts: 50 * ms, dur: 30 * ms, ...MAIN },
  // A 20 ms task holding a nested 5 ms one.
  { name: 'RunTask', ph: 'X', ts: 200 * ms, dur: 20 * ms, ...MAIN },
  { name: 'RunTask', ph: 'X', ts: 205 * ms, dur: 5 * ms, ...MAIN },
  { name: 'RunTask', ph: 'X', ts: 500 * ms, dur: 8 * ms, ...MAIN },
  // The worker's own thread does not count.
  { name: 'RunTask', ph: 'X', ts: 300 * ms, dur: 50 * ms, ...WORKER },
  // After the span: not counted.
  { name: 'RunTask', ph: 'X', ts: 700 * ms, dur: 9 * ms, ...MAIN },
];

describe('main-thread busy time between two marks of a trace', () => {
  it("counts the top-level tasks of the marks' thread that start between them", () => {
    expect(mainThreadBusyMs(events, 'from', 'to')).toBe(28);
  });

  it('refuses a trace without the marks', () => {
    expect(() => mainThreadBusyMs(events.slice(1), 'from', 'to')).toThrow(/no marks/);
  });
});
