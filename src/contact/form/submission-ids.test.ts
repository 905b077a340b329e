import { describe, expect, it } from 'vitest';
import { createSubmissionIds } from './submission-ids';

function counting() {
  let n = 0;
  return () => `id-${++n}`;
}

describe('submission ids', () => {
  it('an id minted by the form is made here, and stays the same until cleared', () => {
    const form = createSubmissionIds(counting()).forForm();
    expect(form.current()).toBe('id-1');
    expect(form.current()).toBe('id-1');
    expect(form.madeHere()).toBe(true);
    form.clear();
    expect(form.current()).toBe('id-2');
    expect(form.madeHere()).toBe(true);
  });

  it('an id a draft brought back over a reload is not made here, even once written back', () => {
    // The reloaded page: its draft store writes the restored draft straight back with its id,
    // which must not make the id its own (an enquiry maybe queued before the reload).
    const form = createSubmissionIds(counting()).forForm();
    form.restore('kept-before-reload');
    expect(form.current()).toBe('kept-before-reload');
    expect(form.madeHere()).toBe(false);
  });

  it('an id the page minted stays made here when a remounted form reads it back (a change of language)', () => {
    const page = createSubmissionIds(counting());
    const first = page.forForm();
    const id = first.current();
    const remounted = page.forForm();
    remounted.restore(id);
    expect(remounted.current()).toBe(id);
    expect(remounted.madeHere()).toBe(true);
  });

  it('a draft of the served form, with no id yet, gets one minted here', () => {
    const form = createSubmissionIds(counting()).forForm();
    form.restore(null);
    expect(form.madeHere()).toBe(false);
    form.current();
    expect(form.madeHere()).toBe(true);
  });

  it('an id minted by another page (a duplicated tab copies session storage) is not made here', () => {
    const original = createSubmissionIds(counting()).forForm();
    const id = original.current();
    const duplicate = createSubmissionIds(counting()).forForm();
    duplicate.restore(id);
    expect(duplicate.madeHere()).toBe(false);
  });
});
