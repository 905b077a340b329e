import { describe, expect, it } from 'vitest';
import { consentFrameState } from './consent-frame';

describe('a frame that waits for consent', () => {
  it('is drawn only with its category allowed and a network', () => {
    expect(consentFrameState(false, true, false)).toBe('consent');
    expect(consentFrameState(false, false, false)).toBe('consent');
    expect(consentFrameState(true, false, false)).toBe('offline');
    expect(consentFrameState(true, true, false)).toBe('frame');
  });

  it('keeps a frame already drawn when the network goes, and removes it when consent does', () => {
    expect(consentFrameState(true, false, true)).toBe('frame');
    expect(consentFrameState(false, false, true)).toBe('consent');
    expect(consentFrameState(false, true, true)).toBe('consent');
  });
});
