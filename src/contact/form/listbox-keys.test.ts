import { describe, expect, it } from 'vitest';
import { listboxKey } from './listbox-keys';

describe('listbox keys', () => {
  it('moves the highlight with the arrows, wrapping around both ends', () => {
    expect(listboxKey('ArrowDown', 0, 10)).toEqual({ kind: 'move', index: 1 });
    expect(listboxKey('ArrowDown', 9, 10)).toEqual({ kind: 'move', index: 0 });
    expect(listboxKey('ArrowUp', 5, 10)).toEqual({ kind: 'move', index: 4 });
    expect(listboxKey('ArrowUp', 0, 10)).toEqual({ kind: 'move', index: 9 });
  });

  it('jumps to the ends with Home and End', () => {
    expect(listboxKey('Home', 6, 10)).toEqual({ kind: 'move', index: 0 });
    expect(listboxKey('End', 2, 10)).toEqual({ kind: 'move', index: 9 });
  });

  it('selects with Enter or Space, closes on Tab, ignores the rest', () => {
    expect(listboxKey('Enter', 3, 10)).toEqual({ kind: 'select' });
    expect(listboxKey(' ', 3, 10)).toEqual({ kind: 'select' });
    expect(listboxKey('Tab', 3, 10)).toEqual({ kind: 'close' });
    expect(listboxKey('a', 3, 10)).toEqual({ kind: 'none' });
  });
});
