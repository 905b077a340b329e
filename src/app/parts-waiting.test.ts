import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTS_WAITING, partsStillWaiting } from './parts-waiting';
import { CAROUSEL } from '../components/carousel/carousel-marks';
import { FORM_ON_NEED } from '../contact/form/form-marks';

/** An element as partsStillWaiting reads it: its tag and attributes. */
function part(tagName: string, attributes: Record<string, string>) {
  return {
    tagName: tagName.toUpperCase(),
    attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    getAttribute: (name: string) => attributes[name] ?? null,
  };
}

/** A document whose <html> says `hydrated`, and whose query for PARTS_WAITING finds `waiting`. */
function pageWith(hydrated: string | undefined, waiting: ReturnType<typeof part>[]) {
  vi.stubGlobal('document', {
    documentElement: { dataset: hydrated === undefined ? {} : { hydrated } },
    querySelectorAll: (selector: string) => (selector === PARTS_WAITING ? waiting : []),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('partsStillWaiting', () => {
  it('says the app has not hydrated, whatever else waits', () => {
    pageWith(undefined, [part('section', { [CAROUSEL.root]: '5000' })]);
    expect(partsStillWaiting(PARTS_WAITING)).toEqual(['the app has not hydrated']);
  });

  it('names each part that waits by its tag, its marks and its name', () => {
    pageWith('true', [
      part('section', { class: 'c', [CAROUSEL.root]: '5000', 'aria-label': 'Galeria' }),
      part('div', { [FORM_ON_NEED.root]: '' }),
    ]);
    expect(partsStillWaiting(PARTS_WAITING)).toEqual([
      `<section ${CAROUSEL.root}> "Galeria"`,
      `<div ${FORM_ON_NEED.root}>`,
    ]);
  });

  it('says nothing once the app has hydrated and no part waits, or none is asked about', () => {
    pageWith('true', []);
    expect(partsStillWaiting(PARTS_WAITING)).toEqual([]);
    pageWith('true', [part('section', { [CAROUSEL.root]: '' })]);
    expect(partsStillWaiting(null)).toEqual([]);
  });
});
