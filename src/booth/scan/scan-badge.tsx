import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useLang, useT } from '../../i18n/use-t';
import { LANGUAGE_INFO } from '../../i18n/languages';
import actions from '../../components/action-button/action-button.module.css';
import type { LeadCard } from '../lead';
import { chooseReader, type QrDetectorClass } from './badge-reader';
import { startScan, videoFrame, videoFrames, type ScanEnd, type ScanSession } from './camera-scan';
import { readBadge } from './read-badge';
import { badgeFill, problemOf, type BadgeField, type ScanProblem } from './scan-outcome';
import styles from './scan-badge.module.css';

/** What the line under "Scan badge" says; `time` puts a repeated saying in a new node, heard again. */
type Said =
  | { kind: 'scanning' | 'cancelled' | 'hidden' }
  | { kind: 'filled'; fields: BadgeField[] }
  | { kind: 'problem'; problem: ScanProblem };

interface Props {
  /** The card's own change path: what it is given is saved as typed. */
  onFill: (patch: Partial<Pick<LeadCard, BadgeField>>) => void;
  /** The id of the card's field, for the focus after a read. */
  fieldId: (field: BadgeField) => string;
}

const noChange = () => () => {};
const canOpenCamera = () => typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The browser's detector where it has one, else the `qr` package's decoder, fetched now (its own chunk). */
const browserReader = () =>
  chooseReader({
    Detector: (globalThis as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector,
    loadDecoder: () => import('qr/decode.js').then((module) => module.decodeQR),
  });

/**
 * "Scan badge" on the visitor card, where the browser can open a camera: the camera's view, a
 * way to stop, and a line saying what happens. A code read fills the fields it gives for the rep
 * to check (what it does not give stays as typed) and the focus goes to the first of them; a
 * refusal, no camera, a code with nothing usable or a reader that cannot be loaded say so, and
 * the rep types on. The camera is off again on a read, on Stop or Escape, when the page is
 * hidden and when the card goes.
 */
export function ScanBadge({ onFill, fieldId }: Props) {
  const { t } = useT(['booth', 'common']);
  const lang = useLang();
  // Never on the server: a browser without a camera API is told nothing it cannot use.
  const available = useSyncExternalStore(noChange, canOpenCamera, () => false);
  const [said, setSaid] = useState<(Said & { time: number }) | null>(null);
  const times = useRef(0);
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<ScanSession | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const focusTo = useRef<'start' | 'stop' | BadgeField | null>(null);
  const scanning = said?.kind === 'scanning';

  const say = (next: Said, focus: typeof focusTo.current) => {
    focusTo.current = focus;
    setSaid({ ...next, time: ++times.current });
  };

  // The card closed or replaced (saved, another lead opened): the camera goes with it.
  useEffect(
    () => () => {
      session.current?.stop();
      session.current = null;
    },
    [],
  );

  // As the part it goes to is drawn: Stop as the view opens, the first field filled after a read.
  useLayoutEffect(() => {
    const target = focusTo.current;
    focusTo.current = null;
    if (target === 'start') startButton.current?.focus();
    else if (target === 'stop') stopButton.current?.focus();
    else if (target) document.getElementById(fieldId(target))?.focus();
  }, [said, fieldId]);

  const ended = (end: ScanEnd) => {
    session.current = null;
    if (end.kind === 'hidden') return say({ kind: 'hidden' }, null);
    if (end.kind === 'failed') return say({ kind: 'problem', problem: problemOf(end.error) }, 'start');
    const fields = readBadge(end.text);
    const { patch, filled } = fields ? badgeFill(fields) : { patch: {}, filled: [] };
    if (filled.length === 0) return say({ kind: 'problem', problem: 'nothingUsable' }, 'start');
    onFill(patch);
    say({ kind: 'filled', fields: filled }, filled[0]!);
  };

  // Started once the view is drawn (its <video> is needed); a scan running is never started twice.
  useEffect(() => {
    const element = video.current;
    if (!scanning || !element || session.current) return;
    session.current = startScan({
      video: element,
      getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
      reader: browserReader,
      frame: videoFrame(element),
      nextFrame: videoFrames(element),
      page: document,
      onEnd: ended,
    });
  });

  const cancel = () => {
    session.current?.stop();
    session.current = null;
    say({ kind: 'cancelled' }, 'start');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    cancel();
  };

  if (!available) return null;

  const fieldLabel = (field: BadgeField) =>
    field === 'country' ? t('card.fields.country') : t(`common:enquiry.fields.${field}`);
  const saying = (shown: Said) => {
    if (shown.kind === 'filled') {
      const list = new Intl.ListFormat(LANGUAGE_INFO[lang].locale, { type: 'conjunction' });
      return t('scan.filled', { fields: list.format(shown.fields.map(fieldLabel)) });
    }
    if (shown.kind === 'problem') return t(`scan.problems.${shown.problem}`);
    return t(`scan.${shown.kind}`);
  };

  return (
    <div className={styles.scan}>
      {scanning ? (
        <div className={styles.view} onKeyDown={onKeyDown}>
          <video ref={video} className={styles.video} aria-label={t('scan.view')} muted playsInline />
          <button ref={stopButton} type="button" className={actions.secondary} onClick={cancel}>
            {t('scan.stopButton')}
          </button>
        </div>
      ) : (
        <button
          ref={startButton}
          type="button"
          className={`${actions.secondary} ${styles.start}`}
          onClick={() => say({ kind: 'scanning' }, 'stop')}
        >
          {t('scan.button')}
        </button>
      )}
      {/* Rendered empty first, so what is put in it is announced. */}
      <p className={said?.kind === 'problem' ? styles.problem : styles.said} role="status">
        {said && <span key={said.time}>{saying(said)}</span>}
      </p>
    </div>
  );
}
