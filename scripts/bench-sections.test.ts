import { describe, expect, it } from 'vitest';
import { BENCH_SECTIONS, chosenSections } from './bench-sections.ts';

describe('the bench sections BENCH_ONLY chooses', () => {
  it('runs every section when BENCH_ONLY is unset or empty', () => {
    expect([...chosenSections(undefined)]).toEqual(BENCH_SECTIONS);
    expect([...chosenSections(' ')]).toEqual(BENCH_SECTIONS);
  });

  it('runs only the sections named, in the bench’s order, spaces allowed', () => {
    expect([...chosenSections('lighthouse-one-core, offline')]).toEqual(['offline', 'lighthouse-one-core']);
  });

  it('leaves out both Lighthouse sections with BENCH_LIGHTHOUSE=0', () => {
    const chosen = chosenSections(undefined, '0');
    expect(chosen.has('lighthouse')).toBe(false);
    expect(chosen.has('lighthouse-one-core')).toBe(false);
    expect(chosen.has('offline')).toBe(true);
    expect([...chosenSections('lighthouse,offline', '0')]).toEqual(['offline']);
  });

  it('refuses a name that is no section, listing the sections', () => {
    expect(() => chosenSections('offline,lighthose')).toThrow(/no section lighthose.*lighthouse-one-core/);
  });
});
