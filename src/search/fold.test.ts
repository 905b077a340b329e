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

describe('the Catalan middle dot', () => {
  it('makes col·lecció, col.lecció, col•lecció and colleccio one term', () => {
    for (const written of ['col·lecció', 'col.lecció', 'col•lecció', 'colleccio', 'COL·LECCIÓ', 'col‧lecció'])
      expect(tokenize(written), written).toEqual(['colleccio']);
  });

  it('leaves a full stop between other letters a separator', () => {
    expect(tokenize('final.Luego')).toEqual(['final', 'luego']);
  });
});

describe('apostrophes and elisions', () => {
  it('drops the elided article, with either apostrophe, and keeps the word', () => {
    expect(tokenize("l'enquadernació")).toEqual(['enquadernacio']);
    expect(tokenize('d’échantillons')).toEqual(['echantillons']);
    expect(tokenize("qu'il s'adapte, n'est, jusqu'à")).toEqual(['il', 'adapte', 'est', 'a']);
  });

  it("drops the clitic after the apostrophe: Catalan pronouns, English 's and n't", () => {
    expect(tokenize("Truca'ns")).toEqual(['truca']);
    expect(tokenize("the customer's studio")).toEqual(['the', 'customer', 'studio']);
  });

  it('keeps what is not an elision, and a lone apostrophe is a separator', () => {
    expect(tokenize("rock'n'roll")).toEqual(['rock', 'n', 'roll']);
    expect(tokenize("' l' '")).toEqual(['l']);
  });
});

describe('writtenWords across apostrophes, hyphens and the middle dot', () => {
  it('keeps each written word whole, with the terms it folds to', () => {
    const text = "L'enquadernació hot-foil, col·lecció.";
    expect(writtenWords(text).map((word) => [text.slice(word.start, word.end), word.terms])).toEqual([
      ["L'enquadernació", ['enquadernacio']],
      ['hot-foil', ['hot', 'foil']],
      ['col·lecció', ['colleccio']],
    ]);
  });
});
