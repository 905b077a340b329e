import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = [];
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  afterEach(() => {
    frames.length = 0;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function withFrames() {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => delete frames[id - 1]);
  }

  it('runs the task in a task of its own after the next frame, not in the frame', () => {
    withFrames();
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    withFrames();
    const early = vi.fn();
    afterNextPaint(early)();
    drawFrame();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    const late = vi.fn();
    const cancel = afterNextPaint(late);
    drawFrame();
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
