import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGlossary } from '../../src/i18n/copy-rules.ts';
import { glossarySynonyms, synonymsIn, termForms } from './search-synonyms.ts';

const GLOSSARY = parseGlossary(readFileSync(new URL('../../locales/GLOSSARY.md', import.meta.url), 'utf8'));

describe('termForms', () => {
  it('reads the forms of a Term cell, plurals included, notes and placeholders left out', () => {
    expect(termForms('carte couleurs (pl. cartes couleurs)')).toEqual([
      ['carte', 'couleurs'],
      ['cartes', 'couleurs'],
    ]);
    expect(termForms('printing; the place: print shop')).toEqual([['printing'], ['print', 'shop']]);
    expect(termForms('muestrario(s)')).toEqual([['muestrario']]);
    expect(termForms('échantillonnage; pl. for the products')).toEqual([['echantillonnage']]);
    expect(termForms('en menos de {{replyHours}} horas, contadas de lunes a viernes')).toEqual([]);
  });
});

describe('glossarySynonyms', () => {
  it("takes the glossary's literal variants, not its patterns nor its longer phrases", () => {
    const fr = glossarySynonyms(GLOSSARY, 'fr');
    const variants = fr.flatMap((synonym) => synonym.variants);
    expect(variants).toContain('nuancier');
    expect(variants).toContain('carte de coloris');
    expect(variants).not.toContain('société à responsabilité limitée');
    expect(variants.some((variant) => variant.startsWith('/'))).toBe(false);
    const en = glossarySynonyms(GLOSSARY, 'en').flatMap((synonym) => synonym.variants);
    expect(en).toContain('shade card');
    expect(en).not.toContain('/\\bcolor/');
  });

  it('gives a text the variants of the terms it uses, word for word and regardless of accents', () => {
    const es = glossarySynonyms(GLOSSARY, 'es');
    expect(synonymsIn('', 'Imprimimos la cubierta del muestrario.', es)).toEqual(['portada', 'portadas']);
    expect(synonymsIn('', 'Cubiertas y etiquetas.', es)).toEqual(['portada', 'portadas']);
    expect(synonymsIn('', 'Cubren y etiquetan.', es)).toEqual([]);
    const fr = glossarySynonyms(GLOSSARY, 'fr');
    expect(synonymsIn('', 'Nos Cartes Couleurs', fr)).toContain('nuancier');
  });

  it('repeats the variants as often as the text uses the term, up to a bound, and most for a page about it', () => {
    const fr = glossarySynonyms(GLOSSARY, 'fr');
    const count = (about: string, text: string) =>
      synonymsIn(about, text, fr).filter((variant) => variant === 'nuancier').length;
    expect(count('', 'Cartes couleurs : une carte couleurs par tissu.')).toBe(2);
    expect(count('', 'carte couleurs '.repeat(20))).toBe(6);
    expect(count('Cartes couleurs', 'Une carte.')).toBe(12);
  });
});
