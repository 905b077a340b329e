import { describe, expect, it } from 'vitest';
import { hashId } from './hash-id';

describe('hashId', () => {
  it('decodes the id a hash names', () => {
    expect(hashId('#top')).toBe('top');
    expect(hashId('#caf%C3%A9')).toBe('café');
  });

  it('has no id for an empty hash', () => {
    expect(hashId('')).toBeNull();
    expect(hashId('#')).toBeNull();
  });

  it('takes broken percent-encoding as written instead of throwing', () => {
    expect(hashId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashId('#%3Cimg%3E%')).toBe('%3Cimg%3E%');
  });
});
