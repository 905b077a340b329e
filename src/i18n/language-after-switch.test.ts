import { describe, expect, it, vi } from 'vitest';
import { languageAfterSwitch, switchLanguageTo } from './language-after-switch';
import { spanishInstance } from './testing/held-texts';

describe('the language i18next is headed for', () => {
  it('is its language when no switch is under way', async () => {
    const { instance } = await spanishInstance();
    expect(languageAfterSwitch(instance)).toBe('es');
  });

  it('is the language asked for while its texts are still coming, and its language once they have', async () => {
    const { instance, answer } = await spanishInstance();
    const switched = instance.changeLanguage('en');
    expect(instance.language).toBe('es');
    expect(languageAfterSwitch(instance)).toBe('en');
    answer('en/common');
    await switched;
    expect(instance.language).toBe('en');
    expect(languageAfterSwitch(instance)).toBe('en');
  });

  it('a link back into the language being left takes it back: the first switch does not settle into the language left', async () => {
    const { instance, answer } = await spanishInstance();
    switchLanguageTo(instance, 'en');
    expect(languageAfterSwitch(instance)).toBe('en');
    switchLanguageTo(instance, 'es');
    expect(languageAfterSwitch(instance)).toBe('es');
    answer('en/common');
    await vi.waitFor(() => expect(languageAfterSwitch(instance)).toBe(instance.language));
    expect(instance.language).toBe('es');
  });

  it('asks nothing of i18next for the language it is in, or headed for', async () => {
    const { instance, reads } = await spanishInstance();
    const changed = vi.fn();
    instance.on('languageChanged', changed);
    switchLanguageTo(instance, 'es');
    switchLanguageTo(instance, 'en');
    switchLanguageTo(instance, 'en');
    expect(reads).toEqual(['es/common', 'en/common']);
    expect(changed).not.toHaveBeenCalled();
  });
});
