import { describe, expect, it } from 'vitest';
import type { Lead, LeadCard } from '../lead';
import { copyOnOpen, nextStamp, parseTypedCopy, typedCopyText, typedIsNewer, TYPED_COPY_VERSION } from './typed-copy';

const CARD: LeadCard = {
  name: 'Núria Vidal',
  company: 'Vidal, "Tèxtils" & Cia',
  email: 'nuria@example.com',
  phone: '+34 600 000 000',
  country: 'España',
  language: 'ca',
  items: [],
  projectTypes: ['cascadas'],
  rating: 'warm',
  notes: 'Quiere 40 libros\npara primavera',
  consentAt: 1_000,
};

const ID = 'a0000000000000000000000000000001';

/** The open lead as the store holds it: written at 10 000, its card typed up to then. */
const stored = (fields: Partial<Lead> = {}): Lead => ({
  id: ID,
  v: 1,
  startedAt: 5_000,
  updatedAt: 10_000,
  fair: 'Heimtextil 2027',
  rep: 'Pau Serra',
  card: { ...CARD, name: 'Núria V', notes: '' },
  savedAt: null,
  sentAt: null,
  followUpOf: null,
  ...fields,
});

/** The tab's copy of this lead's card, typed at 12 000. */
const copy = (fields: { id?: string; at?: number; card?: LeadCard } = {}) =>
  typedCopyText({ id: ID, at: 12_000, card: CARD, ...fields });

describe('the tab’s copy of the card as typed', () => {
  it('reads back what it wrote, every field, in a few hundred bytes', () => {
    const text = typedCopyText({ id: ID, at: 12_000, card: CARD });
    expect(parseTypedCopy(text)).toEqual({ id: ID, at: 12_000, card: CARD });
    expect(JSON.parse(text)).toMatchObject({ v: TYPED_COPY_VERSION, id: ID });
    expect(new TextEncoder().encode(text).length).toBeLessThan(500);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['text that is not JSON', '{"v":1,"id":'],
    ['JSON that is not an object', '"booth"'],
    ['another format’s copy', JSON.stringify({ v: 2, id: ID, at: 12_000, card: CARD })],
    ['a copy without a format', JSON.stringify({ id: ID, at: 12_000, card: CARD })],
    ['a copy without a lead', JSON.stringify({ v: 1, id: '', at: 12_000, card: CARD })],
    ['a copy without a time', JSON.stringify({ v: 1, id: ID, at: '12000', card: CARD })],
    ['a copy without a card', JSON.stringify({ v: 1, id: ID, at: 12_000, card: null })],
  ])('reads no copy from %s', (_, text) => expect(parseTypedCopy(text)).toBeNull());

  it('repairs what a card holds as the store does: a field of the wrong kind is empty, not a lost card', () => {
    const text = JSON.stringify({ v: 1, id: ID, at: 12_000, card: { name: 'Núria', email: 42, rating: 'boiling' } });
    expect(parseTypedCopy(text)?.card).toMatchObject({ name: 'Núria', email: '', rating: null, items: [] });
  });
});

describe('the copy as the open card opens', () => {
  it('restores this lead’s card typed after the store’s last write (the write that did not land)', () => {
    expect(copyOnOpen(stored(), copy())).toEqual({ kind: 'restore', card: CARD, at: 12_000 });
  });

  it('has nothing to do without a copy', () => {
    expect(copyOnOpen(stored(), null)).toEqual({ kind: 'none' });
  });

  it.each([
    ['a corrupt copy', stored(), '{not json'],
    ['another format’s copy', stored(), JSON.stringify({ v: 2, id: ID, at: 12_000, card: CARD })],
    ['another lead’s copy', stored(), copy({ id: 'b0000000000000000000000000000002' })],
    // The write that held it landed (its removal did not): the store is as new or newer.
    ['a copy the store already holds', stored(), copy({ at: 10_000, card: stored().card })],
    // Another tab typed on the same card after it, and its write landed.
    ['a copy older than another tab’s typing', stored({ updatedAt: 20_000 }), copy()],
    // "Save lead" took the card: it is no longer typed.
    ['the copy of a lead saved since', stored({ savedAt: 11_000 }), copy()],
  ])('drops %s', (_, lead, text) => expect(copyOnOpen(lead, text)).toEqual({ kind: 'drop' }));
});

describe('the stamps of the typed changes', () => {
  it('follow the clock, always after the last', () => {
    expect(nextStamp(10_000, 12_000)).toBe(12_000);
    expect(nextStamp(12_000, 12_000)).toBe(12_001);
  });

  it('keep a keystroke typed while an earlier write waited for its turn', () => {
    // "A" typed at 12 000 and its write queued; "B" typed at 12 100; the "A" write gets its turn at
    // 12 300 and the "AB" write never lands (the page is reloaded).
    const a = nextStamp(10_000, 12_000);
    const b = nextStamp(a, 12_100);
    const afterA = stored({ updatedAt: a, card: { ...CARD, company: 'A' } });
    expect(typedIsNewer(a, afterA.card, stored())).toBe(true);
    const opened = copyOnOpen(afterA, copy({ at: b, card: { ...CARD, company: 'AB' } }));
    expect(opened).toEqual({ kind: 'restore', card: { ...CARD, company: 'AB' }, at: b });
  });

  it('keep the last keystrokes when the clock is set back', () => {
    // The store wrote at 10 000; an NTP correction puts the clock at 4 000 before the next key.
    const at = nextStamp(10_000, 4_000);
    expect(at).toBeGreaterThan(10_000);
    expect(copyOnOpen(stored(), copy({ at }))).toMatchObject({ kind: 'restore', card: CARD });
  });

  it('do not drop a copy with unwritten text on a tie', () => {
    expect(copyOnOpen(stored(), copy({ at: 10_000 }))).toEqual({ kind: 'restore', card: CARD, at: 10_000 });
    expect(typedIsNewer(10_000, CARD, stored())).toBe(true);
    expect(typedIsNewer(10_000, stored().card, stored())).toBe(false);
  });

  it('are not written over a lead saved or typed later elsewhere', () => {
    expect(typedIsNewer(12_000, CARD, stored({ savedAt: 11_000 }))).toBe(false);
    expect(typedIsNewer(12_000, CARD, stored({ updatedAt: 20_000 }))).toBe(false);
  });
});
