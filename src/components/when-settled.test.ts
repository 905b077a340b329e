import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled';

// The browser, as far as this module uses it: the document's state, `load`, and idle callbacks.
let readyState: DocumentReadyState;
let idle: Map<number, { run: () => void; timeout: number | undefined }>;

beforeEach(() => {
  readyState = 'interactive';
  idle = new Map();
  let next = 1;
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', {
    get readyState() {
      return readyState;
    },
  });
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    idle.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const load = () => {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
};
const runIdle = () => [...idle.values()].forEach(({ run }) => run());

describe('whenSettled', () => {
  it('waits for the load, then for an idle moment, with the longest wait given', () => {
    const task = vi.fn();
    whenSettled(task, 3000);
    expect(idle.size).toBe(0);
    load();
    expect(task).not.toHaveBeenCalled();
    expect([...idle.values()].map(({ timeout }) => timeout)).toEqual([3000]);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once on a page that has already loaded', () => {
    readyState = 'complete';
    const task = vi.fn();
    whenSettled(task, 2000);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load', () => {
    const early = vi.fn();
    whenSettled(early, 2000)();
    load();
    runIdle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = whenSettled(late, 2000);
    cancel();
    runIdle();
    expect(late).not.toHaveBeenCalled();
    expect(idle.size).toBe(0);
  });

  it('uses the next task where the browser has no idle callbacks (WebKit)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    readyState = 'complete';
    const task = vi.fn();
    whenSettled(task, 2000);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
