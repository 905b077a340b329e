import { describe, expect, it } from 'vitest';
import { PROJECT_TYPES } from '../contact/project-types';
import { SERVICE_IDS } from '../content/catalog';
import { pictureItem, serviceItem } from './items';
import { suggestedProjectType } from './project-type';

describe('the project type a selection suggests', () => {
  it('is nothing for an empty selection', () => {
    expect(suggestedProjectType([])).toBeNull();
  });

  it('is the service’s own type, for the service or one of its pictures', () => {
    expect(suggestedProjectType([serviceItem('cascadas')])).toBe('cascadas');
    expect(suggestedProjectType([pictureItem('encuadernacion', 'binding/slide-07')])).toBe('encuadernacion');
  });

  it('is the type most items point to in a mixed selection', () => {
    expect(
      suggestedProjectType([
        serviceItem('imprenta'),
        pictureItem('libros', 'services/libros/gallery-1'),
        serviceItem('libros'),
      ]),
    ).toBe('libros');
  });

  it('goes, in a tie, to the type marked first', () => {
    expect(suggestedProjectType([serviceItem('diseno'), serviceItem('imprenta')])).toBe('diseno');
    expect(
      suggestedProjectType([
        serviceItem('imprenta'),
        pictureItem('diseno', 'design/gallery-1'),
        pictureItem('diseno', 'design/gallery-2'),
        pictureItem('imprenta', 'printing/carousel-1'),
      ]),
    ).toBe('imprenta');
  });

  it('lets the items with no type of the form (spines, catalogues) go unheard', () => {
    expect(suggestedProjectType([serviceItem('lomeras'), serviceItem('catalogos'), serviceItem('cuttings')])).toBe(
      'cuttings',
    );
    expect(
      suggestedProjectType([serviceItem('lomeras'), pictureItem('catalogos', 'services/catalogos/gallery-2')]),
    ).toBe('otro');
  });

  it('knows which services have no type of the form: only spines and catalogues', () => {
    const untyped = SERVICE_IDS.filter((id) => !(PROJECT_TYPES as readonly string[]).includes(id));
    expect(untyped).toEqual(['lomeras', 'catalogos']);
  });
});
