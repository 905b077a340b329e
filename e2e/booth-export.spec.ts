import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { exportFiles, seedRecords } from './support/booth';
import { test, expect } from './support/service-worker';
import { openWithWorker } from './support/service-worker';
import { waitForApp } from './support/test';
import { violations } from './support/axe';
import { csvObjects } from './support/rfc4180';
import { outboxEntry } from './support/outbox';
import { BOOTH_DB, BOOTH_STORE, SETTINGS_KEY, leadKey } from '../src/booth/leads/leads-names';
import { LEAD_RECORD_VERSION } from '../src/booth/leads/lead-record';
import { exportTime } from '../src/booth/export/lead-fields';
import { ENQUIRY_PREFIX, OUTBOX_DB, OUTBOX_STORE } from '../src/contact/offline/outbox-names';
import type { Lead, LeadCard } from '../src/booth/lead';

/*
 * At the end of a fair day, with the hall's network gone: the rep exports the day's leads as a
 * spreadsheet and a vCard file, each lead with its state, whatever the visitors typed.
 */

const DAY = new Date(2026, 10, 29).getTime();
const HOUR = 3_600_000;

function lead(id: string, startedAt: number, card: Partial<LeadCard>, fields: Partial<Lead> = {}): Lead {
  return {
    id,
    v: LEAD_RECORD_VERSION,
    startedAt,
    updatedAt: startedAt + 60_000,
    fair: 'Heimtextil 2027',
    rep: 'Núria Vidal',
    savedAt: startedAt + 120_000,
    sentAt: null,
    followUpOf: null,
    ...fields,
    card: {
      name: '',
      company: '',
      email: 'visitor@example.com',
      phone: '',
      country: '',
      language: 'es',
      items: [],
      projectTypes: [],
      rating: null,
      notes: '',
      consentAt: startedAt + 30_000,
      ...card,
    },
  };
}

/** Sent: the lead knows it (its receipt came), so it needs nothing of the outbox. */
const SENT = lead(
  'a0000000000000000000000000000001',
  DAY + 9 * HOUR,
  {
    name: '=HYPERLINK("x")',
    company: 'Puig, Serra & "Fills"',
    phone: '+34 600 000 000',
    country: 'España',
    language: 'ca',
    items: [{ kind: 'service', service: 'libros' }],
    projectTypes: ['cascadas'],
    rating: 'hot',
    notes: 'Quiere 50 cascadas,\n"urgente" para marzo',
  },
  { sentAt: DAY + 9 * HOUR + 600_000 },
);
/** Saved: waiting in the outbox, which sends nothing while the device is offline. */
const SAVED = lead('b0000000000000000000000000000002', DAY + 10 * HOUR, {
  name: 'Amélie Durand',
  company: 'Tissus Durand',
  email: 'amelie@example.fr',
  phone: '-2+3',
  language: 'fr',
  rating: 'warm',
  notes: '@SUM(A1)',
});
/** Still being typed: not saved yet. */
const OPEN = lead(
  'c0000000000000000000000000000003',
  DAY + 11 * HOUR,
  { name: '王小明', company: '' },
  { savedAt: null },
);

/** The outbox's record of the saved lead. */
const QUEUED = outboxEntry(
  SAVED.id,
  {
    from_name: SAVED.card.name,
    from_email: SAVED.card.email,
    phone: SAVED.card.phone,
    company: SAVED.card.company,
    message: 'Booth lead',
  },
  { createdAt: SAVED.savedAt },
);

/** The leads, and the settings naming the fair, as the booth's store writes them (leads-store.ts). */
function seedLeads(page: Page, leads: Lead[]) {
  const settings = { fair: 'Heimtextil 2027', rep: 'Núria Vidal', keepDays: 7 };
  return seedRecords(page, BOOTH_DB, BOOTH_STORE, [
    ...leads.map((l): [string, unknown] => [leadKey(l.id), l]),
    [SETTINGS_KEY, settings],
  ]);
}

/** Booth mode with `leads` on the device, read: the downloads the page makes from then on are gathered. */
async function boothWith(page: Page, leads: Lead[]) {
  await openWithWorker(page, '/feria');
  await seedLeads(page, leads);
  await page.reload();
  await waitForApp(page);
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return downloads;
}

function exportControl(page: Page) {
  return page.getByRole('region', { name: 'Exportar las fichas' });
}

function exportButton(page: Page) {
  return page.getByRole('button', { name: 'Exportar las fichas' });
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('offline, "Export leads" writes the day\'s leads as CSV and vCard, each with its state', async ({
  context,
  page,
}) => {
  await openWithWorker(page, '/feria');
  // Nothing yet: the control says why it cannot be used.
  await expect(exportButton(page)).toBeDisabled();
  await expect(exportButton(page)).toHaveAccessibleDescription(
    'Todavía no hay fichas en este dispositivo: no hay nada que exportar.',
  );

  await context.setOffline(true);
  await seedRecords(page, OUTBOX_DB, OUTBOX_STORE, [[`${ENQUIRY_PREFIX}${SAVED.id}`, QUEUED]]);
  await seedRecords(
    page,
    BOOTH_DB,
    BOOTH_STORE,
    [SENT, SAVED, OPEN].map((l) => [leadKey(l.id), l]),
  );
  await seedRecords(page, BOOTH_DB, BOOTH_STORE, [
    ['settings', { fair: 'Heimtextil 2027', rep: 'Núria Vidal', keepDays: 7 }],
  ]);
  await page.reload();
  await waitForApp(page);
  await expect(exportButton(page)).toBeEnabled();
  expect(await violations(page)).toEqual([]);

  // By keyboard: the control is reached and pressed like any button.
  await exportButton(page).focus();
  const before = today();
  const files = await exportFiles(page, () => page.keyboard.press('Enter'));
  // Named by the day of the export (the suite may run across midnight).
  const base = files.get('csv')!.name.replace(/\.csv$/, '');
  expect([`fichas-Heimtextil-2027-${before}`, `fichas-Heimtextil-2027-${today()}`]).toContain(base);
  expect(files.get('vcf')!.name).toBe(`${base}.vcf`);
  await expect(exportControl(page).getByRole('status')).toHaveText(`3 fichas exportadas: ${base}.csv y ${base}.vcf.`);

  // Pressed again, it says so again: a live region announces what is added to it, so the same
  // words must come in a new node, not be put in place of themselves (a change of nothing).
  const said = await exportControl(page)
    .getByRole('status')
    .evaluate((status) => {
      const node = status.firstChild!;
      Object.assign(window, { firstSaid: node });
      return node.textContent;
    });
  expect(said).toBe(`3 fichas exportadas: ${base}.csv y ${base}.vcf.`);
  const again = await exportFiles(page, () => page.keyboard.press('Enter'));
  expect(again.get('csv')!.bytes.equals(files.get('csv')!.bytes)).toBe(true);
  await expect(exportControl(page).getByRole('status')).toHaveText(said!);
  expect(await page.evaluate(() => (window as unknown as { firstSaid: Node }).firstSaid.isConnected)).toBe(false);

  const csv = files.get('csv')!;
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = csvObjects(csv.bytes.subarray(3).toString('utf8'));
  expect(Object.keys(rows[0]!)).toEqual([
    'Estado',
    'Estado desde',
    'Feria',
    'Atendido por',
    'Tomada el',
    'Nombre y apellidos',
    'Empresa',
    'Correo electrónico',
    'Teléfono',
    'País de origen',
    'Idioma de la respuesta',
    'Intereses',
    'Valoración',
    'Notas',
    'Consentimiento dado el',
    'Identificador de envío',
  ]);
  // Newest first, as the store lists them; headers in the rep's language.
  expect(rows.map((row) => row['Nombre y apellidos'])).toEqual(['王小明', 'Amélie Durand', `'=HYPERLINK("x")`]);
  const [open, saved, sent] = rows;
  expect(sent).toMatchObject({
    Estado: 'Enviada',
    'Estado desde': exportTime(SENT.sentAt),
    Feria: 'Heimtextil 2027',
    'Atendido por': 'Núria Vidal',
    Empresa: 'Puig, Serra & "Fills"',
    Teléfono: '+34 600 000 000',
    'Idioma de la respuesta': 'Català',
    Intereses: 'Libros de muestras; Cascadas',
    Valoración: 'Alto',
    Notas: 'Quiere 50 cascadas,\n"urgente" para marzo',
    'Identificador de envío': SENT.id,
  });
  expect(saved).toMatchObject({
    Estado: 'Guardada en este dispositivo',
    'Estado desde': exportTime(SAVED.savedAt),
    Teléfono: `'-2+3`,
    Notas: `'@SUM(A1)`,
    'Idioma de la respuesta': 'Français',
  });
  expect(open).toMatchObject({
    Estado: 'Ficha aún abierta',
    Empresa: '',
    'Consentimiento dado el': exportTime(OPEN.card.consentAt),
  });

  const vcf = files.get('vcf')!;
  const cards = vcf.bytes.toString('utf8').split('END:VCARD\r\n').filter(Boolean);
  expect(cards).toHaveLength(3);
  expect(cards[0]).toContain('FN:王小明\r\n');
  expect(cards[2]).toContain('TEL;TYPE=work,voice;VALUE=text:+34 600 000 000\r\n');
  expect(cards[2]).toContain('ORG:Puig\\, Serra & "Fills"\r\n');
  expect(cards[2]).toContain('LANG:ca\r\n');
});

test('where the browser can share files, both go to the share sheet; a closed sheet downloads nothing', async ({
  context,
  page,
}) => {
  // The share sheet, as a browser that has one offers it: what it was handed is kept for the
  // test, and the first time it stays open until the test closes it.
  await context.addInitScript(() => {
    const shared: { name: string; type: string; text: string }[][] = [];
    let calls = 0;
    let close = () => {};
    Object.assign(window, { shared, shareCalls: () => calls, closeSheet: () => close() });
    navigator.canShare = (data?: ShareData) => (data?.files?.length ?? 0) > 0;
    navigator.share = async (data?: ShareData) => {
      calls++;
      shared.push(
        await Promise.all((data?.files ?? []).map(async (f) => ({ name: f.name, type: f.type, text: await f.text() }))),
      );
      if (calls > 1) return;
      await new Promise<void>((resolve) => (close = resolve));
      throw new DOMException('Share canceled', 'AbortError');
    };
  });
  const downloads = await boothWith(page, [SENT]);
  type Sheet = {
    shared: { name: string; type: string; text: string }[][];
    shareCalls: () => number;
    closeSheet: () => void;
  };

  // While the sheet is open, another press hands nothing over again (and downloads nothing).
  await exportButton(page).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as Sheet).shared.length)).toBe(1);
  await exportButton(page).click();
  expect(await page.evaluate(() => (window as unknown as Sheet).shareCalls())).toBe(1);
  // The rep closes the sheet: nothing is said, nothing downloaded.
  await page.evaluate(() => (window as unknown as Sheet).closeSheet());
  await expect(exportControl(page).getByRole('status')).toHaveText('');
  await expect(exportButton(page)).toBeFocused();

  await exportButton(page).click();
  await expect(exportControl(page).getByRole('status')).toHaveText(
    /^1 ficha compartida como fichas-Heimtextil-2027-.+\.csv y .+\.vcf\.$/,
  );
  const [, handed] = await page.evaluate(() => (window as unknown as Sheet).shared);
  expect(handed!.map((file) => file.type)).toEqual(['text/csv;charset=utf-8', 'text/vcard;charset=utf-8']);
  expect(handed![0]!.text).toContain(`"'=HYPERLINK(""x"")"`);
  expect(handed![1]!.text).toContain('BEGIN:VCARD\r\nVERSION:4.0\r\n');
  expect(downloads).toHaveLength(0);
});

/**
 * A browser whose share sheet takes files of the `types` given only (`navigator.canShare` says
 * so), and whose sheet, once open, is shared to a target or, with `cancel`, closed by the rep.
 */
function shareSheetFor(page: Page, types: string[], { cancel = false } = {}) {
  return page.addInitScript(
    ({ types, cancel }) => {
      const shared: { name: string; type: string; text: string }[][] = [];
      Object.assign(window, { shared });
      const takes = (data?: ShareData) =>
        (data?.files?.length ?? 0) > 0 && (data?.files ?? []).every((file) => types.includes(file.type));
      navigator.canShare = takes;
      navigator.share = async (data?: ShareData) => {
        if (!takes(data)) throw new TypeError('Not shareable');
        shared.push(
          await Promise.all(
            (data?.files ?? []).map(async (f) => ({ name: f.name, type: f.type, text: await f.text() })),
          ),
        );
        if (cancel) throw new DOMException('Share canceled', 'AbortError');
      };
    },
    { types, cancel },
  );
}

const handedOver = (page: Page) =>
  page.evaluate(() => (window as unknown as { shared: { name: string; type: string; text: string }[][] }).shared);

const CSV_TYPE = 'text/csv;charset=utf-8';
const VCARD_TYPE = 'text/vcard;charset=utf-8';

const downloadVcf = (page: Page) => exportControl(page).getByRole('button', { name: 'Descargar el archivo vCard' });

test('where the browser shares a CSV file but not vCard (Chrome), the CSV is shared and the vCard file offered apart', async ({
  page,
}) => {
  await shareSheetFor(page, [CSV_TYPE]);
  const downloads = await boothWith(page, [SENT, SAVED]);

  await exportButton(page).click();
  const status = exportControl(page).getByRole('status');
  await expect(status).toHaveText(
    /^2 fichas compartidas como (fichas-Heimtextil-2027-.+\.csv)\. Este navegador no puede compartir el archivo vCard: descárguelo aparte, con el botón de abajo\.$/,
  );
  // Only the spreadsheet went to the sheet, and only it is named; nothing was downloaded unasked.
  const [handed] = await handedOver(page);
  expect(handed!.map((file) => file.type)).toEqual([CSV_TYPE]);
  const csvName = handed![0]!.name;
  await expect(status).toContainText(csvName);
  await expect(status).not.toContainText('.vcf');
  expect(downloads).toHaveLength(0);
  expect(await violations(page)).toEqual([]);

  // The vCard file, downloaded when the rep asks for it: the same leads, named as the spreadsheet.
  await downloadVcf(page).click();
  await expect.poll(() => downloads.length).toBe(1);
  const vcfName = csvName.replace(/\.csv$/, '.vcf');
  expect(downloads[0]!.suggestedFilename()).toBe(vcfName);
  const vcard = (await readFile((await downloads[0]!.path())!)).toString('utf8');
  expect(vcard.split('END:VCARD\r\n').filter(Boolean)).toHaveLength(2);
  expect(vcard).toContain('FN:Amélie Durand\r\n');
  await expect(status).toHaveText(`Archivo vCard descargado: ${vcfName}.`);
  expect(await handedOver(page)).toHaveLength(1);
});

test('a CSV-only share sheet the rep closes: nothing is said, shared, offered or downloaded', async ({ page }) => {
  await shareSheetFor(page, [CSV_TYPE], { cancel: true });
  const downloads = await boothWith(page, [SENT]);

  await exportButton(page).click();
  await expect.poll(async () => (await handedOver(page)).length).toBe(1);
  await expect(exportButton(page)).toBeFocused();
  await expect(exportControl(page).getByRole('status')).toHaveText('');
  await expect(downloadVcf(page)).toHaveCount(0);
  expect(downloads).toHaveLength(0);
});

test('where the browser can share files but neither of these, both are downloaded and named', async ({ page }) => {
  await shareSheetFor(page, ['image/png']);
  await boothWith(page, [SENT]);

  const files = await exportFiles(page, () => exportButton(page).click());
  const base = files.get('csv')!.name.replace(/\.csv$/, '');
  expect(files.get('vcf')!.name).toBe(`${base}.vcf`);
  await expect(exportControl(page).getByRole('status')).toHaveText(`1 ficha exportada: ${base}.csv y ${base}.vcf.`);
  expect(await handedOver(page)).toEqual([]);
  await expect(downloadVcf(page)).toHaveCount(0);
});
