import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packFileName } from './catalogue-packs';
import { saveCatalogue, type CatalogueCache, type CatalogueFile } from './save-catalogue';
import { STORED_CODING } from './stored-compression';

const files = (count: number): CatalogueFile[] =>
  Array.from({ length: count }, (_, i) => ({
    url: `https://site/f${i}`,
    cacheKey: `https://site/f${i}`,
    revisioned: false,
  }));

function memoryCache(saved: string[] = []) {
  const entries = new Map<string, Response>(saved.map((key) => [key, new Response('old')]));
  /** Which way each file was put: as the network answered it, or in its stored form (from a pack). */
  const how = new Map<string, 'put' | 'putStored'>();
  const cache: CatalogueCache = {
    savedKeys: async () => new Set(entries.keys()),
    put: async (key, response) => void (entries.set(key, response), how.set(key, 'put')),
    putStored: async (key, response) => void (entries.set(key, response), how.set(key, 'putStored')),
  };
  return { cache, entries, how };
}

/** A pack's URL, named by its bytes as the build names it. */
const packUrl = (body: string) => `https://site/${packFileName(createHash('sha256').update(body).digest('hex'))}`;
const P0 = packUrl('f0f1f2');
const P1 = packUrl('f3f4f5');

/**
 * Two packs of three files each (f0–f2 in P0, f3–f5 in P1) and a file on its own (f6): each file's
 * body in its pack is its name, f1 stored gzipped.
 */
function packedFiles(): { list: CatalogueFile[]; packs: Map<string, string> } {
  const list = files(7);
  const packs = new Map<string, string>();
  for (const [pack, members] of [
    [P0, [0, 1, 2]],
    [P1, [3, 4, 5]],
  ] as const) {
    const bodies = members.map((i) => `f${i}`);
    packs.set(pack, bodies.join(''));
    let offset = 0;
    members.forEach((i, at) => {
      const length = bodies[at]!.length;
      list[i]!.packed = {
        pack,
        packSize: bodies.join('').length,
        offset,
        length,
        contentType: 'text/plain',
        ...(i === 1 ? { storedCoding: 'gzip' } : {}),
      };
      offset += length;
    });
  }
  return { list, packs };
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

  describe('in packs', () => {
    const serve =
      (packs: Map<string, string>, asked: string[], broken: (url: string) => Response | null = () => null) =>
      async (url: string) => {
        asked.push(url);
        const wrong = broken(url);
        if (wrong) return wrong;
        return new Response(packs.get(url) ?? url, {
          headers: {
            'content-security-policy': "default-src 'self'",
            'cache-control': 'immutable',
            'content-type': 'application/octet-stream',
          },
        });
      };

    /** Saves `packedFiles()` with those of `savedKeys` saved already: what was asked for, kept and counted. */
    async function savePacked({
      savedKeys = [],
      broken,
      atOnce,
    }: { savedKeys?: string[]; broken?: (url: string) => Response | null; atOnce?: number } = {}) {
      const { list, packs } = packedFiles();
      const { cache, entries, how } = memoryCache(savedKeys);
      const asked: string[] = [];
      let saved = 0;
      await saveCatalogue(list, {
        cache,
        fetch: serve(packs, asked, broken),
        unredirect: async (r) => r,
        onSaved: () => saved++,
        ...(atOnce === undefined ? {} : { atOnce }),
      });
      return { asked, entries, how, saved };
    }

    it('fetches a pack none of whose files is saved once, and keeps each file as a direct fetch would have', async () => {
      const { asked, entries, how, saved } = await savePacked();
      expect(asked.sort()).toEqual([P0, P1, 'https://site/f6'].sort());
      expect(saved).toBe(7);
      expect(await entries.get('https://site/f4')!.text()).toBe('f4');
      expect(how.get('https://site/f4')).toBe('putStored');
      expect(how.get('https://site/f6')).toBe('put');
      const headers = entries.get('https://site/f1')!.headers;
      expect(headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(headers.get('content-type')).toBe('text/plain');
      expect(headers.get('content-length')).toBe('2');
      expect(headers.get(STORED_CODING)).toBe('gzip');
      expect(headers.get('cache-control')).toBeNull();
      expect(entries.get('https://site/f0')!.headers.get(STORED_CODING)).toBeNull();
    });

    it('skips a pack whose files are all saved, and fetches only the missing files of one partly saved', async () => {
      const { asked, how, saved } = await savePacked({
        savedKeys: [0, 1, 2, 4].map((i) => `https://site/f${i}`),
      });
      expect(asked.sort()).toEqual(['https://site/f3', 'https://site/f5', 'https://site/f6']);
      expect(how.get('https://site/f3')).toBe('put');
      expect(saved).toBe(7);
    });

    for (const [what, broken] of [
      ['answers with an error', () => new Response('', { status: 503 })],
      ['comes short', () => new Response('f3f4')],
      ['comes whole but altered', () => new Response('f3F4f5')],
      [
        'cannot be fetched',
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ] as const)
      it(`fetches the files of a pack that ${what} one by one`, async () => {
        const { asked, entries, how, saved } = await savePacked({
          broken: (url) => (url === P1 ? broken() : null),
          atOnce: 1,
        });
        expect(asked).toEqual([P0, P1, 'https://site/f3', 'https://site/f4', 'https://site/f5', 'https://site/f6']);
        expect(how.get('https://site/f4')).toBe('put');
        expect(await entries.get('https://site/f4')!.text()).toBe('https://site/f4');
        expect(saved).toBe(7);
      });

    it('fails as before when a file of a failed pack fails on its own too', async () => {
      const { list, packs } = packedFiles();
      const { cache } = memoryCache();
      const asked: string[] = [];
      await expect(
        saveCatalogue(list, {
          cache,
          fetch: serve(packs, asked, (url) =>
            url === P1 || url.endsWith('/f4') ? new Response('', { status: 404 }) : null,
          ),
          unredirect: async (r) => r,
          onSaved: () => {},
          atOnce: 1,
        }),
      ).rejects.toThrow('https://site/f4 answered 404');
      expect(asked).not.toContain('https://site/f5');
    });

    it('asks the pace before a pack is fetched and before each of its files is put', async () => {
      const { list, packs } = packedFiles();
      const events: string[] = [];
      const { cache } = memoryCache();
      await saveCatalogue(list.slice(0, 3), {
        cache: {
          ...cache,
          putStored: async (key, response) => (events.push(`put ${key}`), cache.putStored(key, response)),
        },
        fetch: serve(packs, events),
        unredirect: async (r) => r,
        onSaved: () => {},
        atOnce: 1,
        pace: async () => void events.push('pace'),
      });
      expect(events).toEqual([
        'pace',
        P0,
        'pace',
        'put https://site/f0',
        'pace',
        'put https://site/f1',
        'pace',
        'put https://site/f2',
      ]);
    });
  });
});
