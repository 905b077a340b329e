import { describe, expect, it } from 'vitest';
import { clickOutcome, settleHeld, type HeldPress, type ListNow } from './held-press';

const now = (over: Partial<ListNow>): ListNow => ({
  text: 'encuadernacion',
  fresh: true,
  unavailable: false,
  paths: ['/servicios/encuadernacion', '/servicios/lomeras', '/productos/libros'],
  ...over,
});
const down: HeldPress = { kind: 'arrow', down: true, text: 'encuadernacion' };
const up: HeldPress = { kind: 'arrow', down: false, text: 'encuadernacion' };
const option = (index: number, path: string): HeldPress => ({ kind: 'option', index, path, text: 'encuadernacion' });

describe('settleHeld', () => {
  it('waits while the list is still an earlier query’s', () => {
    expect(settleHeld(down, now({ fresh: false }))).toEqual({ kind: 'wait' });
    expect(settleHeld(option(0, '/servicios/lomeras'), now({ fresh: false }))).toEqual({ kind: 'wait' });
  });

  it('moves an arrow pressed on a stale list to the fresh list’s first or last option', () => {
    expect(settleHeld(down, now({}))).toEqual({ kind: 'activate', index: 0 });
    expect(settleHeld(up, now({}))).toEqual({ kind: 'activate', index: 2 });
    expect(settleHeld(down, now({ paths: [] }))).toEqual({ kind: 'drop' });
  });

  it('follows a pressed option the fresh list holds at the same place', () => {
    expect(settleHeld(option(1, '/servicios/lomeras'), now({}))).toEqual({ kind: 'follow', index: 1 });
    expect(settleHeld(option(2, '/productos/libros'), now({}))).toEqual({ kind: 'follow', index: 2 });
  });

  it('opens nothing when the pressed option moved or is gone: the fresh list shows instead', () => {
    // "Lomeras", first for "e", is second here: a press on the first suggestion opens neither.
    expect(settleHeld(option(0, '/servicios/lomeras'), now({}))).toEqual({ kind: 'drop' });
    expect(settleHeld(option(0, '/servicios/cascadas'), now({}))).toEqual({ kind: 'drop' });
    expect(settleHeld(option(4, '/servicios/lomeras'), now({}))).toEqual({ kind: 'drop' });
  });

  it('drops a press typed past, or when search is unavailable for its text', () => {
    expect(settleHeld(down, now({ text: 'encuadernacione', fresh: false }))).toEqual({ kind: 'drop' });
    expect(settleHeld(option(1, '/servicios/lomeras'), now({ text: '' }))).toEqual({ kind: 'drop' });
    expect(settleHeld(down, now({ fresh: false, unavailable: true }))).toEqual({ kind: 'drop' });
  });
});

describe('clickOutcome', () => {
  const lomeras = { index: 0, path: '/servicios/lomeras' };
  const binding = { index: 0, path: '/servicios/encuadernacion' };
  const click = (at: { index: number; path: string }, detail = 1, pointerType: string | undefined = 'mouse') => ({
    ...at,
    detail,
    pointerType,
  });
  it('follows a click on a fresh list where it was pressed', () => {
    expect(clickOutcome({ ...lomeras, busy: false }, click(lomeras), true)).toBe('follow');
    expect(clickOutcome(null, click(lomeras, 0, ''), true)).toBe('follow');
  });
  it('holds a click on a busy list, or one pressed while the list was busy', () => {
    expect(clickOutcome({ ...lomeras, busy: true }, click(lomeras), false)).toBe('hold');
    expect(clickOutcome(null, click(lomeras, 0, ''), false)).toBe('hold');
    expect(clickOutcome({ ...lomeras, busy: true }, click(lomeras), true)).toBe('hold');
  });
  it('ignores a click on another option than the one pressed (a touch lifted over a refreshed list)', () => {
    expect(clickOutcome({ ...lomeras, busy: true }, click(binding), true)).toBe('ignore');
    expect(clickOutcome({ ...lomeras, busy: false }, click({ index: 1, path: '/servicios/lomeras' }), true)).toBe(
      'ignore',
    );
  });
  it('takes a series’ later click that reaches the list for a press (its first was not the list’s)', () => {
    expect(clickOutcome({ ...binding, busy: false }, click(binding, 2), true)).toBe('follow');
    expect(clickOutcome({ ...binding, busy: true }, click(binding, 2), true)).toBe('hold');
    expect(clickOutcome({ ...lomeras, busy: false }, click(binding, 2), true)).toBe('ignore');
  });
  it('does not take the last pointer down for the press of a click no pointer made', () => {
    // A pointer went down on Lomeras and was dragged away; a screen reader then clicks another.
    expect(clickOutcome({ ...lomeras, busy: true }, click(binding, 1, ''), true)).toBe('follow');
    expect(clickOutcome({ ...lomeras, busy: true }, click(binding, 0, undefined), true)).toBe('follow');
    // Where a click is no PointerEvent, the pointer down is still its press.
    expect(clickOutcome({ ...lomeras, busy: true }, click(binding, 1, undefined), true)).toBe('ignore');
  });
});
