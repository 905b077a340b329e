import { availableParallelism } from 'node:os';
import { test } from '@playwright/test';

/*
 * The Chromium suite's limits, derived from the slowest machine it must pass on. A limit only
 * bounds a wait: every wait ends as soon as its condition holds, so a generous one costs nothing
 * when all is well, and a tight one fails a test on a slower machine for no fault of the site.
 *
 * The per-test limits below were set on machines of Lighthouse benchmarkIndex 1,814–2,704; the
 * machines of the class the suite runs on measured 829–2,800 (November 2026), so the slowest is
 * up to 3.3 times as slow per core, and on one core two tests share it.
 */
const SLOWEST_OF_THE_CLASS = 2704 / 829;

/** A limit set on the machines the suite was written on, for the slowest machine of the class. */
export function onSlowest(ms: number): number {
  return Math.round(ms * SLOWEST_OF_THE_CLASS);
}

/** One test, by default: 30 s on the machines it was set on. */
export const TEST_TIMEOUT_MS = onSlowest(30_000);
/** One expectation, by default: 7 s on the machines it was set on. */
export const EXPECT_TIMEOUT_MS = onSlowest(7_000);

/**
 * The cores of a machine of the class. Node 20's availableParallelism() sees a CPU affinity mask
 * (taskset) but not a container's CPU quota, so on a large host with two cores' quota it would
 * count the host's: the suite never counts more than the class has.
 */
export const CLASS_CORES = 2;

/**
 * Tests at once, in CI: one more than the cores the run may use (three on two cores, two when
 * pinned to one). Much of a test is waiting (the network, the outbox's timers, a worker's
 * saving), which another test fills. Pinned to one core, the Chromium project took 18.1 min with
 * two workers and 22.1 min with one, 310 passed each. On two cores, three workers ran its 351
 * tests in 6.6 min against 8.3 min with two (November 2026), the tests' summed durations about the
 * same (1,111 s and 1,157 s): each worker still has more of a core than two workers on one core
 * have, the case the limits above were set for.
 */
export const WORKERS = Math.min(availableParallelism(), CLASS_CORES) + 1;

/**
 * Gives the running test `ms` more to live, for a wait with a limit of its own (a service worker's
 * precaching, an enquiry's arrival): the wait's limit then fits inside the test's timeout
 * whatever the test did before it. Outside a test, nothing. Not for a worker-scoped fixture:
 * there test.info() answers too, and setTimeout would replace the fixture's own limit.
 */
export function allowFor(ms: number): void {
  let info;
  try {
    info = test.info();
  } catch {
    return;
  }
  if (info.timeout > 0) info.setTimeout(info.timeout + ms);
}
