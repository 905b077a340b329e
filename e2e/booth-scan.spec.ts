import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { test, expect, asReturningVisitor, watchConsole } from './support/test';
import { boothText, cardField, leadRow, leadsList, nextVisitor, openBooth, visitorCard } from './support/booth';
import { violations } from './support/axe';
import { text } from './support/site';
import { writeBlankVideo, writeQrVideo } from './support/fake-camera';
import { CHROMIUM_FLAGS, e2eChromiumExecutable } from '../scripts/browser';

/*
 * Issue 55: "Scan badge" on the visitor card, in a Chromium of its own whose camera films a
 * badge's QR code (a generated .y4m): the code fills the card for the rep to check, the camera
 * stops once it is read, and a refused camera leaves the rep typing, told why. Chromium on Linux
 * has no BarcodeDetector: this runs the `qr` package's decoder, loaded as the scan starts.
 */

/** A fair badge's vCard, as the badge printers write it (folded into CRLF lines, a non-Latin letter). */
const BADGE = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Vidal;Núria;;;',
  'FN:Núria Vidal',
  'ORG:Vidal Tèxtils',
  'EMAIL;TYPE=work:nuria@vidal.example',
  'TEL;TYPE=cell:+34 600 111 222',
  'ADR;TYPE=work:;;Carrer Major 1;Terrassa;;08221;España',
  'END:VCARD',
].join('\r\n');

const SCANNED = {
  name: 'Núria Vidal',
  company: 'Vidal Tèxtils',
  email: 'nuria@vidal.example',
  phone: '+34 600 111 222',
  country: 'España',
};

/**
 * The test's page, in a Chromium launched for it: its fake camera films the QR code of `film`
 * (none: a scene with no code), and its fake prompt answers `camera` (flags of the launch, so
 * each needs a browser of its own). Watched for console errors as the suite's pages are.
 */
const scanTest = test.extend<{ camera: 'allow' | 'deny'; film: string | null; cameraPage: Page }>({
  camera: ['allow', { option: true }],
  film: [BADGE, { option: true }],
  cameraPage: async ({ camera, film, baseURL }, use, testInfo) => {
    const video = testInfo.outputPath('camera.y4m');
    mkdirSync(dirname(video), { recursive: true });
    if (film === null) writeBlankVideo(video);
    else writeQrVideo(film, video);
    const browser = await chromium.launch({
      executablePath: e2eChromiumExecutable(),
      args: [
        ...CHROMIUM_FLAGS,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
        // Without a value it allows; "deny" refuses, as a rep tapping "Block" does. (Without the
        // flag, the headless shell answers NotSupportedError: it has no prompt to show.)
        camera === 'allow' ? '--use-fake-ui-for-media-stream' : '--use-fake-ui-for-media-stream=deny',
      ],
    });
    try {
      const context = await browser.newContext({ baseURL, locale: 'es-ES', serviceWorkers: 'block' });
      const page = await context.newPage();
      const problems: string[] = [];
      watchConsole(page, problems);
      await use(page);
      expect(problems, 'console errors, hydration warnings or uncaught exceptions').toEqual([]);
    } finally {
      await browser.close();
    }
  },
});

/** Keeps every stream the page opens (on `window.__streams`), so a test can ask whether its tracks ended. */
function keepStreams(page: Page) {
  return page.addInitScript(() => {
    const media = navigator.mediaDevices;
    if (!media) return;
    const open = media.getUserMedia.bind(media);
    const streams: MediaStream[] = [];
    Object.assign(window, { __streams: streams });
    media.getUserMedia = (constraints) => open(constraints).then((stream) => (streams.push(stream), stream));
  });
}

const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __streams: MediaStream[] }).__streams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  );

/** The requests the page made for the `qr` package's decoder chunk. */
const decoderRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/decode-[^/]*\.js$/.test(name)),
  );

const field = (page: Page, key: string) =>
  key === 'country'
    ? visitorCard(page).getByLabel(boothText('card.fields.country'))
    : cardField(visitorCard(page), key);
/** The fields' names as the status line lists them: lower case mid-sentence, joined as Spanish joins them. */
const fieldList = (keys: string[]) =>
  new Intl.ListFormat('es-ES', { type: 'conjunction' }).format(
    keys.map((key) =>
      (key === 'country' ? boothText('card.fields.country') : text('es', `enquiry.fields.${key}`)).toLocaleLowerCase(
        'es-ES',
      ),
    ),
  );
const scanButton = (page: Page) => visitorCard(page).getByRole('button', { name: boothText('scan.button') });
const scanSaying = (page: Page, said: string) => visitorCard(page).getByRole('status').filter({ hasText: said });

async function openCard(page: Page) {
  await asReturningVisitor(page);
  await keepStreams(page);
  await openBooth(page);
  await nextVisitor(page).click();
  await expect(field(page, 'name')).toBeFocused();
}

scanTest.describe('camera allowed', () => {
  scanTest.use({ camera: 'allow' });

  scanTest(
    '"Scan badge" fills the card from a vCard, keeps what the code does not give, stops the camera, and the card survives a reload',
    async ({ cameraPage: page }) => {
      await openCard(page);
      const notes = visitorCard(page).getByLabel(boothText('card.fields.notes'));
      await notes.fill('Cascadas para la colección de invierno.');
      // The decoder's chunk is fetched as a scan starts, not with the card.
      expect(await decoderRequests(page)).toEqual([]);

      await scanButton(page).click();
      for (const [key, value] of Object.entries(SCANNED)) await expect(field(page, key)).toHaveValue(value);
      expect(await decoderRequests(page)).toHaveLength(1);
      await expect(notes).toHaveValue('Cascadas para la colección de invierno.');
      const fields = fieldList(['name', 'company', 'email', 'phone', 'country']);
      await expect(scanSaying(page, boothText('scan.filled', { fields }))).toBeVisible();
      // The rep checks from the first field filled.
      await expect(field(page, 'name')).toBeFocused();
      // The camera is off once the code is read: every track it opened has ended.
      await expect.poll(() => trackStates(page)).toEqual(['ended']);
      await expect(visitorCard(page).locator('video')).toHaveCount(0);
      expect(await violations(page)).toEqual([]);

      // Saved as typed through the card's own path: the day's list shows it, and a reload finds it.
      await expect(leadRow(leadsList(page), SCANNED.name)).toContainText(SCANNED.company);
      await page.reload();
      await expect(field(page, 'email')).toHaveValue(SCANNED.email);
      for (const [key, value] of Object.entries(SCANNED)) await expect(field(page, key)).toHaveValue(value);
      await expect(notes).toHaveValue('Cascadas para la colección de invierno.');
    },
  );
});

scanTest.describe('camera allowed, the decoder slow to come', () => {
  scanTest.use({ camera: 'allow' });

  scanTest(
    'a read while the rep types in another field leaves the focus there and keeps what was typed, and says so',
    async ({ cameraPage: page }) => {
      // The decoder's chunk held back, so the rep has time to go on typing while the scan runs.
      await page.route(/\/assets\/decode-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      await openCard(page);
      await field(page, 'email').fill('nuria.v@correo.example');
      await scanButton(page).click();
      await field(page, 'phone').click();
      await page.keyboard.type('600');

      const filled = boothText('scan.filled', { fields: fieldList(['name', 'company', 'country']) });
      const kept = boothText('scan.kept', { fields: fieldList(['email', 'phone']) });
      await expect(scanSaying(page, `${filled} ${kept}`)).toBeVisible();
      await expect(field(page, 'name')).toHaveValue(SCANNED.name);
      await expect(field(page, 'email')).toHaveValue('nuria.v@correo.example');
      // The focus stayed where the rep was typing: the next keys land there.
      await expect(field(page, 'phone')).toBeFocused();
      await page.keyboard.type(' 111');
      await expect(field(page, 'phone')).toHaveValue('600 111');
      await expect(field(page, 'name')).toHaveValue(SCANNED.name);
      await expect.poll(() => trackStates(page)).toEqual(['ended']);
    },
  );
});

scanTest.describe('camera refused', () => {
  scanTest.use({ camera: 'deny' });

  scanTest(
    'a refused camera says so in the rep’s language and leaves typing, nothing typed lost',
    async ({ cameraPage: page }) => {
      await openCard(page);
      await field(page, 'name').fill('Jordi Puig');
      await scanButton(page).click();
      await expect(scanSaying(page, boothText('scan.problems.denied'))).toBeVisible();
      // Back on "Scan badge", the rep types on.
      await expect(scanButton(page)).toBeFocused();
      await expect(visitorCard(page).locator('video')).toHaveCount(0);
      await expect(field(page, 'name')).toHaveValue('Jordi Puig');
      await field(page, 'email').fill('jordi@puig.example');
      await expect(field(page, 'email')).toHaveValue('jordi@puig.example');
      expect(await trackStates(page)).toEqual([]);
      expect(await violations(page)).toEqual([]);
    },
  );
});

scanTest.describe('a code with nothing for the card', () => {
  scanTest.use({ film: 'https://fira.example/expositors/2041' });

  scanTest(
    'a code that gives no visitor’s details says so and leaves the card as typed',
    async ({ cameraPage: page }) => {
      await openCard(page);
      await field(page, 'company').fill('Roig Home');
      await scanButton(page).click();
      await expect(scanSaying(page, boothText('scan.problems.nothingUsable'))).toBeVisible();
      await expect(scanButton(page)).toBeFocused();
      await expect.poll(() => trackStates(page)).toEqual(['ended']);
      await expect(field(page, 'company')).toHaveValue('Roig Home');
      await expect(field(page, 'name')).toHaveValue('');
    },
  );
});

scanTest.describe('no code in view', () => {
  scanTest.use({ film: null });

  scanTest(
    'Escape stops the scan and the camera, and the focus is back on "Scan badge"',
    async ({ cameraPage: page }) => {
      await openCard(page);
      await scanButton(page).click();
      const stop = visitorCard(page).getByRole('button', { name: boothText('scan.stopButton') });
      await expect(stop).toBeFocused();
      await expect(scanSaying(page, boothText('scan.scanning'))).toBeVisible();
      // The camera is on, and the preview plays it.
      await expect.poll(() => trackStates(page)).toEqual(['live']);
      await expect
        .poll(() =>
          visitorCard(page)
            .locator('video')
            .evaluate((video: HTMLVideoElement) => video.videoWidth),
        )
        .toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(scanSaying(page, boothText('scan.cancelled'))).toBeVisible();
      await expect(scanButton(page)).toBeFocused();
      expect(await trackStates(page)).toEqual(['ended']);
      await expect(visitorCard(page).locator('video')).toHaveCount(0);

      // Escape stops it too with the focus in a field of the card, and the focus stays there.
      await scanButton(page).click();
      await expect.poll(() => trackStates(page)).toEqual(['ended', 'live']);
      await field(page, 'company').click();
      await page.keyboard.press('Escape');
      await expect(visitorCard(page).locator('video')).toHaveCount(0);
      expect(await trackStates(page)).toEqual(['ended', 'ended']);
      await expect(field(page, 'company')).toBeFocused();
    },
  );
});
