import { afterEach, describe, expect, it, vi } from 'vitest';
import * as emailjs from '@emailjs/browser';
import { EMPTY_FIELDS, toTemplateParams } from './payload';
import { createSender, parseRetryAfter } from './send';

const target = { serviceId: 'service_x', templateId: 'template_y', publicKey: 'key_z', origin: 'https://api.test' };
const params = toTemplateParams(
  { ...EMPTY_FIELDS, name: 'Anna', email: 'anna@example.com', message: 'Hola' },
  { submissionId: 'id1', toName: 'Mostrari' },
);

/** A fetch that records each request and answers with `response` (or throws it). */
function recordingFetch(response: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return response();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sending an enquiry', () => {
  it('makes the very request @emailjs/browser makes: URL, method, content type and body', async () => {
    const library = recordingFetch(() => new Response('OK'));
    vi.stubGlobal('fetch', library.fetch);
    // The library reads the page's path (for its rate limit, which is off) as it sends.
    vi.stubGlobal('location', new URL('https://site.test/contacto'));
    emailjs.init({ publicKey: target.publicKey }, target.origin);
    await emailjs.send(target.serviceId, target.templateId, { ...params });

    const ours = recordingFetch(() => new Response('OK'));
    expect(await createSender({ target, fetch: ours.fetch })(params)).toEqual({ kind: 'sent' });

    const [theirs] = library.calls;
    const [mine] = ours.calls;
    expect(mine!.url).toBe(theirs!.url);
    expect(mine!.init.method).toBe(theirs!.init.method);
    expect(mine!.init.headers).toEqual(theirs!.init.headers);
    expect(JSON.parse(mine!.init.body as string)).toEqual(JSON.parse(theirs!.init.body as string));
    expect(mine!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports a refusal with its status, text and Retry-After', async () => {
    const { fetch } = recordingFetch(
      () => new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '7' } }),
    );
    expect(await createSender({ target, fetch })(params)).toEqual({
      kind: 'failed',
      status: 429,
      text: 'Too Many Requests',
      retryAfterMs: 7000,
    });
  });

  it('tells a network failure from a request that did not answer in time', async () => {
    const { fetch } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await createSender({ target, fetch })(params)).toEqual({ kind: 'network' });

    vi.useFakeTimers();
    const hanging = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const sending = createSender({ target, fetch: hanging as unknown as typeof fetch, timeoutMs: 10_000 })(params);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(hanging.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toEqual({ kind: 'timeout' });
  });

  it('bounds the wait for the answer text too', async () => {
    vi.useFakeTimers();
    const body = (signal: AbortSignal) =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('O'));
          signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => new Response(body(init!.signal!)));
    const sending = createSender({ target, fetch: fetch as unknown as typeof globalThis.fetch, timeoutMs: 1000 })(
      params,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await sending).toEqual({ kind: 'timeout' });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-05-04T10:00:00Z');
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Mon, 04 May 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Mon, 04 May 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});
