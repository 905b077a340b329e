import { describe, expect, it } from 'vitest';
import { ALL_ITEMS, pictureItem, serviceItem, type SelectionItem } from './items';
import { MAX_ITEMS } from './limits';
import { addItem, boundedList, clearItems, removeItem, toggleItem, undoChange } from './selection-list';

const books = serviceItem('libros');
const foil = serviceItem('imprenta');
const cascade = pictureItem('cascadas', 'services/cascadas/gallery-1');

describe('the selection list', () => {
  it('adds at the end, keeps the order, and holds each item once', () => {
    let items: readonly SelectionItem[] = [];
    for (const item of [books, cascade, foil]) items = addItem(items, item).items;
    expect(items).toEqual([books, cascade, foil]);
    const again = addItem(items, cascade);
    expect(again).toEqual({ items, outcome: 'unchanged', undo: null });
  });

  it('answers `full` for the 31st item and keeps the 30 it has', () => {
    const thirty = ALL_ITEMS.slice(0, MAX_ITEMS);
    const next = ALL_ITEMS[MAX_ITEMS]!;
    expect(addItem(thirty, next)).toEqual({ items: thirty, outcome: 'full', undo: null });
    expect(toggleItem(thirty, next).outcome).toBe('full');
    // At the bound, an item already there still comes off.
    expect(toggleItem(thirty, thirty[3]!).outcome).toBe('removed');
  });

  it('toggles an item off and on again', () => {
    const off = toggleItem([books, cascade], books);
    expect(off).toMatchObject({ items: [cascade], outcome: 'removed' });
    expect(toggleItem(off.items, books)).toMatchObject({ items: [cascade, books], outcome: 'added' });
  });

  it('takes a removal back to the item’s old place', () => {
    const removed = removeItem([books, cascade, foil], cascade);
    expect(removed.items).toEqual([books, foil]);
    expect(undoChange(removed.items, removed.undo!)).toMatchObject({
      items: [books, cascade, foil],
      outcome: 'restored',
    });
    expect(removeItem([books], foil)).toEqual({ items: [books], outcome: 'unchanged', undo: null });
  });

  it('takes a clear back, keeping what was added meanwhile (another tab)', () => {
    const cleared = clearItems([books, cascade]);
    expect(cleared).toMatchObject({ items: [], outcome: 'cleared' });
    expect(undoChange([foil], cleared.undo!).items).toEqual([books, cascade, foil]);
    expect(undoChange([cascade], cleared.undo!).items).toEqual([books, cascade]);
    expect(clearItems([]).outcome).toBe('unchanged');
  });

  it('takes an addition back, and puts back no more than the bound allows', () => {
    const added = addItem([books], foil);
    expect(undoChange(added.items, added.undo!).items).toEqual([books]);
    const cleared = clearItems([books, foil]);
    const fullAgain = ALL_ITEMS.slice(2, 2 + MAX_ITEMS - 1);
    const restored = undoChange(fullAgain, cleared.undo!);
    expect(restored.items).toHaveLength(MAX_ITEMS);
    expect(undoChange(restored.items, cleared.undo!).outcome).toBe('unchanged');
  });

  it('makes any list sound: each item once, first place kept, at most 30', () => {
    expect(boundedList([books, cascade, books, foil, cascade])).toEqual([books, cascade, foil]);
    expect(boundedList([...ALL_ITEMS, ...ALL_ITEMS])).toEqual(ALL_ITEMS.slice(0, MAX_ITEMS));
  });
});
