import { promisifyRequest, type UseStore } from 'idb-keyval';
import {
  createTabLink,
  createTurns,
  refusalOf as problemOf,
  type ChannelLike,
  type StorageRefusal,
} from '../components/shared-between-tabs';
import { validItem, type SelectionItem } from './items';
import { SELECTION_KEY } from './selection-names';
import {
  addItem,
  boundedList,
  clearItems,
  removeItem,
  toggleItem,
  undoChange,
  type Change,
  type ChangeOutcome,
  type Undo,
} from './selection-list';

/**
 * The visitor's selection on this device: one IndexedDB record, the same in every open tab.
 * Framework-free; the storage and the channel between tabs are passed in (page-selection.ts
 * gives the browser's). Each change is read, made and written in one transaction, so two tabs
 * changing it at once both count. Nothing a store holds can make it throw: a record it cannot
 * read is read for its valid part, and storage that refuses (blocked, full) is reported in the
 * snapshot while the change stays in this tab.
 */

/**
 * The format of the record this code writes. A record of a newer format (a tab of this version
 * beside a newer deploy's) is read for the items this code knows and never overwritten, as the
 * outbox does: this tab would drop what it does not know of it.
 */
export const RECORD_VERSION = 1;

export interface StoredSelection {
  version: number;
  items: SelectionItem[];
}

/** What a stored value holds: its items this code knows (each once, at most 30), and whether it is newer. */
export function parseStoredSelection(value: unknown): { items: SelectionItem[]; newer: boolean } {
  if (typeof value !== 'object' || value === null) return { items: [], newer: false };
  const { version, items } = value as Record<string, unknown>;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { items: [], newer: false };
  const known = Array.isArray(items) ? items.flatMap((item) => validItem(item) ?? []) : [];
  return { items: boundedList(known), newer: version > RECORD_VERSION };
}

/**
 * Why this tab's selection is not (all) on the device: storage refused (private mode, a policy,
 * site data blocked), full, or holding a newer version's record.
 */
/** 'waiting': storage has not answered yet (a slow open); it is read again when it does. */
export type StorageProblem = StorageRefusal | 'newer';

export interface SelectionSnapshot {
  readonly items: readonly SelectionItem[];
  /** False until the device's record was read (the served page shows the selection empty). */
  readonly loaded: boolean;
  readonly problem: StorageProblem | null;
  /** Whether this tab's last change can be taken back. */
  readonly canUndo: boolean;
}

export interface ChangeResult {
  outcome: ChangeOutcome;
  /** False when storage refused: the change holds in this tab only (the snapshot says why). */
  saved: boolean;
}

export interface SelectionStoreDeps {
  store: UseStore;
  openChannel: () => ChannelLike | null;
}

export const EMPTY_SELECTION: SelectionSnapshot = { items: [], loaded: false, problem: null, canUndo: false };

class NewerRecord extends Error {}

export type SelectionStore = ReturnType<typeof createSelectionStore>;

export function createSelectionStore(deps: SelectionStoreDeps) {
  let snapshot = EMPTY_SELECTION;
  let lastUndo: Undo | null = null;
  /** Whether this tab holds a change storage did not take: its list, not the stored one, is the visitor's. */
  let unsaved = false;
  const listeners = new Set<() => void>();
  const inTurn = createTurns();

  const publish = (next: Omit<SelectionSnapshot, 'canUndo' | 'loaded'>) => {
    snapshot = { ...next, loaded: true, canUndo: lastUndo !== null };
    listeners.forEach((listener) => listener());
  };

  /** Reads the record; on failure shows what this tab has, and why. */
  const read = () =>
    inTurn(async () => {
      try {
        const value = await deps.store('readonly', (objects) => promisifyRequest(objects.get(SELECTION_KEY)));
        const { items, newer } = parseStoredSelection(value);
        // Changes this tab could not write stay shown: reading must not lose them.
        if (unsaved) return;
        publish({ items, problem: newer ? 'newer' : null });
      } catch (error) {
        publish({ items: snapshot.items, problem: problemOf(error) });
      }
    });
  const tabs = createTabLink(deps.openChannel, () => void read());

  /**
   * Makes a change on the stored list and writes it in the same transaction. When storage
   * refused before, this tab's list is the one changed and written (it holds what was not saved).
   */
  const change = (make: (items: readonly SelectionItem[]) => Change) =>
    inTurn(async (): Promise<ChangeResult> => {
      let made: Change | null = null;
      try {
        await deps.store(
          'readwrite',
          (objects) =>
            new Promise<void>((resolve, reject) => {
              // Read and write in the request's own callback: the transaction stays open for the put.
              const request = objects.get(SELECTION_KEY);
              request.onerror = () => reject(request.error);
              request.onsuccess = () => {
                const stored = parseStoredSelection(request.result);
                if (stored.newer) return reject(new NewerRecord());
                made = make(unsaved ? snapshot.items : stored.items);
                if (made.outcome !== 'unchanged' && made.outcome !== 'full') {
                  const record: StoredSelection = { version: RECORD_VERSION, items: [...made.items] };
                  objects.put(record, SELECTION_KEY);
                }
                resolve(promisifyRequest(objects.transaction));
              };
            }),
        );
      } catch (error) {
        const kept = make(snapshot.items);
        if (kept.undo) lastUndo = kept.undo;
        if (kept.outcome !== 'unchanged' && kept.outcome !== 'full') unsaved = true;
        publish({ items: kept.items, problem: error instanceof NewerRecord ? 'newer' : problemOf(error) });
        return { outcome: kept.outcome, saved: false };
      }
      const done = made as unknown as Change;
      if (done.undo) lastUndo = done.undo;
      unsaved = false;
      publish({ items: done.items, problem: null });
      if (done.outcome !== 'unchanged' && done.outcome !== 'full') tabs.announce();
      return { outcome: done.outcome, saved: true };
    });

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): SelectionSnapshot => snapshot,
    /** Reads the device's record again: after the connection was lost, or when told it changed. */
    refresh: (): Promise<void> => read(),
    add: (item: SelectionItem) => change((items) => addItem(items, item)),
    remove: (item: SelectionItem) => change((items) => removeItem(items, item)),
    toggle: (item: SelectionItem) => change((items) => toggleItem(items, item)),
    clear: () => change(clearItems),
    /** Takes back this tab's last change, on the list as it is now (another tab may have changed it). */
    undo: async (): Promise<ChangeResult> => {
      const undo = lastUndo;
      if (!undo) return { outcome: 'unchanged', saved: true };
      lastUndo = null;
      return change((items) => undoChange(items, undo));
    },
    /** Reads the record and listens to other tabs (each caller stops its own start). */
    start: tabs.start,
  };
}
