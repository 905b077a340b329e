import { describe, expect, it } from 'vitest';
import { createCopyReader, type CopyReaderDeps, type Keeping } from './copy-reader';

const URL_A = 'https://site/en/404.html';
const KEY_A = `${URL_A}?__WB_REVISION__=1`;

/** A copy holding `stored` for URL_A, a mender that records what it is asked, and a fetch event. */
function world(stored: Response | undefined, servable = true) {
  const asked: { how: 'missing' | 'dropped'; cacheKey: string }[] = [];
  const keepings: Promise<unknown>[] = [];
  const held: Promise<unknown>[] = [];
  const saveAgain = (how: 'missing' | 'dropped') => async (cacheKey: string, keeping?: Keeping) => {
    asked.push({ how, cacheKey });
    const done = Promise.resolve('kept');
    keepings.push(done);
    keeping?.(done);
    return new Response('from network');
  };
  const deps: CopyReaderDeps = {
    matchPrecache: async (url) => (url === URL_A ? stored : undefined),
    cacheKeyFor: (url) => (url === URL_A ? KEY_A : undefined),
    servedFromStore: async (response) => (servable ? response : null),
    mender: { whenMissing: saveAgain('missing'), dropped: saveAgain('dropped') },
  };
  const event = { waitUntil: (done: Promise<unknown>) => void held.push(done) };
  return { reader: createCopyReader(deps), asked, keepings, held, event };
}

describe('the copy read by URL (the worker’s own handlers)', () => {
  it('saves a missing file again while the fetch event that asked holds the worker', async () => {
    const w = world(undefined);
    expect(await (await w.reader.fromCopy(URL_A, w.event))?.text()).toBe('from network');
    expect(w.asked).toEqual([{ how: 'missing', cacheKey: KEY_A }]);
    expect(w.held).toHaveLength(1);
    expect(w.held[0]).toBe(w.keepings[0]);
  });

  it('drops a stored file that cannot be served and keeps it again within the fetch event', async () => {
    const w = world(new Response('damaged'), false);
    expect(await (await w.reader.fromCopy(URL_A, w.event))?.text()).toBe('from network');
    expect(w.asked).toEqual([{ how: 'dropped', cacheKey: KEY_A }]);
    expect(w.held).toEqual(w.keepings);
  });

  it('serves a whole file from the copy, asking the mender nothing and holding the worker for nothing', async () => {
    const w = world(new Response('stored'));
    expect(await (await w.reader.fromCopy(URL_A, w.event))?.text()).toBe('stored');
    expect(w.asked).toEqual([]);
    expect(w.held).toEqual([]);
  });

  it('leaves a URL the list does not name alone', async () => {
    const w = world(undefined);
    expect(await w.reader.fromCopy('https://site/other.html', w.event)).toBeUndefined();
    expect(w.asked).toEqual([]);
  });
});
