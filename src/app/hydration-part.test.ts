import { describe, expect, it } from 'vitest';
import { hydrationWarning, partOf } from './hydration-part';

describe('partOf', () => {
  it("names the outermost of the shell's parts in a Chromium component stack", () => {
    const stack = '\n    at span\n    at h2\n    at header\n    at section\n    at main\n    at Pc\n    at div';
    expect(partOf(stack)).toBe('main');
  });

  it('reads the form of Firefox and WebKit', () => {
    expect(partOf('\nspan@unknown:0:0\nfooter@unknown:0:0\nEa@https://x/a.js:1:2')).toBe('footer');
  });

  it('does not take a component whose minified name starts like a part', () => {
    expect(partOf('\n    at mainx\n    at headerY (https://x/a.js:1:2)')).toBeNull();
    expect(partOf(undefined)).toBeNull();
  });
});

describe('hydrationWarning', () => {
  it("names the part and keeps React's reason", () => {
    const text = hydrationWarning(new Error('Hydration failed because …'), '\n    at p\n    at header');
    expect(text).toMatch(/^Hydration: the page's header differed .* At at p < at header: Hydration failed because …$/);
    expect(hydrationWarning('x', undefined)).toMatch(/^Hydration: the page's shell differed/);
  });
});
