/**
 * Every wait of the engine suite, in one place. Each is what the slowest measured run on a busy
 * 2-core machine needed, with headroom (see the figures beside each); a wait ends as soon as
 * its condition holds, so generous limits cost nothing when all is well.
 */
export const SERVER_START_TIMEOUT_MS = 60_000;
export const LAUNCH_TIMEOUT_MS = 120_000;
export const NAVIGATION_TIMEOUT_MS = 60_000;
export const SCRIPT_TIMEOUT_MS = 30_000;
export const ACTION_TIMEOUT_MS = 20_000;
export const HYDRATE_TIMEOUT_MS = 45_000;
export const SERVICE_WORKER_TIMEOUT_MS = 120_000;
export const ARRIVAL_TIMEOUT_MS = 30_000;
export const EXPECT_TIMEOUT_MS = 20_000;
export const TEST_TIMEOUT_MS = 300_000;
