import { describe, expect, it } from 'vitest';
import { answers } from './answers';
import type { FoundState } from './use-found';

const state = (status: FoundState['status'], text: string): FoundState => ({ status, text, found: { kind: 'none' } });

describe('answers', () => {
  it('is true once the results are for the text the field holds', () => {
    expect(answers(state('ready', 'encuadernacion'), 'encuadernacion')).toBe(true);
  });

  it('is false while an earlier query’s results are shown, before or while the next runs', () => {
    expect(answers(state('ready', 'e'), 'encuadernacion')).toBe(false);
    expect(answers(state('loading', 'e'), 'encuadernacion')).toBe(false);
  });

  it('is false while the query runs again for the same text, and with nothing found yet', () => {
    expect(answers(state('loading', 'encuadernacion'), 'encuadernacion')).toBe(false);
    expect(answers(state('loading', ''), 'encuadernacion')).toBe(false);
    expect(answers(state('unavailable', 'encuadernacion'), 'encuadernacion')).toBe(false);
    expect(answers(state('idle', ''), 'encuadernacion')).toBe(false);
  });
});
