import { describe, expect, it } from 'vitest';
import { foldText, tokenize, writtenWords } from './fold';

describe('tokenize', () => {
  it('lower-cases and folds accents', () => {
    expect(tokenize('Tapicería ÉCHANTILLON Güell')).toEqual(['tapiceria', 'echantillon', 'guell']);
    expect(foldText('Ça')).toBe('ca');
  });

  it('splits at spaces, hyphens and punctuation, and keeps digits', () => {
    expect(tokenize('hot-foil, 24 h; A4')).toEqual(['hot', 'foil', '24', 'h', 'a4']);
  });

  it('never throws on emoji, RTL text, symbols or a long text', () => {
    expect(tokenize('🙂🧵 — ©')).toEqual([]);
    expect(tokenize('نسيج עברית')).toEqual(['نسيج', 'עברית']);
    expect(tokenize('x'.repeat(100_000))).toHaveLength(1);
  });
});

describe('writtenWords', () => {
  it('gives each written word its place and its terms', () => {
    const text = 'La Tapicería';
    expect(writtenWords(text).map((word) => [text.slice(word.start, word.end), word.terms])).toEqual([
      ['La', ['la']],
      ['Tapicería', ['tapiceria']],
    ]);
  });
});
