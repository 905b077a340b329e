import { describe, expect, it, vi } from 'vitest';
import { createTextsAhead } from './texts-ahead';

const ok = (body: string) => Promise.resolve(new Response(body));

describe('texts fetched ahead', () => {
  it('fetches each address once, and hands its response over once', async () => {
    const fetcher = vi.fn((url: string) => ok(url));
    const ahead = createTextsAhead(fetcher);
    ahead.start(['/locales/es/common.json', '/locales/es/home.json']);
    ahead.start(['/locales/es/common.json']);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(await (await ahead.take('/locales/es/common.json'))!.text()).toBe('/locales/es/common.json');
    expect(ahead.take('/locales/es/common.json')).toBeUndefined();
  });

  it('has nothing for an address it never started: the caller fetches it itself', () => {
    const ahead = createTextsAhead((url) => ok(url));
    ahead.start(['/locales/es/common.json']);
    expect(ahead.take('/locales/fr/common.json')).toBeUndefined();
  });

  it('hands a failure to its taker, once, and reports none untaken', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const ahead = createTextsAhead(() => Promise.reject(new TypeError('Failed to fetch')));
      ahead.start(['/locales/es/common.json', '/locales/es/home.json']);
      await expect(ahead.take('/locales/es/common.json')).rejects.toThrow('Failed to fetch');
      expect(ahead.take('/locales/es/common.json')).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('shares one download with a reader beside the app, whether it reads before the fetch ahead or after', async () => {
    const fetcher = vi.fn((url: string) => ok(url));
    const ahead = createTextsAhead(fetcher);
    const early = ahead.share('/locales/es/common.json');
    ahead.start(['/locales/es/common.json']);
    const late = ahead.share('/locales/es/common.json');
    const taken = ahead.take('/locales/es/common.json')!;
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(await Promise.all([early, late, taken].map(async (response) => (await response).text()))).toEqual([
      '/locales/es/common.json',
      '/locales/es/common.json',
      '/locales/es/common.json',
    ]);
  });

  it('shares the download with a reader who comes after the app has taken and read it', async () => {
    const fetcher = vi.fn((url: string) => ok(url));
    const ahead = createTextsAhead(fetcher);
    ahead.start(['/locales/es/common.json']);
    expect(await (await ahead.take('/locales/es/common.json'))!.text()).toBe('/locales/es/common.json');
    for (let reader = 0; reader < 2; reader++) {
      expect(await (await ahead.share('/locales/es/common.json')).text()).toBe('/locales/es/common.json');
    }
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('lets a later reader fetch again after a shared fetch failed (offline at load, online later)', async () => {
    const fetcher = vi
      .fn<(url: string) => Promise<Response>>()
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementation(ok);
    const ahead = createTextsAhead(fetcher);
    await expect(ahead.share('/locales/es/common.json')).rejects.toThrow('Failed to fetch');
    expect(await (await ahead.share('/locales/es/common.json')).text()).toBe('/locales/es/common.json');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('hands an answer that is not ok to the reader who asked, and lets the next fetch again', async () => {
    const fetcher = vi
      .fn<(url: string) => Promise<Response>>()
      .mockImplementationOnce(() => Promise.resolve(new Response('busy', { status: 503 })))
      .mockImplementation(ok);
    const ahead = createTextsAhead(fetcher);
    expect((await ahead.share('/locales/es/common.json')).status).toBe(503);
    expect(await (await ahead.share('/locales/es/common.json')).text()).toBe('/locales/es/common.json');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
