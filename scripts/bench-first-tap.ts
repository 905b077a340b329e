/**
 * The bench's first-tap figure: on a phone-sized page under 4× CPU slowdown and slow 4G (CDP),
 * a real touch tap on the header's menu button at first contentful paint + 100 ms, and the time
 * from the tap until the menu it controls is shown — or "lost" when it never opens (waited for
 * until the app has hydrated and a second more). Says too whether the tap landed before hydration.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

/** Lighthouse's slow 4G as DevTools applies it (rtt 150 ms × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/**
 * The header's menu button on a phone, the mobile menu's toggle: the header's last button with a
 * panel, leaving out the buttons inside a panel (the menu's own close button).
 */
export const MENU_BUTTONS = 'header :is(button[aria-controls], button[popovertarget]):not([popover] *)';
const TAP_AFTER_FCP_MS = 100;
const AFTER_HYDRATION_MS = 1000;

/** Throttles a page as the first-tap figure and e2e test measure it (the network: slow 4G, unless told). */
export async function throttle(page: Page, network: typeof SLOW_4G = SLOW_4G): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * Has the page note when the app marks itself hydrated (`<html data-hydrated>`), as a wall-clock
 * time (ms since the epoch), in `window.hydratedAt`; call before the page loads.
 */
export async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** The page's first contentful paint, as a wall-clock time (ms since the epoch). */
async function firstPaintAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp ? performance.timeOrigin + fcp.startTime : false;
    },
    undefined,
    { polling: 10, timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** A finger's tap at the middle of an element, sent to the browser as touch input. */
export async function tapAt(cdp: CDPSession, box: { x: number; y: number; width: number; height: number }) {
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const start = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, 40));
  const end = cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await Promise.all([start, end]);
}

export interface FirstTap {
  /** Ms from the tap until the menu is shown; null when the tap was lost. */
  openMs: number | null;
  beforeHydration: boolean;
}

/** Whether the element the menu button controls (by `aria-controls` or `popovertarget`) is shown. */
function menuShownAt(selector: string): number | false {
  const button = [...document.querySelectorAll(selector)].at(-1);
  const id = button?.getAttribute('popovertarget') ?? button?.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  return panel?.checkVisibility() ? performance.timeOrigin + performance.now() : false;
}

export async function firstTap(browser: Browser, url: string): Promise<FirstTap> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    const cdp = await throttle(page);
    await recordHydration(page);
    void page.goto(url).catch(() => {});
    const fcp = await firstPaintAt(page);
    const box = await page.locator(MENU_BUTTONS).last().boundingBox();
    if (!box) throw new Error(`No menu button on ${url}`);
    const wait = fcp + TAP_AFTER_FCP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const tappedAt = Date.now();
    await tapAt(cdp, box);
    const shown = page
      .waitForFunction(menuShownAt, MENU_BUTTONS, { polling: 'raf', timeout: 60_000 })
      .then((handle) => handle.jsonValue() as Promise<number>);
    const given = page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 })
      .then(() => new Promise<null>((resolve) => setTimeout(() => resolve(null), AFTER_HYDRATION_MS)));
    const openedAt = await Promise.race([shown, given]);
    const hydratedAt = await page.evaluate(() => (window as unknown as { hydratedAt?: number }).hydratedAt);
    return {
      openMs: openedAt === null ? null : Math.max(0, openedAt - tappedAt),
      beforeHydration: hydratedAt === undefined || hydratedAt > tappedAt,
    };
  } finally {
    await context.close();
  }
}
