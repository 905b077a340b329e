import { describe, expect, it } from 'vitest';
import { textsSettled } from './texts-settled';
import { settledNow, spanishInstance } from './testing/held-texts';

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
