import type { Translate } from '../../selection/message-block';
import type { ExportRow } from './lead-fields';
import { leadsCsv } from './leads-csv';
import { leadsVcard } from './leads-vcard';

/** The export's two files, named and typed, ready to download or to hand to the share sheet. */

/** Longest share of a file name the fair's name may take: the whole name stays well under 255 bytes. */
const FAIR_MAX_LENGTH = 60;

/**
 * The fair's name as part of a file name: letters and digits of any script kept, every run of
 * anything else (spaces, slashes, colons, quotes: signs some system refuses in a name) one `-`.
 */
export function fileNamePart(text: string): string {
  return Array.from(
    text
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  )
    .slice(0, FAIR_MAX_LENGTH)
    .join('')
    .replace(/-+$/, '');
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** `leads-heimtextil-2027-2026-11-29`: the word in the rep's language, the fair, the day; no fair, no part. */
export function exportBaseName(word: string, fair: string, date: Date): string {
  return [fileNamePart(word), fileNamePart(fair), day(date)].filter(Boolean).join('-');
}

export interface ExportFiles {
  csv: File;
  vcf: File;
}

export function exportFiles(rows: readonly ExportRow[], t: Translate, fair: string, date: Date): ExportFiles {
  const base = exportBaseName(t('booth:export.fileName'), fair, date);
  return {
    csv: new File([leadsCsv(rows, t)], `${base}.csv`, { type: 'text/csv;charset=utf-8' }),
    vcf: new File([leadsVcard(rows, t)], `${base}.vcf`, { type: 'text/vcard;charset=utf-8' }),
  };
}
