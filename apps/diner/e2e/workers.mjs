/* global process */
/**
 * How many journeys run side by side: TABULA_E2E_WORKERS when set, otherwise 3. Each worker has a
 * demo server of its own (run-e2e.mjs), so the count is also the number of servers. Three suit
 * this project's 2-core machines: a journey spends much of its time waiting (a code's resend
 * countdown, a payment's poll, the sandbox's pages), and with two workers the 90 journeys alone
 * kept the two cores two-thirds busy; a third fills the waits (docs/performance.md, "Three
 * journeys at once").
 *
 * @returns a whole number of at least 1
 */
export function e2eWorkers() {
  const asked = Number(process.env.TABULA_E2E_WORKERS ?? '3');
  return Number.isInteger(asked) && asked >= 1 ? asked : 3;
}

/**
 * The item of a worker's list (origins, demo files) for this Playwright worker, by its
 * TEST_PARALLEL_INDEX; the first one outside a worker (the config read by the runner).
 *
 * @param list - one entry per worker, in order
 */
export function forThisWorker(list) {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? '0');
  return list[index] ?? list[0];
}
