/**
 * What a store kept in IndexedDB and shown in every open tab needs whatever it holds (the
 * visitor's selection, the booth's leads): its changes made one after another, a word for why
 * storage refused, and a channel that tells the other tabs to read again. Framework-free.
 */

/** Why storage did not take or give a record: refused (private mode, a policy), full, or not answering yet. */
export type StorageRefusal = 'blocked' | 'full' | 'waiting';

/** The part of a BroadcastChannel a store uses (tests pass their own, or none). */
export interface ChannelLike<Message = ChangedMessage> {
  postMessage(message: Message): void;
  close(): void;
  onmessage: ((event: MessageEvent<Message>) => void) | null;
}

export type ChangedMessage = { type: 'changed' };

/**
 * 'waiting': storage has not answered within its limit (a slow open; it is read again when it
 * does); 'full': the quota; anything else: blocked.
 */
export function refusalOf(error: unknown): StorageRefusal {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'waiting';
  return error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'blocked';
}

/**
 * A queue of tasks run one after another, each once the one before has settled (whether it
 * failed or not): a read never lands between a change's read and write.
 */
export function createTurns(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };
}

/**
 * The store's link to the other tabs: the first start opens the channel and reads the device
 * (`read`), as does every 'changed' heard on it; the last stop closes it. Each caller stops its
 * own start.
 */
export function createTabLink(openChannel: () => ChannelLike | null, read: () => void) {
  let channel: ChannelLike | null = null;
  let users = 0;
  return {
    /** Tells the other tabs that the device's records changed. */
    announce(): void {
      channel?.postMessage({ type: 'changed' });
    },
    start(): () => void {
      if (++users === 1) {
        channel = openChannel();
        if (channel) channel.onmessage = () => read();
        read();
      }
      let stopped = false;
      return () => {
        // A stop called twice counts once: it must not close the channel under another start.
        if (stopped) return;
        stopped = true;
        if (--users > 0) return;
        channel?.close();
        channel = null;
      };
    },
  };
}
