import { afterEach, describe, expect, it, vi } from 'vitest';
import { pictureOrStandIn, standInByUrl, standInsOf, widthCandidates, withStandIns } from './picture-stand-ins';

const SRCSET = '/assets/a-1.avif 400w, /assets/a-2.avif 800w, /assets/a-3.avif 1200w';

describe('widthCandidates', () => {
  it('reads each URL and its width, and skips what is not a width', () => {
    expect(widthCandidates(' /x.avif 400w,/y.avif  800w , /z.avif 2x')).toEqual([
      { url: '/x.avif', width: 400 },
      { url: '/y.avif', width: 800 },
    ]);
  });
});

describe('standInsOf', () => {
  it('picks each picture’s widest file, in whatever order its srcset lists them', () => {
    const shuffled = '/assets/b-3.avif 1200w, /assets/b-1.avif 400w, /assets/b-2.avif 800w';
    expect(standInsOf([SRCSET, shuffled])).toEqual(
      new Map([
        ['assets/a-3.avif', ['assets/a-2.avif', 'assets/a-1.avif']],
        ['assets/b-3.avif', ['assets/b-2.avif', 'assets/b-1.avif']],
      ]),
    );
  });

  it('leaves out a picture with a single width, and lists a picture shown by two tables once', () => {
    expect(standInsOf(['/assets/c.avif 400w', SRCSET, SRCSET])).toEqual(
      new Map([['assets/a-3.avif', ['assets/a-2.avif', 'assets/a-1.avif']]]),
    );
  });
});

describe('withStandIns', () => {
  const entries = [
    { url: 'index.html', revision: '1' },
    { url: 'assets/a-1.avif', revision: null },
    { url: 'assets/a-2.avif', revision: null },
    { url: 'assets/a-3.avif', revision: null },
  ];

  it('drops the narrower files and marks the widest with them', () => {
    expect(withStandIns(entries, standInsOf([SRCSET]))).toEqual([
      { url: 'index.html', revision: '1' },
      { url: 'assets/a-3.avif', revision: null, standsInFor: ['assets/a-2.avif', 'assets/a-1.avif'] },
    ]);
  });

  it('fails when a stand-in is not in the list, rather than leave its picture with nothing offline', () => {
    expect(() => withStandIns(entries.slice(0, 3), standInsOf([SRCSET]))).toThrow(/assets\/a-3\.avif/);
  });

  it('maps each narrower file’s address to its stand-in’s, for the worker', () => {
    const marked = withStandIns(entries, standInsOf([SRCSET]));
    expect(standInByUrl(marked, 'https://site.test/sw.js')).toEqual(
      new Map([
        ['https://site.test/assets/a-2.avif', 'https://site.test/assets/a-3.avif'],
        ['https://site.test/assets/a-1.avif', 'https://site.test/assets/a-3.avif'],
      ]),
    );
  });
});

describe('pictureOrStandIn', () => {
  afterEach(() => vi.useRealTimers());

  const image = (body: string, status = 200) =>
    new Response(body, { status, headers: { 'content-type': status === 200 ? 'image/avif' : 'text/html' } });
  const savedStandIn = () => Promise.resolve(image('saved'));
  const noStandIn = () => Promise.resolve(undefined);

  it('gives the network’s picture when it comes in time, without reading the saved one', async () => {
    const standIn = vi.fn(savedStandIn);
    const answer = await pictureOrStandIn(() => Promise.resolve(image('network')), standIn, 50);
    expect(await answer.text()).toBe('network');
    expect(standIn).not.toHaveBeenCalled();
  });

  it('gives the stand-in when the network fails', async () => {
    const answer = await pictureOrStandIn(() => Promise.reject(new TypeError('offline')), savedStandIn, 50);
    expect(await answer.text()).toBe('saved');
  });

  it('gives the stand-in for an error page, or a page that is not an image (a captive portal’s)', async () => {
    const notFound = await pictureOrStandIn(() => Promise.resolve(image('missing', 404)), savedStandIn, 50);
    expect(await notFound.text()).toBe('saved');
    const portal = new Response('<html>', { headers: { 'content-type': 'text/html' } });
    const portalAnswer = await pictureOrStandIn(() => Promise.resolve(portal), savedStandIn, 50);
    expect(await portalAnswer.text()).toBe('saved');
  });

  it('gives the stand-in once the wait is over when the network hangs, and drops the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const answer = pictureOrStandIn(
      (given) => {
        signal = given;
        return new Promise<Response>(() => {});
      },
      savedStandIn,
      2000,
    );
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await answer).text()).toBe('saved');
    expect(signal?.aborted).toBe(true);
  });

  it('without a stand-in, waits for the network however long it takes, and gives what it gives', async () => {
    vi.useFakeTimers();
    let answerLate: (response: Response) => void = () => {};
    const answer = pictureOrStandIn(() => new Promise<Response>((resolve) => (answerLate = resolve)), noStandIn, 100);
    await vi.advanceTimersByTimeAsync(500);
    answerLate(image('late'));
    expect(await (await answer).text()).toBe('late');
    const failed = await pictureOrStandIn(() => Promise.reject(new TypeError('offline')), noStandIn, 100);
    expect(failed.type).toBe('error');
  });
});
