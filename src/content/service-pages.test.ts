import { describe, expect, it } from 'vitest';
import { BINDING_PAGE, DESIGN_PAGE, DETAIL_PAGE, PRINTING_PAGE, VARIOUS_PAGE } from './service-pages';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('services pages', () => {
  it('have the spec’s numbers of process steps', () => {
    expect(DETAIL_PAGE.steps).toHaveLength(6);
    expect(DESIGN_PAGE.steps).toHaveLength(5);
    expect(PRINTING_PAGE.steps).toHaveLength(5);
    expect(BINDING_PAGE.steps).toHaveLength(5);
  });

  it('have the spec’s numbers of benefits, features and complementary services', () => {
    expect(DESIGN_PAGE.benefits).toHaveLength(5);
    expect(PRINTING_PAGE.benefits).toHaveLength(5);
    expect(BINDING_PAGE.benefits).toHaveLength(6);
    expect(DESIGN_PAGE.sampleTypes).toHaveLength(6);
    expect(PRINTING_PAGE.features).toHaveLength(4);
    expect(BINDING_PAGE.features).toHaveLength(4);
    expect(BINDING_PAGE.complementary).toHaveLength(2);
    expect(ids(VARIOUS_PAGE.features)).toEqual(['cutting', 'overlay', 'widths', 'machinery']);
  });

  it('never suggest a page as its own complement, nor one twice', () => {
    const pages = [
      [DESIGN_PAGE, 'diseno'],
      [PRINTING_PAGE, 'imprenta'],
      [BINDING_PAGE, 'encuadernacion'],
      [VARIOUS_PAGE, 'varios'],
    ] as const;
    for (const [page, own] of pages) {
      expect(page.complementary).not.toContain(own);
      expect(new Set(page.complementary).size).toBe(page.complementary.length);
    }
  });

  it('give every item of a list its own id and keys', () => {
    for (const list of [
      DETAIL_PAGE.steps,
      DESIGN_PAGE.steps,
      DESIGN_PAGE.benefits,
      BINDING_PAGE.benefits,
      VARIOUS_PAGE.steps,
    ]) {
      expect(new Set(ids(list)).size).toBe(list.length);
      for (const item of list) expect(item.titleKey).toBe(item.textKey.replace(/\.text$/, '.title'));
    }
  });
});
