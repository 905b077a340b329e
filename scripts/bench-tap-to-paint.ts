/**
 * The bench's tap-to-paint figures: on a hydrated phone-sized page under 4× CPU slowdown (CDP;
 * the network unthrottled, as when the catalogue is cached), a real touch tap, and the ms from
 * the tap (the pointerdown's own time stamp, so input delay counts) to the animation frame in
 * which its effect is on screen: the menu open, the carousel's next slide shown, the next page's
 * heading after an in-site link (on a first visit; on a first visit once the catalogue is saved;
 * for a returning visitor: the last two on a page the service worker serves, whose links in view
 * have their pages fetched ahead), a form field focused. Beside it, the interaction's latency as
 * the browser's Event Timing reports it (INP's measure: the longest of its pointerdown, pointerup
 * and click, each from its own time stamp to the next paint, so the finger's hold does not
 * count), and, where the page does the same with no script at all (the menu is a native
 * popover, a field takes focus by itself), the no-script floor: the same tap on the same page
 * with scripts blocked.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_LANG } from '../src/i18n/languages.ts';
import { CPU_SLOWDOWN, MENU_BUTTONS, PHONE, tapAt } from './bench-first-tap.ts';
import { PARTS_WAITING, partsTakenOver } from '../src/app/parts-waiting.ts';
import { UNDRIVEN_CAROUSELS } from '../src/components/carousel/carousel-marks.ts';
import { WAITING_FORM_FIELDS } from '../src/contact/form/form-marks.ts';

const common = JSON.parse(readFileSync(`locales/${DEFAULT_LANG}/common.json`, 'utf8')) as {
  carousel: { next: string };
  pwa: { dismiss: string; offlineReady: string; offlineReadySize: string };
};

/** What the page records when the finger touches: the time, and the slide shown then. */
interface Tap {
  at: number;
  slide: string | null;
}

interface Interaction {
  name: string;
  path: string;
  /** What the finger taps. */
  target: string;
  /** In the page, once a frame: the frame's time when the tap's effect shows, else false. */
  shownAt: (target: string) => number | false;
  /** Whether the page does the same with no script (so the no-script floor is measured). */
  worksWithoutScript?: boolean;
  /**
   * The tapped page is served by the service worker, from the device: for a returning visitor,
   * whose first visit saved the catalogue, or on a first visit (`firstVisit`) once the worker has
   * saved it and taken the page over. The tap waits until `readyAt` is true in the page (what it
   * fetches ahead).
   */
  servedByWorker?: { readyAt: () => boolean; firstVisit?: boolean };
  /**
   * The tap is the visitor's first into the served contact form: nothing has reached for it
   * before, and React draws it as it shows on the screen (brought there for the tap) or at the tap.
   */
  firstReach?: boolean;
}

/** One tap: ms to its effect, and its Event Timing latency (null: under the API's 16 ms floor). */
export interface TapFigures {
  shownMs: number;
  latencyMs: number | null;
  /**
   * Of that latency, the time until the page's first handler for the event ran (Event Timing's
   * input delay). With a tap sent by DevTools it includes the time the browser holds the touch
   * before the page gets it: traced on this machine, the command reached the browser 25-58 ms
   * before the page's first handler ran, and the page had the touch for 13-27 ms of that.
   */
  inputDelayMs: number | null;
}

/** An interaction's Event Timing entry: its duration and its input delay, in ms. */
type Timed = [duration: number, inputDelay: number];

/** The start both "ready" sentences share (one names the copy's size), as a pattern. */
const READY_SAID = (() => {
  const { offlineReady, offlineReadySize } = common.pwa;
  let shared = 0;
  while (shared < offlineReady.length && offlineReady[shared] === offlineReadySize[shared]) shared++;
  const escaped = offlineReady.slice(0, shared).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp('^' + escaped);
})();

/** In the page, once a frame: when the contact page a link led to shows its heading. */
const contactShownAt = () =>
  location.pathname === '/contacto' && !!document.querySelector('main h1')?.checkVisibility() && performance.now();
/** In the page: whether the contact page's code has been fetched. */
const contactFetchedAhead = () =>
  performance.getEntriesByType('resource').some((entry) => /\/assets\/contact-page-/.test(entry.name));

const INTERACTIONS: Interaction[] = [
  {
    name: 'menu opens',
    path: '/',
    target: MENU_BUTTONS,
    shownAt: (target) => {
      const button = [...document.querySelectorAll(target)].at(-1);
      const panel = document.getElementById(button?.getAttribute('popovertarget') ?? '');
      return !!panel?.checkVisibility() && performance.now();
    },
    worksWithoutScript: true,
  },
  {
    name: 'carousel: next slide',
    path: '/servicios/encuadernacion',
    target: `role=button[name="${common.carousel.next}"]`,
    // Another slide than the one shown at the tap (the carousel may have turned by itself before).
    shownAt: () =>
      document.querySelector('[data-current="true"]')?.getAttribute('aria-label') !==
        (window as unknown as { tap: Tap }).tap.slide && performance.now(),
  },
  {
    name: 'in-site link: next page shown',
    path: '/',
    target: 'main a[href="/contacto"]',
    shownAt: contactShownAt,
  },
  {
    name: 'in-site link, returning visitor: next page shown',
    path: '/',
    target: 'main a[href="/contacto"]',
    shownAt: contactShownAt,
    // Links in view have their pages fetched ahead from the device once the browser is idle.
    servedByWorker: {
      readyAt: contactFetchedAhead,
    },
  },
  {
    name: 'in-site link, first visit once the catalogue is saved: next page shown',
    path: '/',
    target: 'main a[href="/contacto"]',
    shownAt: contactShownAt,
    // Once the worker has taken the page over, as for a returning visitor.
    servedByWorker: {
      firstVisit: true,
      readyAt: contactFetchedAhead,
    },
  },
  {
    name: 'form field focused',
    path: '/contacto',
    target: 'input[autocomplete="name"]',
    shownAt: () => document.activeElement?.getAttribute('autocomplete') === 'name' && performance.now(),
    worksWithoutScript: true,
  },
  {
    name: 'form field focused, first tap (the form drawn as it showed)',
    path: '/contacto',
    target: 'input[autocomplete="name"]',
    shownAt: () => document.activeElement?.getAttribute('autocomplete') === 'name' && performance.now(),
    firstReach: true,
  },
];

/** Ms from the tap to the frame that shows its effect; with `noScript`, on the page with scripts blocked. */
async function tapToPaint(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  noScript = false,
): Promise<TapFigures> {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: interaction.servedByWorker ? 'allow' : 'block',
  });
  const page: Page = await context.newPage();
  try {
    if (noScript) await page.route('**/*.js', (route) => route.abort());
    if (interaction.servedByWorker && !interaction.servedByWorker.firstVisit) {
      await page.goto(origin + interaction.path);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    }
    await page.goto(origin + interaction.path);
    if (noScript) await page.waitForLoadState('load');
    // Hydrated, every carousel driven (by the boot script, once the app has shown the page) and
    // a contact form drawn (once reached for: a pointer coming over a field, as a visitor's does).
    else
      await page.waitForFunction(
        partsTakenOver,
        // A first tap waits for the carousels only: nothing reaches for the form before it.
        interaction.firstReach
          ? ([UNDRIVEN_CAROUSELS, null] as const)
          : ([PARTS_WAITING, WAITING_FORM_FIELDS] as const),
      );
    if (interaction.servedByWorker?.firstVisit) {
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 60_000 });
      // The notice that the catalogue is ready is a card over the middle of the screen, or, while
      // the cookie banner is open on a phone, a small pill named by its sentence (with or without
      // the copy's size). The visitor closes the card first (before the target is brought into
      // view: closing it may move the focus); the pill is left.
      const close = page.getByRole('button', { name: common.pwa.dismiss });
      const pill = page.getByRole('button', { name: READY_SAID });
      await close.or(pill).first().waitFor();
      if (await close.isVisible()) {
        await close.click();
        await close.waitFor({ state: 'detached' });
      }
    }
    // Found and brought into view before the slowdown, and the tap waits until the page has done
    // with the scroll (the browser idle): the figure is the tap's alone, not Playwright's own
    // selector work slowed 4× nor the tail of the page's reaction to the scroll.
    const target = page.locator(interaction.target).last();
    await target.scrollIntoViewIfNeeded();
    if (interaction.servedByWorker)
      await page.waitForFunction(interaction.servedByWorker.readyAt, undefined, { timeout: 30_000 });
    const box = await target.boundingBox();
    if (!box) throw new Error(`Nothing to tap for "${interaction.name}" on ${interaction.path}`);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    // The CPU only: the network is the local server's, as after the catalogue is cached.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Listeners inline: a named function here would carry the script runner's name helper into the page.
    await page.evaluate(() => {
      addEventListener(
        'pointerdown',
        (event) => {
          const slide = document.querySelector('[data-current="true"]')?.getAttribute('aria-label') ?? null;
          (window as unknown as { tap: Tap }).tap = { at: event.timeStamp, slide };
        },
        { capture: true, once: true },
      );
      (window as unknown as { latencies: Timed[] }).latencies = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId)
            (window as unknown as { latencies: Timed[] }).latencies.push([
              entry.duration,
              entry.processingStart - entry.startTime,
            ]);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    await tapAt(cdp, box);
    // Polled in animation frames: the first frame in which the effect is true is the one that paints it.
    const shownAt = await page.waitForFunction(interaction.shownAt, interaction.target, {
      polling: 'raf',
      timeout: 30_000,
    });
    const tappedAt = await page.evaluate(() => (window as unknown as { tap?: Tap }).tap?.at);
    if (tappedAt === undefined) throw new Error(`The tap for "${interaction.name}" never reached the page`);
    const shownMs = ((await shownAt.jsonValue()) as number) - tappedAt;
    // The click's entry comes once its next paint is known; an interaction under 16 ms has none,
    // so the wait ends after a second of nothing.
    const latencies = await page
      .waitForFunction(
        (since) => {
          const list = (window as unknown as { latencies: Timed[] }).latencies;
          return (list.length >= 3 || performance.now() - since > 1000) && list;
        },
        await page.evaluate(() => performance.now()),
        { polling: 100 },
      )
      .then((handle) => handle.jsonValue() as Promise<Timed[]>);
    const longest = latencies.reduce<Timed | null>((max, entry) => (max && max[0] >= entry[0] ? max : entry), null);
    return { shownMs, latencyMs: longest?.[0] ?? null, inputDelayMs: longest && Math.round(longest[1]) };
  } finally {
    await context.close();
  }
}

/** Each interaction `runs` times, and as often with scripts blocked where the page works without: figures in order. */
export async function tapsToPaint(browser: Browser, origin: string, runs: number) {
  const results: { name: string; path: string; taps: TapFigures[]; floor: TapFigures[] }[] = [];
  for (const interaction of INTERACTIONS) {
    const taps: TapFigures[] = [];
    const floor: TapFigures[] = [];
    for (let run = 0; run < runs; run++) {
      taps.push(await tapToPaint(browser, origin, interaction));
      if (interaction.worksWithoutScript) floor.push(await tapToPaint(browser, origin, interaction, true));
    }
    results.push({ name: interaction.name, path: interaction.path, taps, floor });
  }
  return results;
}
