import type { BackendModule, ReadCallback, ResourceKey, Services } from 'i18next';
import type HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { textsUrl } from './options';
import { isLang } from './languages';
import { isNamespace } from './namespaces';
import type { TextsAhead } from './texts-ahead';

type HttpBackendClass = typeof HttpBackend;

export interface TextsBackendDeps {
  /** Texts fetched ahead (texts-ahead.ts), taken before anything is fetched here. */
  ahead: TextsAhead;
  /** Where the page's texts are (options.ts, textsRoot), as the addresses fetched ahead were made with it. */
  root: string;
  /** Imports i18next-http-backend's code; by default its own chunk. */
  importHttpBackend?: () => Promise<{ default: HttpBackendClass }>;
  /**
   * Hears first of a failed import of that code, which is this backend's to handle (i18next is
   * told to retry): the app marks it so, lest the page-wide rule for a chunk gone after a deploy
   * reload the page (pwa/reload-once.ts), which would be the page being left when a link's
   * texts are fetched.
   */
  importFailed?: (error: unknown) => void;
}

/**
 * The browser's backend for texts. A namespace fetched ahead is taken from there: the first
 * page's, which the boot script starts fetching with the app's code. Anything else (another
 * page's, another language's) and anything fetched ahead that failed goes to i18next-http-backend,
 * whose code is imported only then: a first visit hydrates without it (7 KB minified, 2.4 KB
 * gzip), and a visit that never leaves its page never loads it. Its handling stays whole: the
 * safe address, the status codes that ask for a retry, the parsing. So that its code is not one
 * more round trip before such a text, the text's fetch starts at once, beside the import, and
 * the HTTP backend takes that response (its `alternateFetch` option) instead of asking again.
 */
export function createTextsBackend({
  ahead,
  root,
  importHttpBackend = () => import('./http-backend'),
  importFailed = () => {},
}: TextsBackendDeps): BackendModule<HttpBackendOptions> {
  // What i18next gives at init, less its own options (the HTTP backend reads those only to reload
  // texts on a timer, and its types leave them out).
  let setUp: [Services, HttpBackendOptions] | undefined;
  let code: Promise<HttpBackendClass> | undefined;
  let http: InstanceType<HttpBackendClass> | undefined;

  // Imported once; a failed import (offline before the worker has the site) is tried again by
  // the next read, as i18next retries a read that asks for it.
  const httpBackendCode = () =>
    (code ??= importHttpBackend().then(
      (module) => module.default,
      (error: unknown) => {
        importFailed(error);
        code = undefined;
        throw error;
      },
    ));

  const httpBackend = (Backend: HttpBackendClass) => {
    const [services, options] = setUp ?? [];
    return (http ??= new Backend(services, { ...options, alternateFetch: (url: string) => ahead.take(url) }));
  };

  const fromHttp = (language: string, namespace: string, callback: ReadCallback) =>
    httpBackendCode().then(
      (Backend) => httpBackend(Backend).read(language, namespace, callback),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );

  return {
    type: 'backend',
    callbackApi: true,
    init(services: Services, backendOptions: HttpBackendOptions) {
      setUp = [services, backendOptions];
    },
    read(language, namespace, callback) {
      const url = isLang(language) && isNamespace(namespace) ? textsUrl(root, language, namespace) : null;
      const fetched = url ? ahead.take(url) : undefined;
      if (fetched) {
        fetched
          .then((response) => (response.ok ? (response.json() as Promise<ResourceKey>) : Promise.reject(response)))
          .then(
            (texts) => callback(null, texts),
            // A failed fetch, an error status or a broken body: asked again the usual way.
            () => fromHttp(language, namespace, callback),
          );
        return;
      }
      // Only our own languages and namespaces are fetched before the HTTP backend has vetted them.
      if (url) ahead.start([url]);
      void fromHttp(language, namespace, callback);
    },
  };
}
