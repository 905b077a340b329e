import type { ServiceId } from './catalog';
import { serviceCard, type ServiceCardData } from './services';
import { BINDING_CAROUSEL, DESIGN_GALLERY, PRINTING_CAROUSEL, VARIOUS_GALLERY, type Gallery } from './galleries';
import { iconTextItems, textItems, type IconTextItem, type TextItem } from './text-items';

/**
 * What each services page is made of: its gallery, steps, benefits, features and the services
 * it suggests next. The counts are the spec's (§9); the texts live in locales/{lang}/services.json.
 */

/** The generic service page (cascades, books, colour cards, cuttings, spines, catalogues). */
export const DETAIL_PAGE = {
  steps: textItems('services:detail.steps', ['briefing', 'selection', 'design', 'production', 'assembly', 'delivery']),
} satisfies { steps: readonly TextItem[] };

export interface DesignPage {
  gallery: Gallery;
  steps: readonly TextItem[];
  benefits: readonly TextItem[];
  /** The kinds of sample book the studio designs, each presented from the design side. */
  sampleTypes: readonly ServiceCardData[];
  complementary: readonly ServiceId[];
}

const SAMPLE_TYPES: readonly ServiceId[] = ['cascadas', 'libros', 'cartas-colores', 'cuttings', 'lomeras', 'catalogos'];

export const DESIGN_PAGE: DesignPage = {
  gallery: DESIGN_GALLERY,
  steps: textItems('services:design.steps', ['briefing', 'concept', 'prototype', 'approval', 'handover']),
  benefits: textItems('services:design.benefits', ['sells', 'coherent', 'efficient', 'durable', 'single']),
  sampleTypes: SAMPLE_TYPES.map((id) => ({ ...serviceCard(id), textKey: `services:design.sampleTypes.${id}` })),
  complementary: ['imprenta', 'encuadernacion', 'varios'],
};

export interface FeaturePage {
  gallery: Gallery;
  steps: readonly TextItem[];
  features: readonly IconTextItem[];
  benefits: readonly TextItem[];
  complementary: readonly ServiceId[];
}

export const PRINTING_PAGE: FeaturePage = {
  gallery: PRINTING_CAROUSEL,
  steps: textItems('services:printing.steps', ['files', 'proof', 'plates', 'printing', 'finishing']),
  features: iconTextItems('services:printing.features', [
    ['hotFoil', 'stamp'],
    ['labels', 'layers'],
    ['covers', 'book'],
    ['colour', 'swatches'],
  ]),
  benefits: textItems('services:printing.benefits', ['inHouse', 'colour', 'runs', 'finish', 'deadlines']),
  complementary: ['diseno', 'encuadernacion', 'lomeras'],
};

export const BINDING_PAGE: FeaturePage = {
  gallery: BINDING_CAROUSEL,
  steps: textItems('services:binding.steps', ['format', 'boards', 'covering', 'assembly', 'inspection']),
  features: iconTextItems('services:binding.features', [
    ['formats', 'ruler'],
    ['mechanisms', 'book'],
    ['covers', 'layers'],
    ['durability', 'award'],
  ]),
  benefits: textItems('services:binding.benefits', ['durable', 'custom', 'mechanisms', 'finish', 'volume', 'local']),
  complementary: ['imprenta', 'diseno'],
};

export const VARIOUS_PAGE: FeaturePage = {
  gallery: VARIOUS_GALLERY,
  steps: textItems('services:various.steps', ['reception', 'marking', 'cutting', 'finishing', 'packing']),
  features: iconTextItems('services:various.features', [
    ['cutting', 'scissors'],
    ['overlay', 'layers'],
    ['widths', 'ruler'],
    ['machinery', 'machine'],
  ]),
  benefits: textItems('services:various.benefits', ['precision', 'clean', 'volume', 'flexible', 'oneStop']),
  complementary: ['cuttings', 'cartas-colores'],
};
