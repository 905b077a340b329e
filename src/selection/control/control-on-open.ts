import { SELECTION_CHANNEL, SELECTION_DB } from '../selection-names';
import { FOLLOWED_BY_APP, selectionControls, showSelectionCount } from './control-count';
import { newTask } from '../../components/task-by-task';

/*
 * The header's selection control before the app: the boot script reveals the served, hidden
 * control with its count where the device keeps a selection, and follows other tabs' changes
 * until the app shows the count itself. Most visitors keep none: their pages pay for one call to
 * `indexedDB.databases()` and a channel, and never load the reader (stored-count.ts).
 */

export interface ControlOnOpenDeps {
  /** `indexedDB.databases`, where the browser has it (Firefox only since 126). */
  databases?: () => Promise<readonly { name?: string }[]>;
  /** Loads the reader (a chunk of its own), which says how many items the device keeps. */
  loadReader: () => Promise<() => Promise<number>>;
  /** The selection's channel, where the browser has BroadcastChannel. */
  openChannel: () => { onmessage: ((event: MessageEvent) => void) | null; close(): void } | null;
  /** Whether the app follows a control (FOLLOWED_BY_APP): this script then leaves the count to it. */
  followedByApp: () => boolean;
  /** Shows the count on every control the app does not follow yet; false once the app follows one. */
  show: (count: number) => boolean;
}

/** Whether the selection's database may exist: yes when the browser cannot say. */
async function selectionMayExist(databases: ControlOnOpenDeps['databases']): Promise<boolean> {
  if (!databases) return true;
  try {
    return (await databases()).some((database) => database.name === SELECTION_DB);
  } catch {
    return true;
  }
}

/**
 * Reads the count now (where a selection may exist) and again at each change another tab (or
 * this tab's app) announces, until the app follows the control. Reads are made one after the
 * other, so an older count never lands after a newer one. The reader is loaded once and kept; a
 * load that failed (the network dropped just as it was asked for, or the server answered 5xx) is
 * forgotten, so the next read asks for it again, and a read is made when the browser is next
 * online: without it the count never showed until the app came. That helps in Chromium only:
 * Firefox and WebKit fail every later import in a page once one has failed (src/boot.ts), so
 * there the count waits for the app. Never throws. Returns what stops it.
 */
export function followStoredSelection(deps: ControlOnOpenDeps): () => void {
  let stopped = false;
  let reads: Promise<void> = Promise.resolve();
  let reader: Promise<() => Promise<number>> | null = null;
  const channel = deps.openChannel();
  const readerLoaded = () =>
    (reader ??= deps.loadReader().then(
      (readCount) => {
        window.removeEventListener('online', read);
        return readCount;
      },
      (error: unknown) => {
        reader = null;
        // Added once however many loads fail: the same listener is not added twice.
        if (!stopped) window.addEventListener('online', read);
        throw error;
      },
    ));
  const stop = () => {
    stopped = true;
    window.removeEventListener('online', read);
    channel?.close();
  };
  function read() {
    // Asked before waiting for the reader, or for the reads before: where it never loads, the
    // channel is closed all the same once the app follows, and reads do not pile up behind it.
    if (stopped) return;
    if (deps.followedByApp()) return stop();
    reads = reads.then(async () => {
      if (stopped) return;
      let readCount: () => Promise<number>;
      try {
        readCount = await readerLoaded();
      } catch {
        // Not loaded: asked for again at the next read, or when the browser is next online.
        return;
      }
      if (stopped) return;
      let count: number;
      try {
        count = await readCount();
      } catch {
        // Storage refused: the control stays as it is; the app says what it can once it runs.
        return;
      }
      if (!stopped && !deps.show(count)) stop();
    });
  }
  if (channel) channel.onmessage = read;
  void selectionMayExist(deps.databases).then((exists) => exists && read());
  return stop;
}

/** The browser's: what the boot script calls. */
export function followStoredSelectionInPage(doc: Document = document): () => void {
  let databases: ControlOnOpenDeps['databases'];
  try {
    // Reading `indexedDB` itself throws where storage is refused (some sandboxed frames).
    if (typeof indexedDB === 'undefined') return () => {};
    // In a task of its own, after the channel's opening (components/task-by-task.ts): on one busy
    // core, either call to the browser took up to tens of ms, and both in one task made a long one.
    if (typeof indexedDB.databases === 'function') databases = () => newTask().then(() => indexedDB.databases());
  } catch {
    return () => {};
  }
  const followedByApp = () => selectionControls(doc).some((control) => control.hasAttribute(FOLLOWED_BY_APP));
  return followStoredSelection({
    databases,
    loadReader: () =>
      import('./stored-count').then(
        ({ readStoredCount }) =>
          () =>
            readStoredCount(indexedDB, SELECTION_DB),
      ),
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(SELECTION_CHANNEL) : null),
    followedByApp,
    show: (count) => {
      if (followedByApp()) return false;
      selectionControls(doc).forEach((control) => showSelectionCount(control, count));
      return true;
    },
  });
}
