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
 * Texts that are the same in some of our languages on purpose (proper nouns, trade terms,
 * international words), by namespace and key: the groups of languages that share them. Any
 * other text identical in two languages is a copy left untranslated.
 */
const SAME_ON_PURPOSE: Record<string, readonly string[]> = {
  'common:nav.services': ['en fr'], // "Services"
  'common:nav.cascades': ['ca en fr'], // "Cascades"
  'common:nav.cuttings': ['es ca en fr'], // "Cuttings"
  'common:nav.contact': ['en fr'], // "Contact"
  'common:nav.menu': ['es ca', 'en fr'], // "Menú", "Menu"
  'common:serviceNames.cascadas': ['ca en fr'], // "Cascades"
  'common:serviceNames.cuttings': ['es ca en fr'], // "Cuttings"
  'common:serviceNames.catalogos': ['en fr'], // "Catalogues"
  'common:footer.navigation': ['en fr'], // "Navigation"
  'common:footer.services': ['en fr'], // "Services"
  'common:footer.contact': ['en fr'], // "Contact"
  'common:footer.copyright': ['es ca en fr'], // "© {{year}} {{name}}"
  'common:cookies.categories.marketing.name': ['es en fr'], // "Marketing"
  'common:lightbox.previous': ['es ca'], // "Foto anterior"
  'common:lightbox.position': ['es ca'], // "{{current}} de {{total}}"
  'common:meta.services.title': ['en fr'], // "Services"
  'common:meta.cuttings.title': ['es ca en fr'], // "Cuttings"
  'common:meta.contact.title': ['en fr'], // "Contact"
  'common:meta.serviceDetail.title': ['es ca en fr'], // "{{service}}"
  'common:enquiry.fields.name': ['ca fr'], // "Nom complet"
  'common:enquiry.fields.company': ['es ca'], // "Empresa"
  'common:enquiry.fields.message': ['en fr'], // "Message"
  'common:outbox.state.sent': ['es ca'], // "Enviada"
  'common:carousel.roleCarousel': ['es ca'], // "carrusel"
  'common:carousel.roleSlide': ['es ca'], // "diapositiva"
  'common:carousel.slideLabel': ['es ca'], // "{{n}} de {{total}}"
  'common:carousel.previous': ['es ca'], // "Diapositiva anterior"
  'common:contactCard.office': ['es ca'], // "Oficina"
  'common:contactCard.commercial': ['es ca'], // "Comercial"
  'contact:hero.eyebrow': ['en fr'], // "Contact"
  'contact:form.optional': ['es ca'], // "(opcional)"
  'history:museum.announcement': ['es ca'], // "Sala {{current}} de {{total}}: {{room}}"
  'history:museum.previous': ['es ca'], // "Sala anterior"
  'history:museum.photosLabel': ['es ca'], // "Fotos de la sala {{room}}"
  'legal:shared.facts.taxId': ['es ca'], // "NIF"
  'legal:shared.storage.columns.name': ['ca fr'], // "Nom"
  'legal:shared.storage.columns.provider': ['es ca'], // "Titular"
  'legal:privacy.sections.data.fields.company': ['es ca'], // "Empresa (opcional)."
  'legal:privacy.sections.legalBasis.title': ['es ca'], // "Base jurídica"
  'location:phones.office': ['es ca'], // "Oficina"
  'services:categories.produccion': ['en fr'], // "Production"
  'services:images.design.gallery-3.title': ['en fr'], // "Prototype"
  'services:list.hero.eyebrow': ['en fr'], // "Services"
};

const sharedOnPurpose = (id: string, a: Lang, b: Lang) =>
  (SAME_ON_PURPOSE[id] ?? []).some((group) => group.split(' ').includes(a) && group.split(' ').includes(b));

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
        // A placeholder's format (`{{service, lowercase}}`) is the language's own; its name is shared.
        const placeholders = (value: string) =>
          [...value.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();
        for (const [key, value] of byLang.es)
          for (const lang of LANGUAGES)
            expect(placeholders(byLang[lang].get(key) ?? ''), `${lang} ${file} ${key}`).toEqual(placeholders(value));
      });

      it('translates every text rather than copying it from another language', () => {
        const ns = file.replace(/\.json$/, '');
        const copies: string[] = [];
        for (const key of byLang.es.keys())
          for (let i = 0; i < LANGUAGES.length; i++)
            for (let j = i + 1; j < LANGUAGES.length; j++) {
              const [a, b] = [LANGUAGES[i]!, LANGUAGES[j]!];
              const value = byLang[a].get(key)!;
              if (value === byLang[b].get(key) && /\p{L}{3}/u.test(value) && !sharedOnPurpose(`${ns}:${key}`, a, b))
                copies.push(`${ns}:${key}: ${a} = ${b} = "${value}"`);
            }
        expect(copies).toEqual([]);
      });

      it('lists as shared on purpose only texts that are still the same', () => {
        const ns = file.replace(/\.json$/, '');
        for (const [id, groups] of Object.entries(SAME_ON_PURPOSE)) {
          if (!id.startsWith(`${ns}:`)) continue;
          const key = id.slice(ns.length + 1);
          for (const group of groups) {
            const values = group.split(' ').map((lang) => byLang[lang as Lang].get(key));
            expect(new Set(values).size, `${id} (${group})`).toBe(1);
          }
        }
      });
    });
  }
});
