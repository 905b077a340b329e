import { describe, expect, it } from 'vitest';
import { createCopyReader, fromPrecacheRoute, type CopyReaderDeps, type Keeping } from './copy-reader';
import type { PageAsker } from './copy-mender';

const URL_A = 'https://site/en/404.html';
const KEY_A = `${URL_A}?__WB_REVISION__=1`;

/** A copy holding `stored` for URL_A, a mender that records what it is asked, and a fetch event. */
function world(stored: Response | undefined, servable = true) {
  const asked: { how: 'missing' | 'dropped'; cacheKey: string; by?: PageAsker }[] = [];
  const keepings: Promise<unknown>[] = [];
  const held: Promise<unknown>[] = [];
  const saveAgain = (how: 'missing' | 'dropped') => async (cacheKey: string, keeping?: Keeping, by?: PageAsker) => {
    asked.push({ how, cacheKey, by });
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
  const navigation = { mode: 'navigate' } as const;
  return { reader: createCopyReader(deps), asked, keepings, held, event, navigation };
}

describe('the copy read by URL (the worker’s own handlers)', () => {
  it('saves a missing file again while the fetch event that asked holds the worker', async () => {
    const w = world(undefined);
    expect(await (await w.reader.fromCopy(URL_A, w.navigation, w.event))?.text()).toBe('from network');
    expect(w.asked).toEqual([{ how: 'missing', cacheKey: KEY_A, by: 'navigation' }]);
    expect(w.held).toHaveLength(1);
    expect(w.held[0]).toBe(w.keepings[0]);
  });

  it('drops a stored file that cannot be served and keeps it again within the fetch event', async () => {
    const w = world(new Response('damaged'), false);
    expect(await (await w.reader.fromCopy(URL_A, w.navigation, w.event))?.text()).toBe('from network');
    expect(w.asked).toEqual([{ how: 'dropped', cacheKey: KEY_A, by: 'navigation' }]);
    expect(w.held).toEqual(w.keepings);
  });

  it('serves a whole file from the copy, asking the mender nothing and holding the worker for nothing', async () => {
    const w = world(new Response('stored'));
    expect(await (await w.reader.fromCopy(URL_A, w.navigation, w.event))?.text()).toBe('stored');
    expect(w.asked).toEqual([]);
    expect(w.held).toEqual([]);
  });

  it('tells the mender a navigation from a file a page loads, each asked at its own priority', async () => {
    const w = world(undefined, false);
    await w.reader.fromCopy(URL_A, { mode: 'no-cors' }, w.event);
    await w.reader.fromStored(undefined, KEY_A, { mode: 'navigate' });
    await w.reader.fromStored(new Response('damaged'), KEY_A, { mode: 'cors' });
    expect(w.asked.map(({ by }) => by)).toEqual(['page', 'navigation', 'page']);
  });

  it('leaves a URL the list does not name alone', async () => {
    const w = world(undefined);
    expect(await w.reader.fromCopy('https://site/other.html', w.navigation, w.event)).toBeUndefined();
    expect(w.asked).toEqual([]);
  });
});

describe('the copy read by the precache route (its plugin)', () => {
  it("tells the mender the fetch event's own request, not the copy's key made afresh, and keeps within that event", async () => {
    const w = world(undefined);
    // Workbox hands the key as a request of its own (mode 'cors'); the event's is the navigation.
    const key = { url: KEY_A, mode: 'cors' } as const;
    const answer = await fromPrecacheRoute(w.reader.fromStored, {
      cachedResponse: undefined,
      request: key,
      event: { ...w.event, request: w.navigation },
    });
    expect(await answer?.text()).toBe('from network');
    expect(w.asked).toEqual([{ how: 'missing', cacheKey: KEY_A, by: 'navigation' }]);
    expect(w.held).toEqual(w.keepings);
    // An event without a request of its own: the key's request is what asked.
    await fromPrecacheRoute(w.reader.fromStored, { cachedResponse: undefined, request: key });
    expect(w.asked.at(-1)).toEqual({ how: 'missing', cacheKey: KEY_A, by: 'page' });
  });
});
