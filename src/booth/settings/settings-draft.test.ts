import { describe, expect, it } from 'vitest';
import { cleanName, MAX_NAME_LENGTH, settingsFromDraft, settingsGiven } from './settings-draft';
import { DEFAULT_KEEP_DAYS, type BoothSettings } from '../lead';

const CURRENT: BoothSettings = { fair: 'Heimtextil', rep: 'Núria', keepDays: 12 };

describe('cleanName', () => {
  it('makes pasted line breaks, tabs and runs of spaces single, and trims', () => {
    expect(cleanName('  Heimtextil\n 2027 \t Frankfurt  ')).toBe('Heimtextil 2027 Frankfurt');
  });

  it('cuts a long name at the limit without splitting a character of two code units', () => {
    const long = '🧵'.repeat(MAX_NAME_LENGTH + 5);
    const kept = cleanName(long);
    expect([...kept]).toHaveLength(MAX_NAME_LENGTH);
    expect(kept).toBe('🧵'.repeat(MAX_NAME_LENGTH));
  });

  it('keeps what looks like markup or a formula as the text it is', () => {
    expect(cleanName('<b>=SUM(A1)</b>')).toBe('<b>=SUM(A1)</b>');
  });
});

describe('settingsGiven', () => {
  it('is true with the fair or the rep alone, false with neither', () => {
    expect(settingsGiven({ fair: 'Maison&Objet', rep: '' })).toBe(true);
    expect(settingsGiven({ fair: '', rep: 'Jordi' })).toBe(true);
    expect(settingsGiven({ fair: '', rep: '' })).toBe(false);
  });
});

describe('settingsFromDraft', () => {
  it('keeps the cleaned names and the settings the form does not show', () => {
    expect(settingsFromDraft({ fair: ' Proposte 2027 ', rep: 'Pau\nSerra' }, CURRENT)).toEqual({
      ok: true,
      settings: { fair: 'Proposte 2027', rep: 'Pau Serra', keepDays: 12 },
    });
  });

  it('takes one name alone', () => {
    const check = settingsFromDraft({ fair: '', rep: 'Pau' }, { fair: '', rep: '', keepDays: DEFAULT_KEEP_DAYS });
    expect(check).toEqual({ ok: true, settings: { fair: '', rep: 'Pau', keepDays: DEFAULT_KEEP_DAYS } });
  });

  it('says so when both are empty or only spaces, and keeps nothing', () => {
    expect(settingsFromDraft({ fair: '   ', rep: '\n' }, CURRENT)).toEqual({ ok: false, reason: 'empty' });
  });

  it('takes, for a name left as the form showed it, the one kept now (another tab may have set it meanwhile)', () => {
    const shown = { fair: 'Heimtextil', rep: '' };
    const keptNow: BoothSettings = { fair: 'Heimtextil', rep: 'Núria', keepDays: 12 };
    expect(settingsFromDraft({ fair: 'Heimtextil 2027', rep: '' }, keptNow, shown)).toEqual({
      ok: true,
      settings: { fair: 'Heimtextil 2027', rep: 'Núria', keepDays: 12 },
    });
  });

  it("keeps a name the rep emptied on purpose, and a name typed over another tab's", () => {
    const shown = { fair: 'Heimtextil', rep: 'Pau' };
    const keptNow: BoothSettings = { fair: 'Proposte', rep: 'Pau', keepDays: 7 };
    expect(settingsFromDraft({ fair: 'Maison&Objet', rep: '' }, keptNow, shown)).toEqual({
      ok: true,
      settings: { fair: 'Maison&Objet', rep: '', keepDays: 7 },
    });
  });

  it('is no slip when both fields were left empty as shown but another tab has set the names since', () => {
    const keptNow: BoothSettings = { fair: 'Heimtextil', rep: '', keepDays: 7 };
    expect(settingsFromDraft({ fair: '', rep: '' }, keptNow, { fair: '', rep: '' })).toEqual({
      ok: true,
      settings: keptNow,
    });
  });
});
