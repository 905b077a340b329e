import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
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

describe("the frame's styles", () => {
  // What shows in the frame's place follows the slot's state. `:has()` came late (Safari 15.4,
  // Firefox 121: not in Firefox ESR 115), and without it the page showed both "allow the map"
  // and "offline", under the frame itself: the state is read from the slot's later siblings.
  it('choose what stands in for the frame without :has()', () => {
    const css = readFileSync(new URL('./consent-frame.module.css', import.meta.url), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    expect(css).toMatch(/\.slot\[data-state='frame'\]/);
    expect(css).not.toMatch(/:has\(/);
  });
});
