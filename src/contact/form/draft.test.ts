import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS } from '../payload';
import { createDraftStore, isBlank, parseDraft, withTyped } from './draft';
import { DRAFT_STORAGE_KEY, draftWaiting, keepTypedAsDraft } from './draft-key';

describe('form draft', () => {
  it('reads back what was saved', () => {
    const draft = { fields: { ...EMPTY_FIELDS, name: 'Anna', projectType: 'cuttings' }, submissionId: 'abc' };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('ignores what cannot be a draft, and unknown values inside one', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft('{"fields":{},"submissionId":7}')).toBeNull();
    // Kept from the served form: no id yet.
    expect(parseDraft('{"fields":{}}')).toEqual({ fields: EMPTY_FIELDS, submissionId: null });
    expect(parseDraft('null')).toBeNull();
    expect(
      parseDraft(JSON.stringify({ fields: { name: 7, projectType: 'yachts', message: 'Hola' }, submissionId: 'a' })),
    ).toEqual({
      fields: { ...EMPTY_FIELDS, message: 'Hola' },
      submissionId: 'a',
    });
  });

  it('starts from the draft, with what was typed before the code came in place of its fields', () => {
    const draft = { ...EMPTY_FIELDS, name: 'Anna', email: 'anna@example.com', projectType: 'cuttings' as const };
    expect(withTyped(null, {})).toEqual(EMPTY_FIELDS);
    expect(withTyped(draft, {})).toEqual(draft);
    expect(withTyped(null, { message: 'Hola' })).toEqual({ ...EMPTY_FIELDS, message: 'Hola' });
    // An empty field was not typed in: the draft's value stays.
    expect(withTyped(draft, { name: '', email: 'a@b.es' })).toEqual({ ...draft, email: 'a@b.es' });
  });

  it('knows whether a draft is waiting, and that storage which throws holds none', () => {
    const storage = (value: string | null) => () => ({ getItem: () => value }) as unknown as Storage;
    expect(draftWaiting(storage('{"fields":{}}'))).toBe(true);
    expect(draftWaiting(storage(null))).toBe(false);
    expect(
      draftWaiting(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
  });

  it('knows an untouched form', () => {
    expect(isBlank(EMPTY_FIELDS)).toBe(true);
    expect(isBlank({ ...EMPTY_FIELDS, message: '  ' })).toBe(true);
    expect(isBlank({ ...EMPTY_FIELDS, company: 'X' })).toBe(false);
  });
});

describe('draft store', () => {
  const draft = { fields: { ...EMPTY_FIELDS, message: 'Hola' }, submissionId: 'abc' };

  it('keeps the draft in session storage', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    } as Storage;
    const store = createDraftStore(() => storage);
    store.write(JSON.stringify(draft));
    expect(createDraftStore(() => storage).read()).toEqual(draft);
    store.write(null);
    expect(kept.size).toBe(0);
  });

  it('carries the draft in memory where session storage throws', () => {
    const store = createDraftStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(store.read()).toBeNull();
    store.write(JSON.stringify(draft));
    expect(store.read()).toEqual(draft);
    store.write(null);
    expect(store.read()).toBeNull();
  });
});

describe('what was typed into the served form, kept as the draft when the page is left', () => {
  const sessionStorageOf = (kept: Map<string, string>) =>
    ({
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    }) as Storage;

  it('becomes a draft the form restores, with no id yet (the form makes one)', () => {
    const kept = new Map<string, string>();
    keepTypedAsDraft({ name: 'Anna', email: '', message: 'Hola' }, () => sessionStorageOf(kept));
    const restored = createDraftStore(() => sessionStorageOf(kept)).read();
    expect(restored?.fields).toEqual({ ...EMPTY_FIELDS, name: 'Anna', message: 'Hola' });
    expect(restored?.submissionId).toBeNull();
  });

  it('keeps a waiting draft’s id and other fields, with the typed text in place of theirs', () => {
    const kept = new Map([
      [
        DRAFT_STORAGE_KEY,
        JSON.stringify({ fields: { ...EMPTY_FIELDS, name: 'Anna', projectType: 'libros' }, submissionId: 'abc' }),
      ],
    ]);
    keepTypedAsDraft({ name: 'Anna Puig', message: '' }, () => sessionStorageOf(kept));
    expect(createDraftStore(() => sessionStorageOf(kept)).read()).toEqual({
      fields: { ...EMPTY_FIELDS, name: 'Anna Puig', projectType: 'libros' },
      submissionId: 'abc',
    });
  });

  it('writes nothing when nothing was typed, replaces what cannot be a draft, and survives storage that throws', () => {
    const kept = new Map<string, string>();
    keepTypedAsDraft({ name: ' ', message: '' }, () => sessionStorageOf(kept));
    expect(kept.size).toBe(0);
    kept.set(DRAFT_STORAGE_KEY, '{oops');
    keepTypedAsDraft({ message: 'Hola' }, () => sessionStorageOf(kept));
    expect(createDraftStore(() => sessionStorageOf(kept)).read()?.fields).toEqual({ ...EMPTY_FIELDS, message: 'Hola' });
    expect(() =>
      keepTypedAsDraft({ message: 'Hola' }, () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
