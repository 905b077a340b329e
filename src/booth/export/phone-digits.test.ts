import { describe, expect, it } from 'vitest';
import { readablePhone } from './phone-digits';

describe('a phone number typed as bare digits', () => {
  it.each([
    // International: the country code (one, two or three digits) split from the rest.
    ['+34600000000', '+34 600000000'],
    ['0034600000000', '0034 600000000'],
    ['+12025550123', '+1 2025550123'],
    ['+351912345678', '+351 912345678'],
    ['+4915112345678', '+49 15112345678'],
    ['+1234567', '+1 234567'],
    // National with a leading zero, which a spreadsheet would drop: the zero split off.
    ['0612345678', '0 612345678'],
  ])('%j is written %j', (value, written) => expect(readablePhone(value)).toBe(written));

  it('keeps every digit and its order: only one space is added', () => {
    for (const value of ['+34600000000', '0034600000000', '0612345678', '+4915112345678'])
      expect(readablePhone(value).replace(/ /g, '')).toBe(value);
  });

  it.each([
    // No prefix and no leading zero: a spreadsheet shows every digit, so no national grouping.
    ['933000000'],
    // Under seven digits: a short number or an extension.
    ['+12'],
    ['+123456'],
    ['12345'],
    ['061234'],
    ['00123456'],
    ['112'],
    // Already written with separators, or not bare digits.
    ['+34 600 000 000'],
    ['600-000-000'],
    ['+33 (0)1 23 45 67 89'],
    ['+34'],
    ['+'],
    [''],
    ['-2+3'],
  ])('leaves %j as it is', (value) => expect(readablePhone(value)).toBe(value));
});
