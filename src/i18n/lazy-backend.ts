import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, fetched with the first read instead of before the app starts: a first
 * load reads nothing (the page carries its own texts, see app/first-load.ts), so the backend's
 * code only comes when a later page or language needs a namespace.
 */
export function lazyHttpBackend(): BackendModule<HttpBackendOptions> {
  type Settings = [Services, HttpBackendOptions, InitOptions];
  let settings: Settings | null = null;
  let backend: Promise<BackendModule> | null = null;
  const loaded = () =>
    (backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      // It takes i18next's options too (retries, parallel reads), though its types leave them out.
      const Backend = HttpBackend as unknown as new (...args: Settings) => BackendModule;
      return new Backend(...settings!);
    }));
  return {
    type: 'backend',
    init(services, backendOptions, i18nextOptions) {
      settings = [services, backendOptions, i18nextOptions];
    },
    read(language, namespace, callback: ReadCallback) {
      loaded().then(
        (instance) => instance.read(language, namespace, callback),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
}
