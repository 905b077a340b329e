import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const plain = { button: 0, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, defaultPrevented: false };

describe('isPlainClick', () => {
  it('is true for a primary click with no modifier', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it('leaves every modifier, another button and a handled click to the browser', () => {
    for (const key of ['ctrlKey', 'metaKey', 'altKey', 'shiftKey', 'defaultPrevented'] as const)
      expect(isPlainClick({ ...plain, [key]: true })).toBe(false);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
  });
});
