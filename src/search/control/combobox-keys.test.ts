import { describe, expect, it } from 'vitest';
import { comboboxMove, type ComboboxNow } from './combobox-keys';

const now = (over: Partial<ComboboxNow>): ComboboxNow => ({
  expanded: true,
  active: -1,
  options: 3,
  fresh: true,
  text: 'ca',
  opened: false,
  ...over,
});

describe('comboboxMove', () => {
  it('moves the active option with the arrows, wrapping at both ends', () => {
    expect(comboboxMove('ArrowDown', now({}))).toEqual({ kind: 'activate', index: 0 });
    expect(comboboxMove('ArrowDown', now({ active: 2 }))).toEqual({ kind: 'activate', index: 0 });
    expect(comboboxMove('ArrowUp', now({}))).toEqual({ kind: 'activate', index: 2 });
    expect(comboboxMove('ArrowUp', now({ active: 0 }))).toEqual({ kind: 'activate', index: 2 });
    expect(comboboxMove('ArrowUp', now({ active: 2 }))).toEqual({ kind: 'activate', index: 1 });
  });

  it('opens a closed list at its first or last option, and does nothing with no options', () => {
    expect(comboboxMove('ArrowDown', now({ expanded: false, active: 1 }))).toEqual({ kind: 'activate', index: 0 });
    expect(comboboxMove('ArrowUp', now({ expanded: false }))).toEqual({ kind: 'activate', index: 2 });
    expect(comboboxMove('ArrowDown', now({ options: 0 }))).toEqual({ kind: 'none' });
  });

  it('opens the active option with Enter, or goes to the search page with none', () => {
    expect(comboboxMove('Enter', now({ active: 1 }))).toEqual({ kind: 'open', index: 1 });
    expect(comboboxMove('Enter', now({}))).toEqual({ kind: 'submit' });
    expect(comboboxMove('Enter', now({ expanded: false, active: 1 }))).toEqual({ kind: 'submit' });
    // An index left over from a longer list is not opened.
    expect(comboboxMove('Enter', now({ active: 5 }))).toEqual({ kind: 'submit' });
  });

  it('holds an arrow pressed on a list that does not answer the field yet, moving nothing', () => {
    expect(comboboxMove('ArrowDown', now({ fresh: false }))).toEqual({ kind: 'hold', down: true });
    expect(comboboxMove('ArrowUp', now({ fresh: false, active: 1 }))).toEqual({ kind: 'hold', down: false });
    // Nothing shown yet (the search code loads): the press is held all the same, not lost.
    expect(comboboxMove('ArrowDown', now({ fresh: false, options: 0 }))).toEqual({ kind: 'hold', down: true });
  });

  it('goes to the search page with Enter on a list that does not answer the field yet', () => {
    expect(comboboxMove('Enter', now({ fresh: false, active: 1 }))).toEqual({ kind: 'submit' });
    expect(comboboxMove('Enter', now({ fresh: false }))).toEqual({ kind: 'submit' });
  });

  it('closes with Escape, then clears, then leaves the key alone', () => {
    expect(comboboxMove('Escape', now({}))).toEqual({ kind: 'close' });
    expect(comboboxMove('Escape', now({ expanded: false }))).toEqual({ kind: 'clear' });
    expect(comboboxMove('Escape', now({ expanded: false, text: '' }))).toEqual({ kind: 'none' });
  });

  it('closes a field a button opened with the Escape after the list’s, or the first with no list', () => {
    expect(comboboxMove('Escape', now({ opened: true }))).toEqual({ kind: 'close' });
    expect(comboboxMove('Escape', now({ opened: true, expanded: false }))).toEqual({ kind: 'dismiss' });
    expect(comboboxMove('Escape', now({ opened: true, expanded: false, text: '' }))).toEqual({ kind: 'dismiss' });
  });

  it('leaves typing to the field', () => {
    expect(comboboxMove('a', now({}))).toEqual({ kind: 'none' });
    expect(comboboxMove('Home', now({}))).toEqual({ kind: 'none' });
  });
});
