import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiry } from './test-store';
import { enqueue, openOutboxStore, readOutbox } from './outbox';
import { sendFromWorker } from './worker-outbox';
import { RETRY_AFTER_CAP_MS } from './retry-policy';

afterEach(() => vi.useRealTimers());

describe('the service worker on Background Sync', () => {
  it('sends the queue, and rejects while something still waits so the browser syncs again', async () => {
    // Only the wall clock: fake-indexeddb runs on setImmediate.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const store = openOutboxStore();
    await enqueue(store, enquiry('w1'), 1);
    const answers = [new Response('Busy', { status: 503 }), new Response('OK')];
    const fetch = vi.fn(async () => answers.shift()!);
    const scope = {
      location: { origin: 'http://site.test' },
      navigator: { locks: undefined, onLine: true },
      fetch,
    } as unknown as WorkerGlobalScope;
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await expect(sendFromWorker(scope)).rejects.toThrow(/1 enquiries still wait/);
    expect((await readOutbox(store)).map((entry) => [entry.id, entry.attempts])).toEqual([['w1', 1]]);
    // A sync a second later keeps the retry's wait: nothing goes out.
    vi.setSystemTime(1_001_000);
    await expect(sendFromWorker(scope)).rejects.toThrow(/1 enquiries still wait/);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + RETRY_AFTER_CAP_MS);
    await expect(sendFromWorker(scope)).resolves.toBeUndefined();
    expect(await readOutbox(store)).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]).toEqual(['http://site.test/api/v1.0/email/send', expect.anything()]);
  });
});
