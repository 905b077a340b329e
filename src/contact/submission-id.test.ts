import { describe, expect, it } from 'vitest';
import { newSubmissionId } from './submission-id';

describe('submission id', () => {
  it('makes a new 128-bit id for each enquiry', () => {
    const a = newSubmissionId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmissionId()).not.toBe(a);
  });
});
