import 'fake-indexeddb/auto';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceItem } from '../../selection/items';
import type { Lead } from '../lead';
import { leadKey, SETTINGS_KEY, BOOTH_STORE } from './leads-names';
import { LEAD_RECORD_VERSION, parseLead, parseSettings } from './lead-record';
import { createLeadsStore, type LeadsSnapshot, type LeadsStore } from './leads-store';

let databases = 0;
const freshStore = () => createStore(`booth-test-${++databases}`, BOOTH_STORE);
let channels = 0;
const freshChannel = () => `booth-test-${++channels}`;

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function started(store: UseStore, channel?: string): LeadsStore {
  const leads = createLeadsStore({ store, openChannel: () => (channel ? new BroadcastChannel(channel) : null) });
  stops.push(leads.start());
  return leads;
}

function snapshotWhere(leads: LeadsStore, fits: (snapshot: LeadsSnapshot) => boolean) {
  return new Promise<LeadsSnapshot>((resolve) => {
    if (fits(leads.getSnapshot())) return resolve(leads.getSnapshot());
    const stop = leads.subscribe(() => {
      if (!fits(leads.getSnapshot())) return;
      stop();
      resolve(leads.getSnapshot());
    });
  });
}

const lead = (id: string, startedAt: number, name = 'Ana'): Lead => ({
  id,
  v: LEAD_RECORD_VERSION,
  startedAt,
  updatedAt: startedAt,
  fair: 'Heimtextil',
  rep: 'Marta',
  card: {
    name,
    company: 'Tejidos Ana',
    email: 'ana@example.com',
    phone: '+34 600 000 000',
    country: 'ES',
    language: 'es',
    items: [serviceItem('libros')],
    projectTypes: ['libros'],
    rating: 'hot',
    notes: '',
    consentAt: startedAt,
  },
  savedAt: null,
  sentAt: null,
  followUpOf: null,
});

/** A store whose every use fails as storage that refuses does. */
const refusing: UseStore = () => Promise.reject(new DOMException('refused', 'QuotaExceededError'));

describe('the leads store', () => {
  it('reads leads newest first, and the settings, from the device', async () => {
    const store = freshStore();
    await set(leadKey('a'), lead('a', 1), store);
    await set(leadKey('b'), lead('b', 2), store);
    await set(SETTINGS_KEY, { fair: 'Maison', rep: 'Jordi', keepDays: 3 }, store);
    const leads = started(store);
    const shown = await snapshotWhere(leads, (s) => s.loaded);
    expect(shown.leads.map((l) => l.id)).toEqual(['b', 'a']);
    expect(shown.settings).toEqual({ fair: 'Maison', rep: 'Jordi', keepDays: 3 });
    expect(shown.problem).toBeNull();
  });

  it('writes a lead, changes it in one transaction, and tells another tab', async () => {
    const store = freshStore();
    const channel = freshChannel();
    const one = started(store, channel);
    const two = started(store, channel);
    await snapshotWhere(one, (s) => s.loaded);
    expect((await one.putLead(lead('a', 1))).saved).toBe(true);
    const changed = await one.updateLead('a', (held) => held && { ...held, card: { ...held.card, notes: 'foil' } });
    expect(changed.lead?.card.notes).toBe('foil');
    expect(parseLead(await get(leadKey('a'), store))?.card.notes).toBe('foil');
    const seen = await snapshotWhere(two, (s) => s.leads[0]?.card.notes === 'foil');
    expect(seen.leads).toHaveLength(1);
  });

  it('keeps fields a newer version wrote when it changes a lead, and never rewrites a newer record', async () => {
    const store = freshStore();
    await set(leadKey('a'), { ...lead('a', 1), badge: 'kept' }, store);
    await set(leadKey('b'), { ...lead('b', 2), v: LEAD_RECORD_VERSION + 1 }, store);
    const leads = started(store);
    await snapshotWhere(leads, (s) => s.loaded);
    await leads.updateLead('a', (held) => held && { ...held, savedAt: 5 });
    expect(await get(leadKey('a'), store)).toMatchObject({ badge: 'kept', savedAt: 5 });
    const refused = await leads.updateLead('b', (held) => held && { ...held, savedAt: 5 });
    expect(refused.saved).toBe(false);
    expect(await get(leadKey('b'), store)).toMatchObject({ savedAt: null, v: LEAD_RECORD_VERSION + 1 });
    expect(leads.getSnapshot().problem).toBe('newer');
  });

  it('keeps the fields a newer version wrote into the settings, and never rewrites newer settings', async () => {
    const store = freshStore();
    await set(SETTINGS_KEY, { fair: 'Maison', rep: 'Jordi', keepDays: 3, badge: 'kept' }, store);
    const leads = started(store);
    await snapshotWhere(leads, (s) => s.loaded);
    expect(await leads.putSettings({ fair: 'Maison', rep: 'Jordi', keepDays: 9 })).toBe(true);
    expect(await get(SETTINGS_KEY, store)).toMatchObject({ badge: 'kept', keepDays: 9 });

    const newer = { fair: 'Maison', rep: 'Jordi', keepDays: 3, v: LEAD_RECORD_VERSION + 1, badge: 'kept' };
    await set(SETTINGS_KEY, newer, store);
    await leads.refresh();
    expect(await leads.putSettings({ fair: 'Maison', rep: 'Jordi', keepDays: 30 })).toBe(false);
    expect(leads.getSnapshot().problem).toBe('newer');
    // Nor later, with the next change this tab makes.
    await leads.putLead(lead('a', 1));
    expect(await get(SETTINGS_KEY, store)).toEqual(newer);
  });

  it('keeps what storage refused shown in the tab, and says why', async () => {
    const leads = started(refusing);
    await snapshotWhere(leads, (s) => s.loaded);
    expect(leads.getSnapshot().problem).toBe('full');
    const typed = await leads.putLead(lead('a', 1, 'Zoë'));
    expect(typed.saved).toBe(false);
    expect(leads.getSnapshot().leads.map((l) => l.card.name)).toEqual(['Zoë']);
    expect(await leads.putSettings({ fair: 'F', rep: 'R', keepDays: 7 })).toBe(false);
    expect(leads.getSnapshot().settings.fair).toBe('F');
  });

  it('removes leads', async () => {
    const store = freshStore();
    const leads = started(store);
    await leads.putLead(lead('a', 1));
    await leads.putLead(lead('b', 2));
    expect(await leads.removeLeads(['a'])).toBe(true);
    expect(leads.getSnapshot().leads.map((l) => l.id)).toEqual(['b']);
    expect(await get(leadKey('a'), store)).toBeUndefined();
  });
});

describe('reading records back', () => {
  it('keeps what was typed whatever its shape, and repairs the bookkeeping', () => {
    const read = parseLead({
      id: 'x',
      card: { name: 'Ana', email: 7, items: ['junk'], rating: 'lukewarm' },
      savedAt: 'no',
    });
    expect(read).toMatchObject({
      id: 'x',
      savedAt: null,
      sentAt: null,
      card: { name: 'Ana', email: '', items: [], rating: null },
    });
    expect(parseLead({ card: {} })).toBeNull();
    expect(parseSettings({ fair: 'F', keepDays: 0 })).toEqual({ fair: 'F', rep: '', keepDays: 7 });
    expect(parseSettings({ keepDays: 1e9 }).keepDays).toBe(7);
  });
});
