/**
 * What the engine smoke suite needs from a browser, whatever drives it: Firefox over WebDriver
 * BiDi (puppeteer-core), WebKit over W3C WebDriver (WebKitWebDriver), or Playwright where its own
 * browsers are installed. The suite is written against these two interfaces only.
 */

export type EngineName = 'firefox' | 'webkit';

/** Runs in the page; given as a function, sent as its source, so it must not close over anything. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/** An element by CSS selector, optionally the first whose text contains `text`. */
export interface Target {
  selector: string;
  text?: string;
}

export interface EngineTab {
  /** Loads a URL and resolves once its load event has fired. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Waits for the element to exist, then clicks it as a pointer would (scrolled into view). */
  click(target: Target | string): Promise<void>;
  /** Waits for the element to exist, then types into it key by key. */
  type(target: Target | string, text: string): Promise<void>;
  /** Presses one key on whatever has focus. */
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /**
   * Console errors, uncaught exceptions and unhandled rejections seen since the tab opened, as
   * "[kind] message" lines. How early a page's problems are seen depends on the protocol: see
   * `observesFromStart`.
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  readonly name: EngineName;
  /** What drives it, for the report ("firefox-esr 153 over WebDriver BiDi (puppeteer-core)"). */
  readonly description: string;
  /**
   * True when problems are reported from the first script of every document; false when they
   * can only be watched from the moment the page has loaded (W3C WebDriver has no init scripts
   * and no console): an error before then shows up only through what it breaks.
   */
  readonly observesFromStart: boolean;
  newTab(): Promise<EngineTab>;
  /** Ends the browser and every process started for it. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Ports this launch may listen on, from the suite's own range. */
  ports: { driver: number };
  viewport: { width: number; height: number };
  /** Longest wait for the browser to start, a page load, a script in the page, an element to act on. */
  timeouts: { launch: number; navigation: number; script: number; action: number };
}

/** Finds a target in the page: the first match of the selector whose text contains `text`. */
export function findTarget(selector: string, text: string | null): Element | null {
  for (const element of document.querySelectorAll(selector)) {
    if (text === null || (element.textContent ?? '').includes(text)) return element;
  }
  return null;
}

export const asTarget = (target: Target | string): Target =>
  typeof target === 'string' ? { selector: target } : target;

export const describeTarget = ({ selector, text }: Target) => (text ? `${selector} with text "${text}"` : selector);
