/**
 * The museum tour as plain data (spec §4, History museum): which room is shown, and the room
 * it is fading towards. A change first sets `pending`; after ROOM_SWITCH_MS the view calls
 * `settle` and the pending room becomes the current one.
 */
export const ROOM_SWITCH_MS = 300;

export interface MuseumState {
  rooms: number;
  current: number;
  /** The room being switched to while the current one fades out; null when at rest. */
  pending: number | null;
}

export type MuseumAction = { type: 'previous' } | { type: 'next' } | { type: 'go'; room: number } | { type: 'settle' };

export function createMuseum(rooms: number, current = 0): MuseumState {
  if (!Number.isInteger(rooms) || rooms < 1) throw new Error(`A museum needs at least one room, not ${rooms}`);
  return { rooms, current: clamp(current, rooms), pending: null };
}

/** The room the visitor is heading to: the pending one during a fade, else the current one. */
export function targetRoom(state: MuseumState): number {
  return state.pending ?? state.current;
}

export function canGoPrevious(state: MuseumState): boolean {
  return targetRoom(state) > 0;
}

export function canGoNext(state: MuseumState): boolean {
  return targetRoom(state) < state.rooms - 1;
}

export function museumReducer(state: MuseumState, action: MuseumAction): MuseumState {
  switch (action.type) {
    case 'previous':
      return moveTo(state, targetRoom(state) - 1);
    case 'next':
      return moveTo(state, targetRoom(state) + 1);
    case 'go':
      return moveTo(state, action.room);
    case 'settle':
      return state.pending === null ? state : { ...state, current: state.pending, pending: null };
  }
}

/** Left and Right arrows walk the rooms; other keys are not the museum's. */
export function actionForKey(key: string): MuseumAction | null {
  if (key === 'ArrowLeft') return { type: 'previous' };
  if (key === 'ArrowRight') return { type: 'next' };
  return null;
}

function moveTo(state: MuseumState, room: number): MuseumState {
  if (!Number.isInteger(room) || room < 0 || room >= state.rooms) return state;
  if (room === targetRoom(state)) return state;
  // Heading back to the room on show cancels the fade instead of fading to itself.
  if (room === state.current) return { ...state, pending: null };
  return { ...state, pending: room };
}

function clamp(room: number, rooms: number): number {
  return Math.min(Math.max(0, Math.trunc(room)), rooms - 1);
}
