import { describe, expect, it, vi } from 'vitest';
import { newTask, taskByTask } from './task-by-task';

/** A `nextTask` that the test lets go, one task at a time. */
function heldTasks() {
  const waiting: (() => void)[] = [];
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async letOneGo() {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!();
      // The step's own promise reaction runs.
      await Promise.resolve();
      await Promise.resolve();
    },
    waiting: () => waiting.length,
  };
}

describe('taskByTask', () => {
  it('runs nothing before the start, then each step only in a new task of its own, in order', async () => {
    let begin = () => {};
    const start = new Promise<void>((resolve) => (begin = resolve));
    const ran: string[] = [];
    const tasks = heldTasks();
    const done = taskByTask(
      start,
      [() => ran.push('consent'), () => ran.push('selection'), () => ran.push('outbox')],
      tasks.nextTask,
    );
    await Promise.resolve();
    expect(tasks.waiting()).toBe(0);
    begin();
    // The first step waits for a task too: what resolved the start is not made longer.
    await tasks.letOneGo();
    expect(ran).toEqual(['consent']);
    await tasks.letOneGo();
    expect(ran).toEqual(['consent', 'selection']);
    await tasks.letOneGo();
    await done;
    expect(ran).toEqual(['consent', 'selection', 'outbox']);
  });

  it('reports a step that throws and runs the next', async () => {
    const reported: unknown[] = [];
    const ran: string[] = [];
    const failure = new Error('storage refused');
    await taskByTask(
      Promise.resolve(),
      [
        () => {
          throw failure;
        },
        () => ran.push('after'),
      ],
      () => Promise.resolve(),
      (error) => reported.push(error),
    );
    expect(reported).toEqual([failure]);
    expect(ran).toEqual(['after']);
  });
});

describe('newTask', () => {
  it('resolves in a later task, not in the current one: after the microtasks queued after it', async () => {
    const order: string[] = [];
    const task = newTask().then(() => order.push('new task'));
    queueMicrotask(() => order.push('microtask'));
    await task;
    expect(order).toEqual(['microtask', 'new task']);
  });
});
