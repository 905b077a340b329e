import { describe, expect, it } from 'vitest';
import { TEXT_VARIABLES } from '../../content/text-variables';
import { LANGUAGES, type Lang } from '../../i18n/languages';
import { shippedT } from '../../i18n/testing/shipped-t';
import { ALL_ITEMS, pictureItem, serviceItem } from '../items';
import { MAX_ITEMS } from '../limits';
import { pressAnswer, toggleAnnouncement, toggleItemName, toggleTexts } from './toggle-texts';

const translate = (lang: Lang) => shippedT(lang, ['common', 'services'], TEXT_VARIABLES);

const books = serviceItem('libros');
const photo = pictureItem('cascadas', 'services/cascadas/gallery-1');

describe('what a toggle says', () => {
  it('shows what a press does, and names the item after those same words', () => {
    const t = translate('en');
    expect(toggleTexts(books, false, t)).toEqual({
      action: 'Add to my selection',
      label: 'Add to my selection: Swatch books',
    });
    expect(toggleTexts(books, true, t)).toEqual({
      action: 'Remove from my selection',
      label: 'Remove from my selection: Swatch books',
    });
    expect(toggleTexts(photo, false, translate('es')).label).toBe(
      'Añadir a mi selección: foto «Gama de colores cálidos» (Cascadas)',
    );
  });

  it.each(LANGUAGES)('names every item there is in %s, with no key left untranslated', (lang) => {
    const t = translate(lang);
    const names = ALL_ITEMS.map((item) => toggleItemName(item, t));
    for (const name of names) expect(name).not.toMatch(/selection\.|images\.|serviceNames\.|{{/);
    // Each toggle of a page says which item it is: no two items share a name.
    expect(new Set(names).size).toBe(names.length);
    for (const pressed of [false, true]) {
      const { action, label } = toggleTexts(photo, pressed, t);
      expect(label.startsWith(action)).toBe(true);
    }
  });
});

describe('what a press announces', () => {
  const t = translate('en');

  it('says what changed and how many items the selection holds now', () => {
    expect(toggleAnnouncement(books, { outcome: 'added', saved: true }, 1, t)).toBe(
      'Added to your selection: Swatch books. It now holds 1 item.',
    );
    expect(toggleAnnouncement(books, { outcome: 'added', saved: true }, 3, t)).toBe(
      'Added to your selection: Swatch books. It now holds 3 items.',
    );
    expect(toggleAnnouncement(books, { outcome: 'removed', saved: true }, 0, t)).toBe(
      'Removed from your selection: Swatch books. It is empty now.',
    );
    expect(toggleAnnouncement(photo, { outcome: 'removed', saved: true }, 2, translate('fr'))).toBe(
      'Retiré de votre sélection\u00a0: photo «\u202fColoris chauds\u202f» (Cascades). Elle contient maintenant 2 éléments.',
    );
  });

  it('gives a clear word at the limit, with the limit', () => {
    const word = toggleAnnouncement(books, { outcome: 'full', saved: true }, MAX_ITEMS, t);
    expect(word).toBe(
      `Not added: Swatch books. Your selection is full (${MAX_ITEMS} items at most); remove one to make room.`,
    );
    for (const lang of LANGUAGES)
      expect(toggleAnnouncement(books, { outcome: 'full', saved: true }, MAX_ITEMS, translate(lang))).toContain(
        String(MAX_ITEMS),
      );
  });

  it('says when the device did not keep the change, and when the selection could not be opened', () => {
    expect(toggleAnnouncement(books, { outcome: 'added', saved: false }, 1, t)).toBe(
      'Added to your selection: Swatch books. It now holds 1 item. This device could not save the change: it holds in this tab only.',
    );
    expect(toggleAnnouncement(books, { outcome: 'unchanged', saved: false }, 0, t)).toBe(
      'Your selection cannot be opened right now. Try again once you are back online.',
    );
    expect(toggleAnnouncement(books, { outcome: 'unchanged', saved: true }, 0, t)).toBe('');
  });
});

describe('what a press is answered by', () => {
  it('says an "Add" that found the item kept already as added, a "Remove" that found it gone as removed', () => {
    expect(pressAnswer({ outcome: 'unchanged', saved: true }, true)).toEqual({ outcome: 'added', saved: true });
    expect(pressAnswer({ outcome: 'unchanged', saved: true }, false)).toEqual({ outcome: 'removed', saved: true });
  });

  it('leaves every other answer as it is: a change, the limit, and a selection that could not be opened', () => {
    for (const result of [
      { outcome: 'added', saved: true },
      { outcome: 'removed', saved: false },
      { outcome: 'full', saved: true },
      { outcome: 'unchanged', saved: false },
    ] as const)
      expect(pressAnswer(result, false)).toEqual(result);
  });
});
