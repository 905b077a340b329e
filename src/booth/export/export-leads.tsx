import { useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { BoothSettings } from '../lead';
import actions from '../../components/action-button/action-button.module.css';
import { exportFiles, type ExportFiles } from './export-files';
import { sharePlan, type CanShare } from './share-plan';
import type { ExportRow } from './lead-fields';
import styles from './export-leads.module.css';

export interface ExportLeadsProps {
  /** The leads to write out, each with its state, in the order the files should hold them. */
  rows: readonly ExportRow[];
  /** The fair names the files. */
  settings: Pick<BoothSettings, 'fair'>;
  /**
   * False while the device's leads are still being read (the page is prerendered without them):
   * the control waits, rather than saying for an instant that there is nothing to export.
   */
  ready?: boolean;
}

/**
 * What the last press did; `press` counts the presses, so the same words said twice are said anew.
 * `vcf` null: there was no vCard file (no lead made a card); `vcards`: the cards it held.
 * `offer`: the vCard file, shared by no sheet of this browser, kept for the rep to download apart.
 */
type Exported = {
  press: number;
  count: number;
  csv: string;
  vcf: string | null;
  vcards: number;
};
type Outcome =
  | { kind: 'idle' }
  | ({ kind: 'done' | 'shared' } & Exported)
  | ({ kind: 'sharedCsv'; offer: File } & Exported)
  | { kind: 'vcfDone'; press: number; vcf: string; offer: File }
  | { kind: 'failed'; press: number; reason: string };

/**
 * How long a download's Blob URL stays valid after the click: some browsers (Safari, Firefox)
 * start reading it only after the click has returned, so it is revoked later, not at once
 * (FileSaver.js waits 40 s for the same reason).
 */
export const REVOKE_AFTER_MS = 40_000;

function download(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  // Firefox follows a download link only from inside the document.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Hands `files` to the system share sheet: 'cancelled' when the rep closed it (nothing to do, and
 * nothing downloaded behind the rep's back); 'refused' on any other refusal (no user gesture left,
 * a target that failed): the files are downloaded instead.
 */
async function shareFiles(files: File[], title: string): Promise<'shared' | 'cancelled' | 'refused'> {
  // Never throws: the press that waits on it must always let the next press through.
  try {
    await navigator.share({ files, title });
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'refused';
  }
}

/** The browser's `canShare`, called as its method (Chrome refuses it called loose). */
const browserCanShare = (): CanShare =>
  typeof navigator.canShare === 'function' ? (data) => navigator.canShare(data) : undefined;

/**
 * "Export leads": the leads as a CSV file and a vCard file, handed to the system share sheet
 * where the browser can share them (the spreadsheet alone where it cannot share vCard, the vCard
 * file then offered apart: share-plan.ts), else downloaded. All in the page: it works offline.
 */
export function ExportLeads({ rows, settings, ready = true }: ExportLeadsProps) {
  const { t } = useT(['booth', 'services']);
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const none = ready && rows.length === 0;
  /**
   * While the share sheet is open a second press is ignored: the browser would refuse a second
   * share, and the files would be downloaded behind the sheet. Not by disabling the button: the
   * focus would be lost when the sheet gives it back.
   */
  const sharing = useRef(false);
  const presses = useRef(0);

  const failed = (press: number, error: unknown) =>
    setOutcome({ kind: 'failed', press, reason: error instanceof Error ? error.message : String(error) });

  const exportNow = async () => {
    if (sharing.current) return;
    const press = ++presses.current;
    let files: ExportFiles;
    try {
      files = exportFiles(rows, t, settings.fair, new Date());
    } catch (error) {
      failed(press, error);
      return;
    }
    const names = {
      press,
      count: rows.length,
      csv: files.csv.name,
      vcf: files.vcf?.name ?? null,
      vcards: files.vcards,
    };
    const title = settings.fair ? t('export.shareTitle', { fair: settings.fair }) : files.csv.name;
    const plan = sharePlan(browserCanShare(), files);
    if (plan.kind !== 'none') {
      sharing.current = true;
      const handed = await shareFiles([...plan.share], title);
      sharing.current = false;
      if (handed === 'cancelled') return setOutcome({ kind: 'idle' });
      if (handed === 'shared')
        return setOutcome(
          plan.kind === 'all' ? { kind: 'shared', ...names } : { kind: 'sharedCsv', ...names, offer: plan.offer },
        );
    }
    try {
      download(files.csv);
      if (files.vcf) download(files.vcf);
      setOutcome({ kind: 'done', ...names });
    } catch (error) {
      failed(press, error);
    }
  };

  /** The vCard file the share sheet could not take, downloaded when the rep asks for it. */
  const downloadOffer = (offer: File) => {
    const press = ++presses.current;
    try {
      download(offer);
      setOutcome({ kind: 'vcfDone', press, vcf: offer.name, offer });
    } catch (error) {
      failed(press, error);
    }
  };

  /** Said after the files, where the vCard file holds fewer cards than there are leads, or none. */
  const vcardsNote = ({ count, vcards }: Exported) =>
    vcards < count && ` ${vcards === 0 ? t('export.noVcf') : t('export.vcfHolds', { count: vcards })}`;

  return (
    <section className={styles.export} aria-labelledby={`${id}-button`}>
      <p id={`${id}-what`} className={styles.what}>
        {t('export.description')}
      </p>
      <button
        id={`${id}-button`}
        type="button"
        className={actions.primary}
        disabled={!ready || none}
        aria-describedby={none ? `${id}-none` : `${id}-what`}
        onClick={() => void exportNow()}
      >
        {t('export.button')}
      </button>
      {none && (
        <p id={`${id}-none`} className={styles.none}>
          {t('export.none')}
        </p>
      )}
      <p role="status" className={styles.status}>
        {/* A new node for each press: a live region says what is added to it, and a second export
            of the same leads the same day has the very same words, which put in place of
            themselves would change nothing, and the rep who pressed would hear nothing. */}
        {outcome.kind !== 'idle' && (
          <span key={outcome.press}>
            {outcome.kind === 'done' && t(outcome.vcf ? 'export.done' : 'export.doneCsv', outcome)}
            {outcome.kind === 'shared' && t(outcome.vcf ? 'export.shared' : 'export.sharedCsvAlone', outcome)}
            {outcome.kind === 'sharedCsv' && t('export.sharedCsv', { count: outcome.count, csv: outcome.csv })}
            {'vcards' in outcome && vcardsNote(outcome)}
            {outcome.kind === 'vcfDone' && t('export.vcfDone', { vcf: outcome.vcf })}
            {outcome.kind === 'failed' && t('export.failed', { reason: outcome.reason })}
          </span>
        )}
      </p>
      {(outcome.kind === 'sharedCsv' || outcome.kind === 'vcfDone') && (
        <button type="button" className={actions.secondary} onClick={() => downloadOffer(outcome.offer)}>
          {t('export.downloadVcf')}
        </button>
      )}
    </section>
  );
}
