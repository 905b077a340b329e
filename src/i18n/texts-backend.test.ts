import i18next, { type ReadCallback, type ResourceKey } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTextsAhead, type TextsAhead } from './texts-ahead';
import { createTextsBackend } from './texts-backend';
import { localesUrl, textsRoot, textsUrl } from './options';

const ROOT = textsRoot('https://example.test', '0123456789ab');
const url = (lang: string, ns: string) => textsUrl(ROOT, lang as 'es', ns);
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

interface HttpOptions {
  alternateFetch?: (url: string) => Promise<Response> | undefined;
}

/**
 * A stand-in for i18next-http-backend: takes a response from `alternateFetch` when it gives one,
 * as the real one does; else answers with texts saying it fetched them itself.
 */
function fakeHttpBackend() {
  const built: unknown[][] = [];
  const reads: string[] = [];
  class Backend {
    private readonly options: HttpOptions;
    constructor(...args: unknown[]) {
      built.push(args);
      this.options = (args[1] ?? {}) as HttpOptions;
    }
    read(language: string, namespace: string, callback: ReadCallback) {
      reads.push(`${language}/${namespace}`);
      const fetched = this.options.alternateFetch?.(url(language, namespace));
      if (!fetched) return callback(null, { from: `http ${language} ${namespace}` });
      fetched.then((response) => response.json()).then((texts: ResourceKey) => callback(null, texts));
    }
  }
  const load = vi.fn(() => Promise.resolve({ default: Backend as never }));
  return { load, built, reads };
}

/** One read through the backend, as i18next asks for it. */
function read(backend: ReturnType<typeof createTextsBackend>, language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) =>
    backend.read(language, namespace, (error, data) => resolve({ error, data })),
  );
}

/** Texts that every fetch answers with, saying what was fetched. */
const answering = (): TextsAhead => createTextsAhead((address) => json({ fetched: address }));

describe('the texts backend', () => {
  it('gives a namespace fetched ahead without loading the HTTP backend', async () => {
    const ahead = createTextsAhead(() => json({ title: 'Hola' }));
    ahead.start([url('es', 'home')]);
    const http = fakeHttpBackend();
    const backend = createTextsBackend({ ahead, root: ROOT, importHttpBackend: http.load });
    expect(await read(backend, 'es', 'home')).toEqual({ error: null, data: { title: 'Hola' } });
    expect(http.load).not.toHaveBeenCalled();
  });

  it("starts fetching another text at once, beside the HTTP backend's code, which takes that response", async () => {
    const fetcher = vi.fn((address: string) => json({ title: address }));
    const http = fakeHttpBackend();
    let arrive = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve)).then(http.load);
    const backend = createTextsBackend({
      ahead: createTextsAhead(fetcher),
      root: ROOT,
      importHttpBackend: () => code,
    });
    const options = { loadPath: localesUrl(ROOT) };
    backend.init({} as never, options, { lng: 'fr' });
    const answer = read(backend, 'fr', 'contact');
    expect(fetcher).toHaveBeenCalledWith(url('fr', 'contact'));
    arrive();
    expect(await answer).toEqual({ error: null, data: { title: url('fr', 'contact') } });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(http.built).toEqual([[{}, { ...options, alternateFetch: expect.any(Function) }]]);
  });

  it('imports the HTTP backend once for many reads', async () => {
    const http = fakeHttpBackend();
    const backend = createTextsBackend({ ahead: answering(), root: ROOT, importHttpBackend: http.load });
    backend.init({} as never, {}, {});
    expect(
      await Promise.all([read(backend, 'ca', 'common'), read(backend, 'ca', 'legal'), read(backend, 'en', 'home')]),
    ).toEqual(
      [url('ca', 'common'), url('ca', 'legal'), url('en', 'home')].map((fetched) => ({
        error: null,
        data: { fetched },
      })),
    );
    expect(http.reads).toEqual(['ca/common', 'ca/legal', 'en/home']);
    expect(http.load).toHaveBeenCalledTimes(1);
    expect(http.built).toHaveLength(1);
  });

  it('asks the HTTP backend again for a text fetched ahead that failed, had an error status or a broken body', async () => {
    const answers: Record<string, () => Promise<Response>> = {
      [url('es', 'common')]: () => Promise.reject(new TypeError('Failed to fetch')),
      [url('es', 'home')]: () => Promise.resolve(new Response('busy', { status: 503 })),
      [url('es', 'history')]: () => Promise.resolve(new Response('{"title":')),
    };
    const ahead = createTextsAhead((address) => answers[address]!());
    ahead.start(Object.keys(answers));
    const http = fakeHttpBackend();
    const backend = createTextsBackend({ ahead, root: ROOT, importHttpBackend: http.load });
    for (const ns of ['common', 'home', 'history'])
      expect(await read(backend, 'es', ns)).toEqual({ error: null, data: { from: `http es ${ns}` } });
    expect(http.reads).toEqual(['es/common', 'es/home', 'es/history']);
  });

  it('fetches nothing itself for a language or namespace not ours: the HTTP backend, which vets them, is asked', async () => {
    const fetcher = vi.fn(() => json({}));
    const http = fakeHttpBackend();
    const backend = createTextsBackend({
      ahead: createTextsAhead(fetcher),
      root: ROOT,
      importHttpBackend: http.load,
    });
    await read(backend, '../../admin', 'common');
    await read(backend, 'es', 'secrets');
    expect(fetcher).not.toHaveBeenCalled();
    expect(http.reads).toEqual(['../../admin/common', 'es/secrets']);
  });

  it('reports a failed import of the HTTP backend as worth a retry; the retry takes the text already fetched, a later text imports again', async () => {
    const http = fakeHttpBackend();
    const load = vi
      .fn<typeof http.load>()
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
      .mockImplementation(http.load);
    const importFailed = vi.fn();
    const backend = createTextsBackend({ ahead: answering(), root: ROOT, importHttpBackend: load, importFailed });
    const failed = await new Promise<unknown[]>((resolve) => backend.read('ca', 'common', (...args) => resolve(args)));
    expect(failed[0]).toBeInstanceOf(TypeError);
    expect(failed[1]).toBe(true);
    expect(importFailed).toHaveBeenCalledWith(failed[0]);
    expect(await read(backend, 'ca', 'common')).toEqual({ error: null, data: { fetched: url('ca', 'common') } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await read(backend, 'ca', 'legal')).toEqual({ error: null, data: { fetched: url('ca', 'legal') } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves i18next: the first page from what was fetched ahead, a later namespace over HTTP, with no deprecation warning', async () => {
    const ahead = createTextsAhead((address) =>
      json({
        title: address.endsWith('common.json') ? 'Inici' : address.endsWith('contact.json') ? 'Contacte' : 'Història',
      }),
    );
    ahead.start([url('ca', 'common'), url('ca', 'contact')]);
    const http = fakeHttpBackend();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const instance = i18next.createInstance();
      await instance.use(createTextsBackend({ ahead, root: ROOT, importHttpBackend: http.load })).init({
        lng: 'ca',
        ns: ['common', 'contact'],
        defaultNS: 'common',
        fallbackLng: false,
        debug: true,
      });
      expect(instance.t('title')).toBe('Inici');
      expect(instance.t('contact:title')).toBe('Contacte');
      expect(http.load).not.toHaveBeenCalled();
      await instance.loadNamespaces('history');
      expect(instance.t('history:title')).toBe('Història');
      expect(http.reads).toEqual(['ca/history']);
      expect(warn.mock.calls.flat().join(' ')).not.toMatch(/deprecat/i);
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });
});
