import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRunner } from './outbox-runner';
import { runPageOutbox } from './page-outbox';

afterEach(() => vi.unstubAllGlobals());

describe('the page outbox', () => {
  it('on the connection coming back, sends what is due or never tried, keeping every wait', () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    const flush = vi.fn(async () => {});
    const runner = { start: () => () => {}, subscribe: () => () => {}, flush } as unknown as OutboxRunner;
    const stop = runPageOutbox(runner);
    win.dispatchEvent(new Event('online'));
    stop();
    // Not 'all': that would send through the minute an edge's answer asked for (see FlushMode).
    expect(flush.mock.calls).toEqual([['new']]);
  });
});
