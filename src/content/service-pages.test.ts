import { describe, expect, it } from 'vitest';
import { SCREENS, SCREEN_IDS } from '../routing/routes';
import { DETAIL_PAGE, SERVICE_PAGES, type ServicePage, type ServiceSection } from './service-pages';
import type { ServiceId } from './catalog';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const pageOf = (id: ServiceId): ServicePage => SERVICE_PAGES[id]!;
const sectionsOf = <K extends ServiceSection['kind']>(id: ServiceId, kind: K) =>
  pageOf(id).sections.filter((s): s is Extract<ServiceSection, { kind: K }> => s.kind === kind);
const steps = (id: ServiceId) => sectionsOf(id, 'process')[0]!.steps;
const features = (id: ServiceId) => sectionsOf(id, 'features')[0]!.items;

describe('services pages', () => {
  it("are the route table's service screens, one page each", () => {
    const screens = SCREEN_IDS.filter((screen) => SCREENS[screen].page === 'service');
    expect(screens.map((screen) => SCREENS[screen].serviceId).sort()).toEqual(Object.keys(SERVICE_PAGES).sort());
  });

  it('have the spec’s numbers of process steps', () => {
    expect(DETAIL_PAGE.steps).toHaveLength(6);
    for (const id of ['diseno', 'imprenta', 'encuadernacion'] as const) expect(steps(id), id).toHaveLength(5);
  });

  it('have the spec’s numbers of benefits, features and complementary services', () => {
    expect(pageOf('diseno').benefits).toHaveLength(5);
    expect(pageOf('imprenta').benefits).toHaveLength(5);
    expect(pageOf('encuadernacion').benefits).toHaveLength(6);
    expect(sectionsOf('diseno', 'cards')[0]!.cards).toHaveLength(6);
    expect(features('imprenta')).toHaveLength(4);
    expect(features('encuadernacion')).toHaveLength(4);
    expect(pageOf('encuadernacion').complementary).toHaveLength(2);
    expect(ids(features('varios'))).toEqual(['cutting', 'overlay', 'widths', 'machinery']);
  });

  it('never suggest a page as its own complement, nor one twice', () => {
    for (const [own, page] of Object.entries(SERVICE_PAGES)) {
      expect(page.complementary).not.toContain(own);
      expect(new Set(page.complementary).size).toBe(page.complementary.length);
    }
  });

  it('give every item of a list its own id and keys', () => {
    for (const list of [
      DETAIL_PAGE.steps,
      steps('diseno'),
      pageOf('diseno').benefits,
      pageOf('encuadernacion').benefits,
      steps('varios'),
    ]) {
      expect(new Set(ids(list)).size).toBe(list.length);
      for (const item of list) expect(item.titleKey).toBe(item.textKey.replace(/\.text$/, '.title'));
    }
  });
});
