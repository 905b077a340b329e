import type { ServiceId } from './catalog';
import { serviceCard, type ServiceCardData } from './services';
import { BINDING_CAROUSEL, DESIGN_GALLERY, PRINTING_CAROUSEL, VARIOUS_GALLERY, type Gallery } from './galleries';
import { iconTextItems, textItems, type IconTextItem, type TextItem } from './text-items';

/**
 * What each services page is made of: its sections, benefits and the services it suggests next.
 * The counts are the spec's (§9); the texts live in locales/{lang}/services.json.
 */

/** The generic service page (cascades, books, colour cards, cuttings, spines, catalogues). */
export const DETAIL_PAGE = {
  steps: textItems('services:detail.steps', ['briefing', 'selection', 'design', 'production', 'assembly', 'delivery']),
} satisfies { steps: readonly TextItem[] };

/**
 * A section of a service page. Its texts are named by their keys; a list or gallery section
 * holds its data.
 */
export type ServiceSection =
  | { kind: 'text'; titleKey: string; textKey: string }
  | { kind: 'gallery'; titleKey: string; introKey?: string; labelKey: string; gallery: Gallery }
  | { kind: 'process'; titleKey: string; introKey?: string; steps: readonly TextItem[] }
  | { kind: 'features'; titleKey: string; introKey?: string; items: readonly IconTextItem[] }
  | { kind: 'cards'; titleKey: string; introKey?: string; cards: readonly ServiceCardData[] };

/**
 * A service's own page (design, printing, binding, various), drawn by pages/service: its hero
 * (services:{texts}.hero.*), its sections in order, the benefits beside them, the services it
 * suggests next, and a call to action below the page or, in place of the contact card, beside it.
 */
export interface ServicePage {
  texts: string;
  sections: readonly ServiceSection[];
  benefitsTitleKey: string;
  benefits: readonly TextItem[];
  complementary: readonly ServiceId[];
  complementaryIntroKey: string;
  cta: { place: 'below' | 'aside'; titleKey: string; textKey: string; buttonKey: string };
}

/** The keys of a service page's own texts, all below services:{texts}. */
function keysOf(texts: string) {
  const key = (name: string) => `services:${texts}.${name}`;
  return {
    text: (name: string) => ({ kind: 'text' as const, titleKey: key(`${name}.title`), textKey: key(`${name}.text`) }),
    gallery: (gallery: Gallery, withIntro = false) => ({
      kind: 'gallery' as const,
      titleKey: key('galleryTitle'),
      ...(withIntro && { introKey: key('galleryIntro') }),
      labelKey: key('galleryLabel'),
      gallery,
    }),
    process: (steps: readonly TextItem[], withIntro = false) => ({
      kind: 'process' as const,
      titleKey: key('processTitle'),
      ...(withIntro && { introKey: key('processIntro') }),
      steps,
    }),
    features: (items: readonly IconTextItem[], withIntro = false) => ({
      kind: 'features' as const,
      titleKey: key('featuresTitle'),
      ...(withIntro && { introKey: key('featuresIntro') }),
      items,
    }),
    page: (
      page: Pick<ServicePage, 'sections' | 'benefits' | 'complementary'>,
      ctaPlace: ServicePage['cta']['place'],
    ) => ({
      texts,
      ...page,
      benefitsTitleKey: key('benefitsTitle'),
      complementaryIntroKey: key('complementaryIntro'),
      cta: { place: ctaPlace, titleKey: key('cta.title'), textKey: key('cta.text'), buttonKey: key('cta.button') },
    }),
  };
}

const SAMPLE_TYPES: readonly ServiceId[] = ['cascadas', 'libros', 'cartas-colores', 'cuttings', 'lomeras', 'catalogos'];

const design = keysOf('design');
const printing = keysOf('printing');
const binding = keysOf('binding');
const various = keysOf('various');

/** The services with a page of their own, by id; the route table's row names the screen. */
export const SERVICE_PAGES: Readonly<Partial<Record<ServiceId, ServicePage>>> = {
  diseno: design.page(
    {
      sections: [
        design.text('intro'),
        design.gallery(DESIGN_GALLERY),
        design.process(
          textItems('services:design.steps', ['briefing', 'concept', 'prototype', 'approval', 'handover']),
          true,
        ),
        {
          // The kinds of sample book the studio designs, each presented from the design side.
          kind: 'cards',
          titleKey: 'services:design.sampleTypesTitle',
          introKey: 'services:design.sampleTypesIntro',
          cards: SAMPLE_TYPES.map((id) => ({ ...serviceCard(id), textKey: `services:design.sampleTypes.${id}` })),
        },
      ],
      benefits: textItems('services:design.benefits', ['sells', 'coherent', 'efficient', 'durable', 'single']),
      complementary: ['imprenta', 'encuadernacion', 'varios'],
    },
    'below',
  ),
  imprenta: printing.page(
    {
      sections: [
        printing.text('intro'),
        printing.gallery(PRINTING_CAROUSEL),
        printing.process(
          textItems('services:printing.steps', ['files', 'proof', 'plates', 'printing', 'finishing']),
          true,
        ),
        printing.features(
          iconTextItems('services:printing.features', [
            ['hotFoil', 'stamp'],
            ['labels', 'layers'],
            ['covers', 'book'],
            ['colour', 'swatches'],
          ]),
        ),
      ],
      benefits: textItems('services:printing.benefits', ['inHouse', 'colour', 'runs', 'finish', 'deadlines']),
      complementary: ['diseno', 'encuadernacion', 'lomeras'],
    },
    'below',
  ),
  encuadernacion: binding.page(
    {
      sections: [
        binding.gallery(BINDING_CAROUSEL, true),
        binding.process(
          textItems('services:binding.steps', ['format', 'boards', 'covering', 'assembly', 'inspection']),
          true,
        ),
        binding.features(
          iconTextItems('services:binding.features', [
            ['formats', 'ruler'],
            ['mechanisms', 'book'],
            ['covers', 'layers'],
            ['durability', 'award'],
          ]),
        ),
      ],
      benefits: textItems('services:binding.benefits', [
        'durable',
        'custom',
        'mechanisms',
        'finish',
        'volume',
        'local',
      ]),
      complementary: ['imprenta', 'diseno'],
    },
    'aside',
  ),
  varios: various.page(
    {
      sections: [
        various.gallery(VARIOUS_GALLERY),
        various.features(
          iconTextItems('services:various.features', [
            ['cutting', 'scissors'],
            ['overlay', 'layers'],
            ['widths', 'ruler'],
            ['machinery', 'machine'],
          ]),
          true,
        ),
        various.process(
          textItems('services:various.steps', ['reception', 'marking', 'cutting', 'finishing', 'packing']),
        ),
      ],
      benefits: textItems('services:various.benefits', ['precision', 'clean', 'volume', 'flexible', 'oneStop']),
      complementary: ['cuttings', 'cartas-colores'],
    },
    'below',
  ),
};
