import { describe, expect, it } from 'vitest';
import { stepIndex } from './lightbox-index';

describe('stepIndex', () => {
  it('moves one photo forwards and back', () => {
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(1, -1, 4)).toBe(0);
  });

  it('wraps from the last photo to the first and back', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
  });

  it('stays on the only photo of a one-photo viewer', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
  });

  it('returns 0 for an empty viewer', () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
