/** What the service worker's notices say, in one language: the `pwa` part of its common texts. */
export interface PwaTexts {
  offline: string;
  updateAvailable: string;
  reload: string;
  offlineReady: string;
  /** With `{{size}}`. */
  offlineReadySize: string;
  /** With `{{done}}` and `{{total}}`. */
  precaching: string;
  precacheFailed: string;
  dismiss: string;
}

/** Each phrase, and the placeholders it must hold. */
const PHRASES: Record<keyof PwaTexts, readonly string[]> = {
  offline: [],
  updateAvailable: [],
  reload: [],
  offlineReady: [],
  offlineReadySize: ['size'],
  precaching: ['done', 'total'],
  precacheFailed: [],
  dismiss: [],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The notices' texts from a language's `common.json` as fetched, or null when any phrase or
 * placeholder is missing: the notices draw their few texts themselves, without i18next, so they
 * show before the app has loaded, or when it cannot.
 */
export function pwaTextsFrom(common: unknown): PwaTexts | null {
  const pwa = isRecord(common) ? common.pwa : undefined;
  if (!isRecord(pwa)) return null;
  const complete = Object.entries(PHRASES).every(([phrase, placeholders]) => {
    const text = pwa[phrase];
    return typeof text === 'string' && text !== '' && placeholders.every((name) => text.includes(`{{${name}}}`));
  });
  return complete ? (pwa as unknown as PwaTexts) : null;
}

/** A phrase with its `{{name}}` placeholders filled in, as i18next would (values unescaped). */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
