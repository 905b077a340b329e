import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPrecacheCounter,
  formatBytes,
  isPrecacheOutcome,
  isPrecacheProgress,
  PRECACHE_OUTCOME,
  PRECACHE_PROGRESS,
  type PrecacheProgress,
} from './precache-progress';
import { LANGUAGES, type Lang } from '../i18n/languages';

describe('precache progress', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps reporting when the wall clock is set back during the saving', () => {
    // An hour back after the first report: a wall clock would hold every report until the last.
    const wall = vi.spyOn(Date, 'now').mockReturnValueOnce(3_600_000).mockReturnValue(0);
    const reports: number[] = [];
    const count = createPrecacheCounter(5, (progress) => reports.push(progress.done), { step: 1 });
    for (let i = 0; i < 5; i++) count();
    expect(reports).toEqual([1, 2, 3, 4, 5]);
    wall.mockRestore();
  });

  it('reports every step of files and the last one, and nothing after the total', () => {
    const reports: PrecacheProgress[] = [];
    const count = createPrecacheCounter(25, (progress) => reports.push(progress), { step: 10 });
    for (let i = 0; i < 30; i++) count();
    expect(reports.map((report) => report.done)).toEqual([10, 20, 25]);
    expect(reports.every((report) => report.total === 25 && report.type === PRECACHE_PROGRESS)).toBe(true);
  });

  /** The files' numbers reported when one file is cached every `fileMs`, by the worker's clock. */
  function reportedWith(total: number, step: number, fileMs: number): number[] {
    let clock = 0;
    const reports: number[] = [];
    const count = createPrecacheCounter(total, (progress) => reports.push(progress.done), {
      step,
      minIntervalMs: 1000,
      now: () => clock,
    });
    for (let file = 1; file <= total; file++) {
      clock = file * fileMs;
      count();
    }
    return reports;
  }

  it('waits at least the interval between reports, but always reports the last file', () => {
    // A file every 100 ms: steps at 5, 10, 15… but no report sooner than 1 s after the last.
    expect(reportedWith(100, 5, 100)).toEqual([5, 15, 25, 35, 45, 55, 65, 75, 85, 95, 100]);
  });

  it('reports a step reached after a quiet interval at once', () => {
    // A slow network: two seconds a file.
    expect(reportedWith(30, 10, 2000)).toEqual([10, 20, 30]);
  });

  it('reads only a well-formed message from the worker', () => {
    expect(isPrecacheProgress({ type: PRECACHE_PROGRESS, done: 3, total: 400 })).toBe(true);
    expect(isPrecacheProgress({ type: PRECACHE_PROGRESS, done: 401, total: 400 })).toBe(false);
    expect(isPrecacheProgress({ type: PRECACHE_PROGRESS, done: -1, total: 400 })).toBe(false);
    expect(isPrecacheProgress({ type: PRECACHE_PROGRESS, done: 1.5, total: 400 })).toBe(false);
    expect(isPrecacheProgress({ type: PRECACHE_PROGRESS, done: 0, total: 0 })).toBe(false);
    expect(isPrecacheProgress({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPrecacheProgress(null)).toBe(false);
  });

  it('says a size in kilobytes, megabytes or gigabytes, in the page language', () => {
    expect(formatBytes(850_000, 'en')).toBe('850 kB');
    expect(formatBytes(12_345_678, 'en')).toBe('12.3 MB');
    expect(formatBytes(12_345_678, 'es')).toBe('12,3 MB');
    expect(formatBytes(3_000_000, 'ca')).toBe('3 MB');
    expect(formatBytes(12_345_678, 'fr')).toBe('12,3\u202fMo');
    expect(formatBytes(1_234_567_890, 'fr')).toBe('1,2\u202fGo');
  });

  it('writes every size as Intl.NumberFormat writes it in each language', () => {
    // The unit formatBytes picks, from the size rounded as it is shown.
    const byIntl = (bytes: number, lang: Lang) => {
      const [unit, value, digits] =
        Math.round(bytes / 1000) < 1000
          ? (['kilobyte', bytes / 1000, 0] as const)
          : Math.round(bytes / 100_000) < 10_000
            ? (['megabyte', bytes / 1e6, 1] as const)
            : (['gigabyte', bytes / 1e9, 1] as const);
      return new Intl.NumberFormat(lang, { style: 'unit', unit, maximumFractionDigits: digits }).format(value);
    };
    const edges = [0, 1, 499, 500, 999_499, 999_500, 1_050_000, 1_150_000, 12_350_000, 999_949_999, 999_950_000];
    const spread = Array.from({ length: 400 }, (_, i) => Math.round(1.07 ** i * 997));
    for (const lang of LANGUAGES) {
      for (const bytes of [...edges, ...spread])
        expect([bytes, formatBytes(bytes, lang)]).toEqual([bytes, byIntl(bytes, lang)]);
    }
  });
});

describe('precache outcome', () => {
  it('is told as saved or not, and nothing else passes for it', () => {
    expect(isPrecacheOutcome({ type: PRECACHE_OUTCOME, saved: true })).toBe(true);
    expect(isPrecacheOutcome({ type: PRECACHE_OUTCOME, saved: false })).toBe(true);
    expect(isPrecacheOutcome({ type: PRECACHE_OUTCOME, saved: 'yes' })).toBe(false);
    expect(isPrecacheOutcome({ type: PRECACHE_PROGRESS, done: 1, total: 2 })).toBe(false);
    expect(isPrecacheOutcome(null)).toBe(false);
    expect(isPrecacheOutcome('PRECACHE_OUTCOME')).toBe(false);
  });
});
