import { OUTBOX_CHANNEL, OUTBOX_DB, SENT_DB, SENT_MARKS_DB } from './outbox-names';

/*
 * Whether a page has anything of the outbox to show, found without its code. The outbox's
 * databases exist only once an enquiry form has used them on this device, so a visitor who never
 * opened the contact page has none, and their pages need neither the outbox's code (7.5 KB
 * gzip, evaluated in 50-110 ms at 4× CPU in Lighthouse's traces) nor a database made for nothing. A page that finds
 * none still listens on the outbox's channel: another tab, or the worker, may queue or send one
 * while it is open.
 */

/** A database as `indexedDB.databases()` names it. */
interface DatabaseInfo {
  name?: string;
}

/** What the check reads: the browser's, or a test's. */
export interface PresenceDeps {
  /** `indexedDB.databases`, where the browser has it (Firefox only since 126). */
  databases?: () => Promise<readonly DatabaseInfo[]>;
  /** The outbox's channel, where the browser has BroadcastChannel. */
  openChannel: () => { onmessage: ((event: MessageEvent) => void) | null; close(): void } | null;
}

/**
 * Whether the outbox's databases may exist. Without a way to list databases, or when listing
 * fails (storage blocked), the answer is yes: the outbox then loads as it always did and says
 * itself what it can and cannot do.
 */
export async function outboxMayExist(databases: PresenceDeps['databases']): Promise<boolean> {
  if (!databases) return true;
  try {
    const names = (await databases()).map((database) => database.name);
    return [OUTBOX_DB, SENT_DB, SENT_MARKS_DB].some((name) => names.includes(name));
  } catch {
    return true;
  }
}

function browserDeps(): PresenceDeps {
  let databases: PresenceDeps['databases'];
  try {
    // Reading `indexedDB` itself throws where storage is refused (some sandboxed frames).
    if (typeof indexedDB?.databases === 'function') databases = () => indexedDB.databases();
  } catch {
    databases = () => Promise.reject(new Error('IndexedDB refused'));
  }
  return {
    databases,
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null),
  };
}

/**
 * Calls `onPresent` once, as soon as the outbox may have something to show: its databases exist
 * now, or a sender speaks on its channel later. Returns the function that stops watching.
 */
export function watchOutboxPresence(onPresent: () => void, deps: PresenceDeps = browserDeps()): () => void {
  let done = false;
  const channel = deps.openChannel();
  const stop = () => {
    done = true;
    channel?.close();
  };
  const present = () => {
    if (done) return;
    stop();
    onPresent();
  };
  if (channel) channel.onmessage = present;
  void outboxMayExist(deps.databases).then((exists) => exists && present());
  return stop;
}
