import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseGlossary } from '../../src/i18n/copy-rules.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { glossarySynonyms, synonymsIn, termForms } from './search-synonyms.ts';
import { productNamesOf } from './search-index.ts';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));
const GLOSSARY = parseGlossary(readFileSync(`${LOCALES}/GLOSSARY.md`, 'utf8'));
const synonymsOf = (lang: Lang) => glossarySynonyms(GLOSSARY, lang, productNamesOf(LOCALES, lang));

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
  it("takes the glossary's single-word variants and a product's other names, not its patterns nor its phrases", () => {
    const fr = synonymsOf('fr');
    const variants = fr.flatMap((synonym) => synonym.variants);
    expect(variants).toContain('nuancier');
    expect(variants).toContain('carte de coloris');
    expect(variants).not.toContain('société à responsabilité limitée');
    expect(variants.some((variant) => variant.startsWith('/'))).toBe(false);
    const en = synonymsOf('en').flatMap((synonym) => synonym.variants);
    expect(en).toContain('shade card');
    expect(en).not.toContain('/\\bcolor/');
    expect(en).toContain('e-mail');
    expect(en).not.toContain('and feel');
    expect(variants).not.toContain('société limitée');
    expect(variants).toContain('SARL');
    expect(synonymsOf('ca').flatMap((synonym) => synonym.variants)).not.toContain('a casa');
    expect(synonymsOf('ca').flatMap((synonym) => synonym.variants)).not.toContain('màquina de reblar');
  });

  it('gives a text the variants of the terms it uses, word for word and regardless of accents', () => {
    const es = synonymsOf('es');
    expect(synonymsIn('', 'Imprimimos la cubierta del muestrario.', es)).toEqual(['portada', 'portadas']);
    expect(synonymsIn('', 'Cubiertas y etiquetas.', es)).toEqual(['portada', 'portadas']);
    expect(synonymsIn('', 'Cubren y etiquetan.', es)).toEqual([]);
    const fr = synonymsOf('fr');
    expect(synonymsIn('', 'Nos Cartes Couleurs', fr)).toContain('nuancier');
  });

  it('repeats the variants as often as the text uses the term, up to a bound, and most for a page about it', () => {
    const fr = synonymsOf('fr');
    const count = (about: string, text: string) =>
      synonymsIn(about, text, fr).filter((variant) => variant === 'nuancier').length;
    expect(count('', 'Cartes couleurs : une carte couleurs par tissu.')).toBe(2);
    expect(count('', 'carte couleurs '.repeat(20))).toBe(6);
    expect(count('Cartes couleurs', 'Une carte.')).toBe(12);
  });
});
