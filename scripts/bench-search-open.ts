/**
 * The bench's "open search → first results" figure (issue 56; budget ≤ 300 ms at 4× CPU): in
 * Chromium, on a wide screen, a returning visitor's page of the built site served by the service
 * worker (the second visit, the offline copy saved), hydrated, then 4× CPU slowdown (CDP), the
 * header's search field focused and the query put in at once, as pasted or typed by a fast
 * hand: the worst case, since a visitor's slower typing gives the search code and the index time
 * to load meanwhile. The time runs from the field's focus event (the first use: the search code
 * and the language's index load from then on, never before) to the first animation frame in
 * which a suggestion is in the header's open list. The query is each language's first ranking
 * query (ranking-cases.ts). Figures only: nothing here is asserted.
 */
import type { Browser, Page } from '@playwright/test';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type Lang } from '../src/i18n/languages.ts';
import { CONSENT_STORAGE_KEY, REJECT_ALL } from '../src/consent/consent.ts';
import { screenPath } from '../src/routing/paths.ts';
import { RANKING } from '../src/search/ranking-cases.ts';
import { PARTS_WAITING, partsTakenOver } from '../src/app/parts-waiting.ts';
import { WAITING_FORM_FIELDS } from '../src/contact/form/form-marks.ts';
import { CPU_SLOWDOWN } from './bench-first-tap.ts';

/** The header's field in the bar, shown from 1440 px (below, the bar has its button alone); the mobile menu's comes after it. */
const HEADER_FIELD = 'header form[role="search"] input[type="search"]';
export const WIDE = { width: 1440, height: 900 };

export interface SearchOpenFigures {
  lang: Lang;
  query: string;
  /** Each run's ms from the field's focus to the first suggestion shown. */
  times: number[];
}

/** One run on a fresh document the worker serves: ms from focus to the first suggestion's frame. */
async function openToFirstResult(page: Page, url: string, query: string): Promise<number> {
  await page.goto(url);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    throw new Error(`bench-search-open: ${url} is not served by the worker`);
  await page.waitForFunction(partsTakenOver, [PARTS_WAITING, WAITING_FORM_FIELDS] as const);
  const field = page.locator(HEADER_FIELD).first();
  await field.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    // Listener inline: a named function here would carry the script runner's name helper into the page.
    await page.evaluate((selector) => {
      document.addEventListener(
        'focusin',
        (event) => {
          if ((event.target as Element).matches(selector))
            (window as unknown as { focusedAt: number }).focusedAt = event.timeStamp;
        },
        { capture: true },
      );
    }, HEADER_FIELD);
    await field.focus();
    await page.keyboard.insertText(query);
    // Polled in animation frames: the first frame in which a suggestion is listed is the one that paints it.
    const shownAt = await page.waitForFunction(
      () =>
        document.querySelector('header [role="listbox"]:not([hidden]) [role="option"]') !== null && performance.now(),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const focusedAt = await page.evaluate(() => (window as unknown as { focusedAt?: number }).focusedAt);
    if (focusedAt === undefined) throw new Error('bench-search-open: the header field was never focused');
    return ((await shownAt.jsonValue()) as number) - focusedAt;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** `runs` times per language, each on a new document of the history page in that language. */
export async function searchOpenFigures(browser: Browser, origin: string, runs: number): Promise<SearchOpenFigures[]> {
  const figures: SearchOpenFigures[] = [];
  for (const lang of LANGUAGES) {
    const context = await browser.newContext({ viewport: WIDE, serviceWorkers: 'allow' });
    // A returning visitor in this language: neither the cookie banner nor the language offer shows.
    await context.addInitScript(
      ([consentKey, consent, languageKey, language]) => {
        localStorage.setItem(consentKey, consent);
        localStorage.setItem(languageKey, language);
      },
      [CONSENT_STORAGE_KEY, JSON.stringify(REJECT_ALL), LANGUAGE_STORAGE_KEY, lang] as const,
    );
    try {
      const page = await context.newPage();
      const url = origin + screenPath('history', lang);
      // The first visit: the worker saves the offline copy and takes the page over.
      await page.goto(url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller)
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
      });
      const query = RANKING[lang][0]![0];
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await openToFirstResult(page, url, query));
      figures.push({ lang, query, times });
    } finally {
      await context.close();
    }
  }
  return figures;
}
