import type { BoothSettings } from '../lead';

/**
 * The fair and the rep as the rep types them, and as they are kept: set once per device, shown as
 * a summary once set. Framework-free; booth-settings.tsx draws it.
 */

/** Longest a name is kept: a fair's full name with its year and city fits, a pasted page does not. */
export const MAX_NAME_LENGTH = 80;

export interface SettingsDraft {
  fair: string;
  rep: string;
}

/**
 * A name as kept: its spaces (line breaks and tabs pasted in, too) made single, trimmed, and
 * cut at MAX_NAME_LENGTH without splitting a character made of two code units.
 */
export function cleanName(typed: string): string {
  const single = typed.replace(/\s+/gu, ' ').trim();
  return [...single].slice(0, MAX_NAME_LENGTH).join('').trim();
}

/** Whether the device has its fair or its rep: the summary shows then, else the form asks. */
export function settingsGiven(settings: Pick<BoothSettings, 'fair' | 'rep'>): boolean {
  return settings.fair !== '' || settings.rep !== '';
}

export type DraftCheck = { ok: true; settings: BoothSettings } | { ok: false; reason: 'empty' };

/**
 * The settings to keep from what was typed, over `current` (whose other settings, such as how
 * long sent leads stay, are kept as they are); both names empty is a slip, said rather than kept.
 * `shown` is what the form showed when it opened: a name left as it was shown takes the one kept
 * now, so a name another tab saved meanwhile is not written over with the form's old copy.
 */
export function settingsFromDraft(
  draft: SettingsDraft,
  current: BoothSettings,
  shown: SettingsDraft = current,
): DraftCheck {
  const kept = (name: keyof SettingsDraft) => {
    const typed = cleanName(draft[name]);
    return typed === cleanName(shown[name]) ? current[name] : typed;
  };
  const fair = kept('fair');
  const rep = kept('rep');
  if (!settingsGiven({ fair, rep })) return { ok: false, reason: 'empty' };
  return { ok: true, settings: { ...current, fair, rep } };
}
