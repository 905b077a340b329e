/**
 * The bench's tap-to-paint figures: on a hydrated phone-sized page under 4× CPU slowdown (CDP;
 * the network unthrottled, as when the catalogue is cached), a real touch tap, and the ms from
 * the tap (the pointerdown's own time stamp, so input delay counts) to the animation frame in
 * which its effect is on screen: the menu open, the carousel's next slide shown, the next page's
 * heading after an in-site link, a form field focused.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_LANG } from '../src/i18n/languages.ts';
import { CPU_SLOWDOWN, MENU_BUTTONS, PHONE, tapAt } from './bench-first-tap.ts';

const common = JSON.parse(readFileSync(`locales/${DEFAULT_LANG}/common.json`, 'utf8')) as {
  carousel: { next: string };
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
}

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
    shownAt: () =>
      location.pathname === '/contacto' && !!document.querySelector('main h1')?.checkVisibility() && performance.now(),
  },
  {
    name: 'form field focused',
    path: '/contacto',
    target: 'input[autocomplete="name"]',
    shownAt: () => document.activeElement?.getAttribute('autocomplete') === 'name' && performance.now(),
  },
];

/** Ms from the tap to the frame that shows its effect. */
async function tapToPaint(browser: Browser, origin: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page: Page = await context.newPage();
  try {
    await page.goto(origin + interaction.path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The CPU only: the network is the local server's, as after the catalogue is cached.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const target = page.locator(interaction.target).last();
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`Nothing to tap for "${interaction.name}" on ${interaction.path}`);
    // One listener, inline: a named function here would carry the script runner's name helper into the page.
    await page.evaluate(() =>
      addEventListener(
        'pointerdown',
        (event) => {
          const slide = document.querySelector('[data-current="true"]')?.getAttribute('aria-label') ?? null;
          (window as unknown as { tap: Tap }).tap = { at: event.timeStamp, slide };
        },
        { capture: true, once: true },
      ),
    );
    await tapAt(cdp, box);
    // Polled in animation frames: the first frame in which the effect is true is the one that paints it.
    const shownAt = await page.waitForFunction(interaction.shownAt, interaction.target, {
      polling: 'raf',
      timeout: 30_000,
    });
    const tappedAt = await page.evaluate(() => (window as unknown as { tap?: Tap }).tap?.at);
    if (tappedAt === undefined) throw new Error(`The tap for "${interaction.name}" never reached the page`);
    return ((await shownAt.jsonValue()) as number) - tappedAt;
  } finally {
    await context.close();
  }
}

/** Each interaction `runs` times: its figures in ms, in order. */
export async function tapsToPaint(browser: Browser, origin: string, runs: number) {
  const results: { name: string; path: string; ms: number[] }[] = [];
  for (const interaction of INTERACTIONS) {
    const ms: number[] = [];
    for (let run = 0; run < runs; run++) ms.push(await tapToPaint(browser, origin, interaction));
    results.push({ name: interaction.name, path: interaction.path, ms });
  }
  return results;
}
