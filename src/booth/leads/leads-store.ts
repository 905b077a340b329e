import { promisifyRequest, type UseStore } from 'idb-keyval';
import {
  createTabLink,
  createTurns,
  refusalOf,
  type ChannelLike,
  type StorageRefusal,
} from '../../components/shared-between-tabs';
import type { BoothSettings, Lead } from '../lead';
import { LEAD_PREFIX, leadKey, SETTINGS_KEY } from './leads-names';
import {
  DEFAULT_SETTINGS,
  LEAD_RECORD_VERSION,
  leadRecordOver,
  newestFirst,
  parseLead,
  parseSettings,
  recordVersion,
} from './lead-record';

/**
 * The leads taken on this device and the booth's settings: a record per lead in IndexedDB, the
 * same in every open tab. Framework-free; the storage and the channel between tabs are passed
 * in (page-leads.ts gives the browser's). Each change is read, made and written in one
 * transaction, so a tab never writes over what another wrote meanwhile. Storage that refuses
 * (blocked, full) is reported in the snapshot, and what it did not take stays shown in this tab
 * (and is written with the next change that succeeds): a rep's typing is never dropped.
 */

/** 'waiting': storage has not answered yet (a slow open); it is read again when it does. */
export type LeadsProblem = StorageRefusal | 'newer';

export interface LeadsSnapshot {
  /** Newest first. */
  readonly leads: readonly Lead[];
  readonly settings: BoothSettings;
  /** False until the device's records were read. */
  readonly loaded: boolean;
  readonly problem: LeadsProblem | null;
}

export interface LeadsChange {
  /** False when storage refused: the change holds in this tab only (the snapshot says why). */
  saved: boolean;
  /** The lead as it is now (null: there is none, or it was removed). */
  lead: Lead | null;
}

export interface LeadsStoreDeps {
  store: UseStore;
  openChannel: () => ChannelLike | null;
}

export const EMPTY_LEADS: LeadsSnapshot = { leads: [], settings: DEFAULT_SETTINGS, loaded: false, problem: null };

function problemOf(error: unknown): LeadsProblem {
  return error instanceof NewerRecord ? 'newer' : refusalOf(error);
}

class NewerRecord extends Error {}

export type LeadsStore = ReturnType<typeof createLeadsStore>;

export function createLeadsStore(deps: LeadsStoreDeps) {
  let snapshot = EMPTY_LEADS;
  /** Leads and settings storage did not take: shown over what is stored, written with the next change. */
  const unsavedLeads = new Map<string, Lead | null>();
  let unsavedSettings: BoothSettings | null = null;
  const listeners = new Set<() => void>();
  const inTurn = createTurns();

  const publish = (stored: readonly Lead[], settings: BoothSettings, problem: LeadsProblem | null) => {
    const byId = new Map(stored.map((lead) => [lead.id, lead] as const));
    for (const [id, lead] of unsavedLeads) {
      if (lead) byId.set(id, lead);
      else byId.delete(id);
    }
    snapshot = {
      leads: [...byId.values()].sort(newestFirst),
      settings: unsavedSettings ?? settings,
      loaded: true,
      problem,
    };
    listeners.forEach((listener) => listener());
  };

  const readAll = async (): Promise<{ leads: Lead[]; settings: BoothSettings; newer: boolean }> => {
    const [keys, values] = await deps.store('readonly', (objects) =>
      Promise.all([promisifyRequest(objects.getAllKeys()), promisifyRequest(objects.getAll())]),
    );
    const leads: Lead[] = [];
    let settings = DEFAULT_SETTINGS;
    let newer = false;
    keys.forEach((key, index) => {
      const value: unknown = values[index];
      if (key === SETTINGS_KEY) settings = parseSettings(value);
      else if (typeof key === 'string' && key.startsWith(LEAD_PREFIX)) {
        const lead = parseLead(value);
        if (lead) leads.push(lead);
      } else return;
      if (recordVersion(value) > LEAD_RECORD_VERSION) newer = true;
    });
    return { leads, settings, newer };
  };

  const read = () =>
    inTurn(async () => {
      try {
        const { leads, settings, newer } = await readAll();
        publish(leads, settings, newer ? 'newer' : unsavedLeads.size > 0 || unsavedSettings ? snapshot.problem : null);
      } catch (error) {
        publish(snapshot.leads, snapshot.settings, problemOf(error));
      }
    });
  const tabs = createTabLink(deps.openChannel, () => void read());

  /**
   * Writes, in one transaction, what this tab holds unsaved and then `write`'s change over the
   * stored records (`write` reads what it needs through `get`).
   */
  const transact = (write: (objects: IDBObjectStore, done: () => void, fail: (error: unknown) => void) => void) =>
    deps.store(
      'readwrite',
      (objects) =>
        new Promise<void>((resolve, reject) => {
          for (const [id, lead] of unsavedLeads) {
            if (lead) objects.put({ ...lead, v: LEAD_RECORD_VERSION }, leadKey(id));
            else objects.delete(leadKey(id));
          }
          if (unsavedSettings) objects.put(unsavedSettings, SETTINGS_KEY);
          write(objects, () => resolve(promisifyRequest(objects.transaction)), reject);
        }),
    );

  const afterWrite = async (): Promise<LeadsProblem | null> => {
    unsavedLeads.clear();
    unsavedSettings = null;
    tabs.announce();
    try {
      const { leads, settings, newer } = await readAll();
      publish(leads, settings, newer ? 'newer' : null);
    } catch (error) {
      publish(snapshot.leads, snapshot.settings, problemOf(error));
    }
    return snapshot.problem;
  };

  /**
   * Changes one lead: `make` gets the lead as stored (or as this tab holds it unsaved) and
   * returns it changed, or null to leave it be. Read and written in one transaction.
   */
  const updateLead = (id: string, make: (held: Lead | null) => Lead | null) =>
    inTurn(async (): Promise<LeadsChange> => {
      let made: Lead | null = null;
      try {
        await transact((objects, done, fail) => {
          const request = objects.get(leadKey(id));
          request.onerror = () => fail(request.error);
          request.onsuccess = () => {
            if (recordVersion(request.result) > LEAD_RECORD_VERSION) return fail(new NewerRecord());
            const held = unsavedLeads.has(id) ? unsavedLeads.get(id)! : parseLead(request.result);
            made = make(held);
            if (made) objects.put(leadRecordOver(request.result, made), leadKey(id));
            done();
          };
        });
      } catch (error) {
        const held = unsavedLeads.has(id)
          ? unsavedLeads.get(id)!
          : (snapshot.leads.find((lead) => lead.id === id) ?? null);
        made = make(held);
        if (made && !(error instanceof NewerRecord)) unsavedLeads.set(id, made);
        publish(snapshot.leads, snapshot.settings, problemOf(error));
        return { saved: false, lead: made ?? held };
      }
      await afterWrite();
      return { saved: true, lead: made ?? snapshot.leads.find((lead) => lead.id === id) ?? null };
    });

  const removeLeads = (ids: readonly string[]) =>
    inTurn(async (): Promise<boolean> => {
      try {
        await transact((objects, done) => {
          for (const id of ids) objects.delete(leadKey(id));
          done();
        });
      } catch (error) {
        for (const id of ids) unsavedLeads.set(id, null);
        publish(snapshot.leads, snapshot.settings, problemOf(error));
        return false;
      }
      await afterWrite();
      return true;
    });

  const putSettings = (settings: BoothSettings) =>
    inTurn(async (): Promise<boolean> => {
      try {
        // As a lead's: a newer version's settings are its own, and what it added to them stays.
        await transact((objects, done, fail) => {
          const request = objects.get(SETTINGS_KEY);
          request.onerror = () => fail(request.error);
          request.onsuccess = () => {
            const held: unknown = request.result;
            if (recordVersion(held) > LEAD_RECORD_VERSION) return fail(new NewerRecord());
            const kept = typeof held === 'object' && held !== null ? held : {};
            objects.put({ ...kept, ...settings, v: LEAD_RECORD_VERSION }, SETTINGS_KEY);
            done();
          };
        });
      } catch (error) {
        if (!(error instanceof NewerRecord)) unsavedSettings = settings;
        publish(snapshot.leads, snapshot.settings, problemOf(error));
        return false;
      }
      await afterWrite();
      return true;
    });

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): LeadsSnapshot => snapshot,
    /** Reads the device's records again: after the connection was lost, or when told they changed. */
    refresh: (): Promise<void> => read(),
    updateLead,
    /** Stores `lead` as it is (the card as typed). */
    putLead: (lead: Lead) => updateLead(lead.id, () => lead),
    removeLeads,
    putSettings,
    /** Reads the records and listens to other tabs (each caller stops its own start). */
    start: tabs.start,
  };
}
