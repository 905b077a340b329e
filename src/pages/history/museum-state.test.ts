import { describe, expect, it } from 'vitest';
import {
  ROOM_SWITCH_MS,
  actionForKey,
  canGoNext,
  canGoPrevious,
  createMuseum,
  museumReducer,
  targetRoom,
  type MuseumAction,
  type MuseumState,
} from './museum-state';

const run = (state: MuseumState, ...actions: MuseumAction[]) => actions.reduce(museumReducer, state);
const settle: MuseumAction = { type: 'settle' };
const next: MuseumAction = { type: 'next' };
const previous: MuseumAction = { type: 'previous' };

describe('museum state', () => {
  it('waits 300 ms before each change (spec §9)', () => {
    expect(ROOM_SWITCH_MS).toBe(300);
  });

  it('starts in the first room, at rest', () => {
    expect(createMuseum(5)).toEqual({ rooms: 5, current: 0, pending: null });
  });

  it('refuses a museum without rooms', () => {
    expect(() => createMuseum(0)).toThrow();
  });

  it('disables previous on the first room and next on the last', () => {
    const first = createMuseum(5);
    expect(canGoPrevious(first)).toBe(false);
    expect(canGoNext(first)).toBe(true);
    const last = createMuseum(5, 4);
    expect(canGoPrevious(last)).toBe(true);
    expect(canGoNext(last)).toBe(false);
  });

  it('fades before changing: next sets the pending room, settle makes it current', () => {
    const fading = run(createMuseum(5), next);
    expect(fading).toEqual({ rooms: 5, current: 0, pending: 1 });
    expect(run(fading, settle)).toEqual({ rooms: 5, current: 1, pending: null });
  });

  it('does not go past either end', () => {
    expect(run(createMuseum(5), previous)).toEqual(createMuseum(5));
    expect(run(createMuseum(5, 4), next)).toEqual(createMuseum(5, 4));
  });

  it('walks the whole tour forwards and back', () => {
    let state = createMuseum(5);
    for (let room = 1; room < 5; room++) state = run(state, next, settle);
    expect(state.current).toBe(4);
    for (let room = 3; room >= 0; room--) state = run(state, previous, settle);
    expect(state.current).toBe(0);
  });

  it('jumps to a room picked by its icon, ignoring rooms that do not exist', () => {
    expect(run(createMuseum(5), { type: 'go', room: 3 }, settle).current).toBe(3);
    for (const room of [-1, 5, 1.5, Number.NaN])
      expect(run(createMuseum(5), { type: 'go', room })).toEqual(createMuseum(5));
  });

  it('ignores a jump to the room already shown', () => {
    const state = createMuseum(5, 2);
    expect(run(state, { type: 'go', room: 2 })).toBe(state);
  });

  it('counts quick presses from the room being faded to', () => {
    const state = run(createMuseum(5), next, next);
    expect(targetRoom(state)).toBe(2);
    expect(run(state, settle).current).toBe(2);
  });

  it('cancels the fade when heading back to the room on show', () => {
    expect(run(createMuseum(5, 2), next, previous)).toEqual(createMuseum(5, 2));
  });

  it('judges the ends by the room being faded to', () => {
    const state = run(createMuseum(5, 3), next);
    expect(canGoNext(state)).toBe(false);
    expect(canGoPrevious(run(createMuseum(5, 1), previous))).toBe(false);
  });

  it('settling at rest changes nothing', () => {
    const state = createMuseum(5, 1);
    expect(museumReducer(state, settle)).toBe(state);
  });

  it('maps the Left and Right arrows, and only them', () => {
    expect(actionForKey('ArrowLeft')).toEqual(previous);
    expect(actionForKey('ArrowRight')).toEqual(next);
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a']) expect(actionForKey(key)).toBeNull();
  });
});
