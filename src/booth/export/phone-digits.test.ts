import { describe, expect, it } from 'vitest';
import { inThrees, readablePhone } from './phone-digits';

describe('a phone number typed as bare digits', () => {
  it.each([
    // International, with the country code found by its first digits (one, two or three).
    ['+34600000000', '+34 600 000 000'],
    ['0034600000000', '0034 600 000 000'],
    ['+12025550123', '+1 202 555 0123'],
    ['+351912345678', '+351 912 345 678'],
    ['+4915112345678', '+49 151 123 456 78'],
    ['+71234567890', '+7 123 456 7890'],
    // National, its leading zero kept.
    ['0612345678', '061 234 5678'],
    ['933000000', '933 000 000'],
  ])('%j is written %j', (value, written) => expect(readablePhone(value)).toBe(written));

  it('keeps every digit and its order: only spaces are added', () => {
    for (const value of ['+34600000000', '0034600000000', '0612345678', '+4915112345678'])
      expect(readablePhone(value).replace(/ /g, '')).toBe(value);
  });

  it.each([
    ['+34 600 000 000'],
    ['600-000-000'],
    ['+33 (0)1 23 45 67 89'],
    ['112'],
    ['1234'],
    ['+34'],
    ['+'],
    [''],
    ['-2+3'],
  ])('leaves %j as it is (already grouped, short, or not bare digits)', (value) =>
    expect(readablePhone(value)).toBe(value),
  );
});

describe('digits in threes', () => {
  it.each([
    ['600000000', '600 000 000'],
    ['2025550123', '202 555 0123'],
    ['12345678901', '123 456 789 01'],
    ['1234', '1234'],
    ['12345', '123 45'],
  ])('%j is %j', (digits, grouped) => expect(inThrees(digits)).toBe(grouped));
});
