import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS } from '../payload';
import { isBlank, parseDraft } from './draft';

describe('form draft', () => {
  it('reads back what was saved', () => {
    const draft = { fields: { ...EMPTY_FIELDS, name: 'Anna', projectType: 'cuttings' }, submissionId: 'abc' };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('ignores what cannot be a draft, and unknown values inside one', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft('{"fields":{}}')).toBeNull();
    expect(parseDraft('null')).toBeNull();
    expect(
      parseDraft(JSON.stringify({ fields: { name: 7, projectType: 'yachts', message: 'Hola' }, submissionId: 'a' })),
    ).toEqual({
      fields: { ...EMPTY_FIELDS, message: 'Hola' },
      submissionId: 'a',
    });
  });

  it('knows an untouched form', () => {
    expect(isBlank(EMPTY_FIELDS)).toBe(true);
    expect(isBlank({ ...EMPTY_FIELDS, message: '  ' })).toBe(true);
    expect(isBlank({ ...EMPTY_FIELDS, company: 'X' })).toBe(false);
  });
});
