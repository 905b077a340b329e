import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLang, useT } from '../../i18n/use-t';
import { LANGUAGE_INFO } from '../../i18n/languages';
import actions from '../../components/action-button/action-button.module.css';
import type { LeadCard } from '../lead';
import { handledByCaller } from '../../pwa/import-handled';
import { chooseReader, type QrDetectorClass } from './badge-reader';
import { startScan, videoFrame, videoFrames, type ScanEnd, type ScanSession } from './camera-scan';
import { readBadge } from './read-badge';
import { badgeFill, problemOf, type BadgeCard, type BadgeField, type ScanProblem } from './scan-outcome';
import styles from './scan-badge.module.css';

/** What the line under "Scan badge" says; `time` puts a repeated saying in a new node, heard again. */
type Said =
  | { kind: 'scanning' | 'cancelled' | 'hidden' }
  | { kind: 'filled'; filled: BadgeField[]; kept: BadgeField[] }
  | { kind: 'problem'; problem: ScanProblem };

interface Props {
  /** The card's own change path: what it is given is saved as typed. */
  onFill: (patch: Partial<Pick<LeadCard, BadgeField>>) => void;
  /** The card's fields as they are now (a read keeps what the rep typed). */
  current: () => BadgeCard;
  /** The id of the card's field, for the focus after a read. */
  fieldId: (field: BadgeField) => string;
}

const noChange = () => () => {};
const canOpenCamera = () => typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The browser's detector where it has one, else the `qr` package's decoder, fetched now (its own chunk). */
const browserReader = () =>
  chooseReader({
    Detector: (globalThis as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector,
    // Its failure is said on the card (notLoaded): boot.ts's rule must not reload the page for it.
    loadDecoder: () =>
      import('qr/decode.js').then(
        (module) => module.decodeQR,
        (error: unknown) => {
          handledByCaller(error);
          throw error;
        },
      ),
  });

/**
 * "Scan badge" on the visitor card, where the browser can open a camera: the camera's view, a
 * way to stop, and a line saying what happens. A code read fills the empty fields it gives for
 * the rep to check (a field the rep typed something else in keeps it, and is named as kept; what
 * the code does not give stays as typed); a refusal, no camera, a code with nothing usable or a
 * reader that cannot be loaded say so, and the rep types on. The focus moves at the end only if
 * it was still the scan's (on Stop, in the view, or lost to the page): a rep who went on typing
 * in a field keeps typing there, and the status line says what happened. The camera is off again
 * on a read, on Stop or Escape (wherever the focus is in the card), when the page is hidden and
 * when the card goes.
 */
export function ScanBadge({ onFill, current, fieldId }: Props) {
  const { t } = useT(['booth', 'common']);
  const lang = useLang();
  // Never on the server: a browser without a camera API is told nothing it cannot use.
  const available = useSyncExternalStore(noChange, canOpenCamera, () => false);
  const [said, setSaid] = useState<(Said & { time: number }) | null>(null);
  const times = useRef(0);
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<ScanSession | null>(null);
  const scanPart = useRef<HTMLDivElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const focusTo = useRef<'start' | 'stop' | BadgeField | null>(null);
  const scanning = said?.kind === 'scanning';

  const say = (next: Said, focus: typeof focusTo.current) => {
    focusTo.current = focus;
    setSaid({ ...next, time: ++times.current });
  };
  /** Said as the scan ends: the focus moves only if it is still the scan's, never out of a field the rep is in. */
  const sayAtEnd = (next: Said, focus: typeof focusTo.current) => {
    const active = document.activeElement;
    const scansFocus = !active || active === document.body || Boolean(scanPart.current?.contains(active));
    say(next, scansFocus ? focus : null);
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
    // Hidden: Stop has gone with the view, so the focus goes back to "Scan badge" for the return.
    if (end.kind === 'hidden') return sayAtEnd({ kind: 'hidden' }, 'start');
    if (end.kind === 'failed') return sayAtEnd({ kind: 'problem', problem: problemOf(end.error) }, 'start');
    const fields = readBadge(end.text);
    if (!fields) return sayAtEnd({ kind: 'problem', problem: 'nothingUsable' }, 'start');
    const { patch, filled, kept } = badgeFill(fields, current());
    if (filled.length === 0 && kept.length === 0) {
      return sayAtEnd({ kind: 'problem', problem: 'nothingUsable' }, 'start');
    }
    onFill(patch);
    sayAtEnd({ kind: 'filled', filled, kept }, filled[0] ?? kept[0]!);
  };

  // Started once the view is drawn (its <video> is needed); a scan running is never started twice.
  useEffect(() => {
    const element = video.current;
    if (!scanning || !element || session.current) return;
    // A scan can end before startScan returns (a page hidden already): the ended one is not kept.
    let started: ScanSession | null = null;
    let over = false;
    started = startScan({
      video: element,
      getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
      reader: browserReader,
      frame: videoFrame(element),
      nextFrame: videoFrames(element),
      page: document,
      onEnd: (end) => {
        over = true;
        if (session.current === started) session.current = null;
        ended(end);
      },
    });
    if (!over) session.current = started;
  });

  // Escape stops the scan wherever the focus is in the card (the rep may have gone on typing).
  useEffect(() => {
    const card = scanPart.current?.closest('form') ?? document;
    if (!scanning) return;
    const onKeyDown = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape' || event.defaultPrevented) return;
      event.stopPropagation();
      cancel();
    };
    card.addEventListener('keydown', onKeyDown);
    return () => card.removeEventListener('keydown', onKeyDown);
  }, [scanning]);

  const cancel = () => {
    session.current?.stop();
    session.current = null;
    sayAtEnd({ kind: 'cancelled' }, 'start');
  };

  if (!available) return null;

  const fieldLabel = (field: BadgeField) =>
    field === 'country' ? t('card.fields.country') : t(`common:enquiry.fields.${field}`);
  const saying = (shown: Said) => {
    if (shown.kind === 'filled') {
      const locale = LANGUAGE_INFO[lang].locale;
      const list = new Intl.ListFormat(locale, { type: 'conjunction' });
      // Mid-sentence, a label is a common noun: lower case.
      const named = (fields: BadgeField[]) =>
        list.format(fields.map((field) => fieldLabel(field).toLocaleLowerCase(locale)));
      return [
        shown.filled.length > 0 && t('scan.filled', { fields: named(shown.filled) }),
        shown.kept.length > 0 && t('scan.kept', { fields: named(shown.kept) }),
      ]
        .filter(Boolean)
        .join(' ');
    }
    if (shown.kind === 'problem') return t(`scan.problems.${shown.problem}`);
    return t(`scan.${shown.kind}`);
  };

  return (
    <div className={styles.scan}>
      {scanning ? (
        <div ref={scanPart} className={styles.view}>
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
