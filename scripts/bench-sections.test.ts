import { describe, expect, it } from 'vitest';
import { BENCH_SECTIONS, benchRuns, chosenSections } from './bench-sections.ts';

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

  it('refuses a value that names nothing, rather than running every section', () => {
    expect(() => chosenSections(',')).toThrow(/BENCH_ONLY="," names no section/);
    expect(() => chosenSections(' , ,')).toThrow(/names no section/);
  });

  it('refuses Lighthouse sections alone with BENCH_LIGHTHOUSE=0, which would measure nothing', () => {
    expect(() => chosenSections('lighthouse', '0')).toThrow(/BENCH_LIGHTHOUSE=0 leaves out: nothing to measure/);
    expect(() => chosenSections('lighthouse,lighthouse-one-core', '0')).toThrow(/nothing to measure/);
  });
});

describe('the run counts the bench takes', () => {
  it('takes the defaults when unset or blank', () => {
    expect(benchRuns({})).toEqual({ ready: 5, lighthouse: 5, tap: 3, paint: 7, roundTrip: 5, searchOpen: 5 });
    expect(benchRuns({ BENCH_TAP_RUNS: ' ' }).tap).toBe(3);
  });

  it('takes a positive whole number as set', () => {
    expect(benchRuns({ BENCH_READY_RUNS: '1', BENCH_LIGHTHOUSE_RUNS: ' 12 ' })).toMatchObject({
      ready: 1,
      lighthouse: 12,
    });
  });

  it.each(['0', '-1', '2.5', 'five', '1e2', '07'])('refuses %s, naming the variable', (value) => {
    expect(() => benchRuns({ BENCH_PAINT_RUNS: value })).toThrow(
      `BENCH_PAINT_RUNS=${value}: a run count is a positive whole number`,
    );
  });
});
