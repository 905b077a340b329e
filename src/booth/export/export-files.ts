import type { Translate } from '../../selection/message-block';
import type { ExportRow } from './lead-fields';
import { leadsCsv } from './leads-csv';
import { leadsVcard } from './leads-vcard';

/** The export's two files, named and typed, ready to download or to hand to the share sheet. */

/** Longest share of a file name the fair's name may take, in characters. */
const FAIR_MAX_LENGTH = 60;
/**
 * … and in UTF-8 bytes: ext4 and APFS allow 255 bytes a name, and 60 characters of a script
 * outside the Basic Multilingual Plane are 240 bytes, which with the word, the day and `.csv`
 * would cross it. 120 leaves the rest room.
 */
const FAIR_MAX_BYTES = 120;

const encoder = new TextEncoder();

/**
 * The fair's name as part of a file name: letters, their marks (Devanagari's or Arabic's vowel
 * signs are marks: dropping them garbles the word) and digits of any script kept, every run of
 * anything else (spaces, slashes, colons, quotes: signs some system refuses in a name) one `-`.
 */
export function fileNamePart(text: string): string {
  const kept: string[] = [];
  let bytes = 0;
  const chars = Array.from(
    text
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^[-\p{M}]+|-+$/gu, ''),
  );
  for (const char of chars.slice(0, FAIR_MAX_LENGTH)) {
    bytes += encoder.encode(char).length;
    if (bytes > FAIR_MAX_BYTES) break;
    kept.push(char);
  }
  return kept.join('').replace(/-+$/, '');
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** `leads-heimtextil-2027-2026-11-29`: the word in the rep's language, the fair, the day; no fair, no part. */
export function exportBaseName(word: string, fair: string, date: Date): string {
  return [fileNamePart(word), fileNamePart(fair), day(date)].filter(Boolean).join('-');
}

export interface ExportFiles {
  csv: File;
  /** Null when it would hold no card: an empty file is not offered. */
  vcf: File | null;
  /**
   * The cards the vCard file holds, counted in the file itself: a lead with nothing a contact is
   * made of (no name, company or e-mail) may have none, so the leads' count is not the file's.
   */
  vcards: number;
}

/** The cards a vCard file's text holds (RFC 6350: each begins with its own BEGIN:VCARD line). */
export function vcardCount(text: string): number {
  return text.match(/^BEGIN:VCARD\r?$/gm)?.length ?? 0;
}

export function exportFiles(rows: readonly ExportRow[], t: Translate, fair: string, date: Date): ExportFiles {
  const base = exportBaseName(t('booth:export.fileName'), fair, date);
  const vcard = leadsVcard(rows, t);
  const vcards = vcardCount(vcard);
  return {
    csv: new File([leadsCsv(rows, t)], `${base}.csv`, { type: 'text/csv;charset=utf-8' }),
    vcf: vcards > 0 ? new File([vcard], `${base}.vcf`, { type: 'text/vcard;charset=utf-8' }) : null,
    vcards,
  };
}
