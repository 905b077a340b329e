/**
 * Every wait of the engine suite, in one place. Each limit is the slowest figure measured on a
 * 2-core machine with a load average of 20–43 (other test suites running), with about three
 * times headroom; a wait ends as soon as its condition holds, so the limits cost nothing when
 * all is well. An uncaught exception fails a page at once (see waitForApp).
 */

/** vite preview answering: 2 s measured. */
export const SERVER_START_TIMEOUT_MS = 60_000;
/** A browser up and driveable (Xvfb, driver, session): Firefox 36–39 s, WebKit 10–14 s. */
export const LAUNCH_TIMEOUT_MS = 120_000;
/** A page's load event: at most 10.5 s. */
export const NAVIGATION_TIMEOUT_MS = 60_000;
/** One script run in the page (an evaluate): well under a second, except while a page loads. */
export const SCRIPT_TIMEOUT_MS = 30_000;
/** An element to act on appearing: at most a few seconds after hydration. */
export const ACTION_TIMEOUT_MS = 20_000;
/** From the load event to the app's hydrated marker: at most 17.4 s. */
export const HYDRATE_TIMEOUT_MS = 45_000;
/** A first visit's service worker precaching the site and taking control: at most 35 s. */
export const SERVICE_WORKER_TIMEOUT_MS = 120_000;
/** An enquiry reaching the outbox server once a page can send it: a few seconds. */
export const ARRIVAL_TIMEOUT_MS = 30_000;
/** Any other expectation polled in the page. */
export const EXPECT_TIMEOUT_MS = 20_000;
/** One test: the longest, the walk over every page type, took 2.4 min with the first launch. */
export const TEST_TIMEOUT_MS = 360_000;
