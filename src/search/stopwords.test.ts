import { describe, expect, it } from 'vitest';
import { tokenize } from './fold';
import { contentTerms, isStopWord } from './stopwords';

describe('contentTerms', () => {
  it("drops a question's stop words and keeps its content words", () => {
    expect(contentTerms('en', tokenize('do you do hot-foil on the spine?'))).toEqual(['hot', 'foil', 'spine']);
    expect(contentTerms('es', tokenize('¿Hacen estampación en caliente en el lomo?'))).toEqual([
      'estampacion',
      'caliente',
      'lomo',
    ]);
    expect(contentTerms('ca', tokenize('Feu estampació en calent al llom?'))).toEqual(['estampacio', 'calent', 'llom']);
    expect(contentTerms('fr', tokenize('Faites-vous le marquage à chaud sur le dos ?'))).toEqual([
      'marquage',
      'chaud',
      'dos',
    ]);
  });

  it('keeps a query of stop words only as it is, so it still searches', () => {
    expect(contentTerms('en', ['the'])).toEqual(['the']);
    expect(contentTerms('fr', ['de', 'la'])).toEqual(['de', 'la']);
  });

  it("reads the page's language's list only", () => {
    expect(isStopWord('en', 'the')).toBe(true);
    expect(isStopWord('es', 'the')).toBe(false);
    expect(isStopWord('es', 'de')).toBe(true);
  });

  it('holds folded words, as tokenize gives them, so an accented stop word is one too', () => {
    expect(isStopWord('fr', tokenize('à')[0]!)).toBe(true);
    expect(isStopWord('ca', tokenize('És')[0]!)).toBe(true);
  });
});
