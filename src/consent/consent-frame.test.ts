import { describe, expect, it } from 'vitest';
import { consentFrameState } from './consent-frame';

describe('a frame that waits for consent', () => {
  it('is drawn only with its category allowed and a network', () => {
    expect(consentFrameState(false, true)).toBe('consent');
    expect(consentFrameState(false, false)).toBe('consent');
    expect(consentFrameState(true, false)).toBe('offline');
    expect(consentFrameState(true, true)).toBe('frame');
  });
});
