import { describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '../content/catalog';
import { HISTORY_HERO_IMAGE, HISTORY_ROOMS } from '../content/history';
import { SERVICES } from '../content/services';
import { ALL_ITEMS, SELECTABLE_PICTURES, itemKey, itemOfKey, pictureItem, serviceItem, validItem } from './items';

describe('the items a visitor can keep', () => {
  it('are every service and every picture of the services’ carousels and galleries', () => {
    expect(ALL_ITEMS.filter((item) => item.kind === 'service')).toHaveLength(SERVICE_IDS.length);
    const galleryPictures = SERVICE_IDS.reduce((sum, id) => sum + SERVICES[id].images.length, 0);
    expect(SELECTABLE_PICTURES).toHaveLength(galleryPictures);
    expect(SELECTABLE_PICTURES).toContainEqual({ service: 'encuadernacion', picture: 'binding/slide-16' });
    expect(SELECTABLE_PICTURES).toContainEqual({ service: 'cascadas', picture: 'services/cascadas/gallery-4' });
  });

  it('leave out the history museum’s photos and the services’ covers', () => {
    const pictures = new Set(SELECTABLE_PICTURES.map(({ picture }) => picture));
    expect(pictures.size).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).not.toMatch(/^history\/|\/cover$/);
    const museum = JSON.stringify([HISTORY_ROOMS, HISTORY_HERO_IMAGE]);
    expect(museum).toContain('history/');
    for (const picture of pictures) expect(museum).not.toContain(`"${picture}"`);
  });

  it('have one key each: a picture belongs to one service only', () => {
    const keys = ALL_ITEMS.map(itemKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of ALL_ITEMS) expect(itemOfKey(itemKey(item))).toEqual(item);
  });
});

describe('validItem', () => {
  it('takes an item the content has', () => {
    expect(validItem({ kind: 'service', service: 'lomeras' })).toEqual(serviceItem('lomeras'));
    expect(validItem({ kind: 'picture', service: 'imprenta', picture: 'printing/carousel-2' })).toEqual(
      pictureItem('imprenta', 'printing/carousel-2'),
    );
  });

  it('rejects unknown ids, a picture under another service, and anything of the wrong shape', () => {
    for (const value of [
      { kind: 'service', service: 'tapestries' },
      { kind: 'service', service: 'books' },
      { kind: 'picture', service: 'imprenta', picture: 'binding/slide-01' },
      { kind: 'picture', service: 'imprenta', picture: 'printing/carousel-99' },
      { kind: 'picture', service: 'cascadas', picture: 'services/cascadas/cover' },
      { kind: 'picture', service: 'diseno', picture: 'history/1957' },
      { kind: 'picture', service: 'diseno' },
      { kind: 'sample', service: 'diseno' },
      { service: 'diseno' },
      { kind: 'service', service: ['diseno'] },
      'service:diseno',
      null,
      undefined,
      42,
      [],
    ])
      expect(validItem(value), JSON.stringify(value)).toBeNull();
  });

  it('answers the content’s own item, not the value it was given', () => {
    const given = { kind: 'service', service: 'diseno', extra: '<img src=x onerror=alert(1)>' };
    expect(validItem(given)).toEqual({ kind: 'service', service: 'diseno' });
  });
});
