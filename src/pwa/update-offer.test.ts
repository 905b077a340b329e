import { describe, expect, it } from 'vitest';
import { waitingIsOffered } from './update-offer';

describe('waitingIsOffered', () => {
  it('offers a waiting version to a tab run by an older worker', () => {
    expect(waitingIsOffered({ controlled: true, firstVisit: false })).toBe(true);
  });

  it('offers it on a first visit', () => {
    expect(waitingIsOffered({ controlled: false, firstVisit: true })).toBe(true);
  });

  it('does not offer it to a shift-reloaded tab, which already shows the newest version', () => {
    expect(waitingIsOffered({ controlled: false, firstVisit: false })).toBe(false);
  });
});
