import { describe, expect, it } from 'vitest';
import { createTextsByLanguage, fillIn, phrasesFrom } from './page-texts';
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

describe('fillIn', () => {
  it('fills each placeholder, as often as it comes, and leaves an unknown one as written', () => {
    expect(fillIn('{{done}} de {{total}} ({{done}})', { done: 3, total: 120 })).toBe('3 de 120 (3)');
    expect(fillIn('Listo ({{ size }})', { size: '1,2 MB' })).toBe('Listo (1,2 MB)');
    expect(fillIn('{{size}} {{other}}', { size: '5 kB' })).toBe('5 kB {{other}}');
  });

  it('puts a value in as it is, without reading what it holds', () => {
    expect(fillIn('{{size}}', { size: '<b>{{done}}</b> $&' })).toBe('<b>{{done}}</b> $&');
  });
});

describe('phrasesFrom', () => {
  const phrases = { hello: ['name'], bye: [] } as const;

  it('takes a part whole, with each phrase and its placeholders', () => {
    const common = { greeting: { hello: 'Hola, {{name}}', bye: 'Adiós', extra: 'kept' } };
    expect(phrasesFrom(common, 'greeting', phrases)).toEqual(common.greeting);
  });

  it('is null for a missing part, phrase or placeholder, an empty or non-text phrase, or another shape', () => {
    expect(phrasesFrom({}, 'greeting', phrases)).toBeNull();
    expect(phrasesFrom({ greeting: { hello: 'Hola, {{name}}' } }, 'greeting', phrases)).toBeNull();
    expect(phrasesFrom({ greeting: { hello: 'Hola', bye: 'Adiós' } }, 'greeting', phrases)).toBeNull();
    expect(phrasesFrom({ greeting: { hello: 'Hola, {{name}}', bye: '' } }, 'greeting', phrases)).toBeNull();
    expect(phrasesFrom({ greeting: { hello: 'Hola, {{name}}', bye: 3 } }, 'greeting', phrases)).toBeNull();
    expect(phrasesFrom({ greeting: ['hello'] }, 'greeting', phrases)).toBeNull();
    expect(phrasesFrom('greeting', 'greeting', phrases)).toBeNull();
  });
});
