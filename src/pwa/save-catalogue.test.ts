import { describe, expect, it } from 'vitest';
import { saveCatalogue, type CatalogueCache, type CatalogueFile } from './save-catalogue';

const files = (count: number): CatalogueFile[] =>
  Array.from({ length: count }, (_, i) => ({
    url: `https://site/f${i}`,
    cacheKey: `https://site/f${i}`,
    revisioned: false,
  }));

function memoryCache(saved: string[] = []) {
  const entries = new Map<string, Response>(saved.map((key) => [key, new Response('old')]));
  const cache: CatalogueCache = {
    savedKeys: async () => new Set(entries.keys()),
    put: async (key, response) => void entries.set(key, response),
  };
  return { cache, entries };
}

describe('saving the catalogue', () => {
  it('fetches a few files at once, never more, and saves every one under its key', async () => {
    const { cache, entries } = memoryCache();
    const pending: Array<() => void> = [];
    let inFlight = 0;
    let most = 0;
    const fetch = (url: string) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      return new Promise<Response>((resolve) =>
        pending.push(() => {
          inFlight -= 1;
          resolve(new Response(url));
        }),
      );
    };
    let saved = 0;
    const done = saveCatalogue(files(10), {
      cache,
      fetch,
      unredirect: async (r) => r,
      onSaved: () => saved++,
      atOnce: 3,
    });
    while (saved < 10) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      pending.splice(0).forEach((answer) => answer());
    }
    await done;
    expect(most).toBe(3);
    expect(entries.size).toBe(10);
    expect(await entries.get('https://site/f7')!.text()).toBe('https://site/f7');
  });

  it('fetches a file without a hash past the HTTP cache, a hashed one through it, with same-origin credentials, at low priority', async () => {
    const { cache, entries } = memoryCache();
    const asked: Array<[string, RequestInit]> = [];
    const list: CatalogueFile[] = [
      {
        url: 'https://site/en/contact.html',
        cacheKey: 'https://site/en/contact.html?__WB_REVISION__=abc',
        revisioned: true,
      },
      { url: 'https://site/assets/app-1a2b.js', cacheKey: 'https://site/assets/app-1a2b.js', revisioned: false },
    ];
    const fetch = async (url: string, init: RequestInit) => (asked.push([url, init]), new Response(url));
    await saveCatalogue(list, { cache, fetch, unredirect: async (r) => r, onSaved: () => {} });
    expect(asked).toEqual([
      ['https://site/en/contact.html', { cache: 'reload', credentials: 'same-origin', priority: 'low' }],
      ['https://site/assets/app-1a2b.js', { cache: 'default', credentials: 'same-origin', priority: 'low' }],
    ]);
    expect([...entries.keys()]).toEqual(list.map((file) => file.cacheKey));
  });

  it('does not fetch a file saved already, and counts it as saved', async () => {
    const list = files(4);
    const { cache } = memoryCache([list[1]!.cacheKey, list[2]!.cacheKey]);
    const asked: string[] = [];
    let saved = 0;
    await saveCatalogue(list, {
      cache,
      fetch: async (url) => (asked.push(url), new Response(url)),
      unredirect: async (r) => r,
      onSaved: () => saved++,
    });
    expect(asked).toEqual([list[0]!.url, list[3]!.url]);
    expect(saved).toBe(4);
  });

  it('fails at a file that answers with an error, and starts no other file after it', async () => {
    const { cache, entries } = memoryCache();
    const asked: string[] = [];
    let answerLate!: (response: Response) => void;
    const late = new Promise<Response>((resolve) => (answerLate = resolve));
    const fetch = (url: string) => {
      asked.push(url);
      return url.endsWith('/f1')
        ? late
        : Promise.resolve(new Response(url, { status: url.endsWith('/f0') ? 404 : 200 }));
    };
    let saved = 0;
    await expect(
      saveCatalogue(files(8), { cache, fetch, unredirect: async (r) => r, onSaved: () => saved++, atOnce: 2 }),
    ).rejects.toThrow('https://site/f0 answered 404');
    answerLate(new Response('late'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // f1 was under way when f0 failed: it may finish, but nothing is asked for after.
    expect(asked).toEqual(['https://site/f0', 'https://site/f1']);
    expect(entries.has('https://site/f0')).toBe(false);
    // Kept for the next attempt, but not reported: the install has failed, and the page knows.
    expect(entries.has('https://site/f1')).toBe(true);
    expect(saved).toBe(0);
  });

  it('fails when a file cannot be fetched at all', async () => {
    const { cache } = memoryCache();
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      saveCatalogue(files(3), { cache, fetch, unredirect: async (r) => r, onSaved: () => {} }),
    ).rejects.toThrow('Failed to fetch');
  });

  it('saves a redirected answer as made servable, not as it came', async () => {
    const { cache, entries } = memoryCache();
    const redirected = new Response('page');
    Object.defineProperty(redirected, 'redirected', { value: true });
    const servable = new Response('page, servable');
    await saveCatalogue(files(1), {
      cache,
      fetch: async () => redirected,
      unredirect: async (response) => (response === redirected ? servable : response),
      onSaved: () => {},
    });
    expect(entries.get('https://site/f0')).toBe(servable);
  });

  it('asks the pace before each file it fetches, not before one saved already', async () => {
    const list = files(5);
    const { cache } = memoryCache([list[2]!.cacheKey]);
    const events: string[] = [];
    await saveCatalogue(list, {
      cache,
      fetch: async (url) => (events.push(url), new Response(url)),
      unredirect: async (r) => r,
      onSaved: () => {},
      atOnce: 1,
      pace: async () => void events.push('pace'),
    });
    expect(events).toEqual(['pace', list[0]!.url, 'pace', list[1]!.url, 'pace', list[3]!.url, 'pace', list[4]!.url]);
  });
});
