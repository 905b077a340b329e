import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { textsSettled } from './texts-settled';

/** A backend whose reads are answered by the test: `answer(lang, ns)`; those never answered hang. */
function heldBackend() {
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

async function spanishInstance() {
  const held = heldBackend();
  const instance = i18next.createInstance();
  const ready = instance.use(held.backend).init({ lng: 'es', ns: ['common'], fallbackLng: false, initAsync: false });
  held.answer('es/common');
  await ready;
  return { instance, ...held };
}

const settledNow = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
};

describe('textsSettled', () => {
  it("waits for one language's namespaces only, not for the current language's texts still on their way", async () => {
    const { instance, reads, answer } = await spanishInstance();
    // The Spanish page asked for its services texts, which hang.
    void instance.loadNamespaces('services');
    expect(reads).toContain('es/services');
    const english = textsSettled(instance, 'en', ['common', 'services']);
    expect(reads).toEqual(expect.arrayContaining(['en/common', 'en/services']));
    answer('en/common');
    answer('en/services');
    expect(await settledNow(english)).toBe(true);
    expect(instance.hasResourceBundle('en', 'services')).toBe(true);
    // react-i18next's wait (i18n.loadLanguages), with every English text there, still waits for
    // the Spanish one: the reason for this module.
    expect(await settledNow(instance.loadLanguages('en') as Promise<void>)).toBe(false);
    answer('es/services');
    expect(await settledNow(instance.loadLanguages('en') as Promise<void>)).toBe(true);
  });

  it('resolves at once for texts that are there, and once a load has failed', async () => {
    const { instance, answer } = await spanishInstance();
    expect(await settledNow(textsSettled(instance, 'es', ['common']))).toBe(true);
    const failing = textsSettled(instance, 'en', ['contact']);
    expect(await settledNow(failing)).toBe(false);
    answer('en/contact', null);
    // i18next retries a failed read once it is told so; this backend says not to (false).
    expect(await settledNow(failing)).toBe(true);
    expect(instance.hasResourceBundle('en', 'contact')).toBe(false);
  });
});
