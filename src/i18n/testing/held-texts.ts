import i18next, { type BackendModule, type ReadCallback } from 'i18next';

/**
 * An i18next backend whose reads the test answers (`answer('en/contact')`, or with null to refuse
 * it); a read never answered hangs, as on a fair's Wi-Fi.
 */
export function heldBackend() {
  const waiting = new Map<string, ReadCallback>();
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      reads.push(`${language}/${namespace}`);
      waiting.set(`${language}/${namespace}`, callback);
    },
  };
  const answer = (key: string, texts: Record<string, string> | null = { title: key }) =>
    texts ? waiting.get(key)!(null, texts) : waiting.get(key)!(new Error('refused'), false);
  return { backend, reads, answer };
}

/** A Spanish i18next over a held backend, its common: texts there. */
export async function spanishInstance() {
  const held = heldBackend();
  const instance = i18next.createInstance();
  const ready = instance.use(held.backend).init({ lng: 'es', ns: ['common'], fallbackLng: false, initAsync: false });
  held.answer('es/common');
  await ready;
  return { instance, ...held };
}

/** Whether `promise` has settled once the callbacks already due have run. */
export async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
}
