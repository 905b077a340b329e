import type { ExportFiles } from './export-files';

/**
 * What "Export leads" hands to the system share sheet, from what the browser says it can share.
 * Pure: the browser's `navigator.canShare` is passed in.
 *
 * - 'all': the files go to the sheet together (both, or the spreadsheet where there is no vCard file).
 * - 'csvOnly': the spreadsheet goes to the sheet and the vCard file is offered to download on its
 *   own. Chrome (Android, desktop) shares `text/csv` but not `text/vcard`, so asked for the pair it
 *   says no, on exactly the tablets reps use; the spreadsheet is the file the office works from.
 * - 'none': nothing can be shared; both files are downloaded.
 *
 * A browser that could share the vCard file alone but not the spreadsheet gets 'none': the
 * spreadsheet is never left behind a download the rep must think of.
 */
export type SharePlan =
  { kind: 'all'; share: readonly File[] } | { kind: 'csvOnly'; share: readonly [File]; offer: File } | { kind: 'none' };

export type CanShare = ((data?: ShareData) => boolean) | undefined;

/** Whether the browser says it can share `files`: a missing `canShare`, or one that throws, cannot. */
function can(canShare: CanShare, files: File[]): boolean {
  if (typeof canShare !== 'function') return false;
  try {
    return canShare({ files });
  } catch {
    return false;
  }
}

export function sharePlan(canShare: CanShare, { csv, vcf }: Pick<ExportFiles, 'csv' | 'vcf'>): SharePlan {
  const all = vcf ? [csv, vcf] : [csv];
  if (can(canShare, all)) return { kind: 'all', share: all };
  if (vcf && can(canShare, [csv])) return { kind: 'csvOnly', share: [csv], offer: vcf };
  return { kind: 'none' };
}
