import { describe, expect, it } from 'vitest';
import { createTextsByLanguage } from './page-texts';
import type { Lang } from './languages';

describe('createTextsByLanguage', () => {
  it('loads each language once and keeps it', async () => {
    const asked: Lang[] = [];
    const textsIn = createTextsByLanguage(async (lang) => (asked.push(lang), `texts in ${lang}`));
    expect(await textsIn('ca')).toBe('texts in ca');
    expect(await textsIn('ca')).toBe('texts in ca');
    expect(await textsIn('fr')).toBe('texts in fr');
    expect(asked).toEqual(['ca', 'fr']);
  });

  it('forgets a load that failed, so the next ask loads again', async () => {
    let attempts = 0;
    const textsIn = createTextsByLanguage(async (lang) => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return `texts in ${lang}`;
    });
    await expect(textsIn('en')).rejects.toThrow('offline');
    expect(await textsIn('en')).toBe('texts in en');
    expect(await textsIn('en')).toBe('texts in en');
    expect(attempts).toBe(2);
  });
});
