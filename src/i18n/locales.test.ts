import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from './languages';

const ROOT = join(__dirname, '../../locales');

type Flat = Map<string, string>;
function flatten(node: unknown, prefix: string, out: Flat): Flat {
  if (typeof node === 'string') out.set(prefix, node);
  else if (Array.isArray(node)) node.forEach((item, i) => flatten(item, `${prefix}.${i}`, out));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const namespaces = readdirSync(join(ROOT, 'es')).filter((file) => file.endsWith('.json'));
const load = (lang: Lang, file: string): Flat =>
  flatten(JSON.parse(readFileSync(join(ROOT, lang, file), 'utf8')), '', new Map());

/**
 * Words that are the same in two of our languages on purpose: proper nouns, trade terms
 * and international words. Anything else identical across languages is a copy left untranslated.
 */
const SHARED_TERMS = new Set([
  'Cuttings',
  'Contact',
  'Services',
  'Cascades',
  'Menu',
  'Menú',
  'Marketing',
  'Navigation',
  'Catalogues',
  'Design',
  'Impression',
  '© {{year}} {{name}}',
  '{{service}}',
  'Instagram',
  'Nom complet',
  'Empresa',
  'Message',
  '(opcional)',
  'carrusel',
  'diapositiva',
  'Diapositiva anterior',
  '{{n}} de {{total}}',
  'Oficina',
  'Comercial',
  'E-mail',
  'Production',
  'Prototype',
  'Foto anterior',
  '{{current}} de {{total}}',
  'Sala {{current}} de {{total}}: {{room}}',
  'Sala anterior',
  'Fotos de la sala {{room}}',
  'NIF',
  'Nom',
  'Titular',
  'Empresa (opcional).',
  'Base jurídica',
  'Enviada',
]);

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    for (const lang of LANGUAGES) expect(readdirSync(join(ROOT, lang)).sort()).toEqual([...namespaces].sort());
  });

  for (const file of namespaces) {
    describe(file, () => {
      const byLang = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang, file)])) as Record<Lang, Flat>;

      it('has identical key sets in es, ca, en and fr', () => {
        const keys = [...byLang.es.keys()].sort();
        for (const lang of LANGUAGES) expect([...byLang[lang].keys()].sort(), lang).toEqual(keys);
      });

      it('has no empty strings', () => {
        for (const lang of LANGUAGES)
          for (const [key, value] of byLang[lang]) expect(value.trim(), `${lang} ${file} ${key}`).not.toBe('');
      });

      it('keeps the same {{placeholders}} in every language', () => {
        const placeholders = (value: string) => [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        for (const [key, value] of byLang.es)
          for (const lang of LANGUAGES)
            expect(placeholders(byLang[lang].get(key) ?? ''), `${lang} ${file} ${key}`).toEqual(placeholders(value));
      });

      it('translates every text rather than copying it from another language', () => {
        const copies: string[] = [];
        for (const [key, value] of byLang.es) {
          for (let i = 0; i < LANGUAGES.length; i++)
            for (let j = i + 1; j < LANGUAGES.length; j++) {
              const [a, b] = [LANGUAGES[i]!, LANGUAGES[j]!];
              const same = byLang[a].get(key) === byLang[b].get(key);
              if (same && /\p{L}{3}/u.test(byLang[a].get(key)!) && !SHARED_TERMS.has(byLang[a].get(key)!))
                copies.push(`${key}: ${a} = ${b} = "${byLang[a].get(key)}"`);
            }
          void value;
        }
        expect(copies).toEqual([]);
      });
    });
  }
});
