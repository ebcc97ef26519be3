/* global process */
/**
 * How many journeys run side by side: TABULA_E2E_WORKERS when set, otherwise 2. Each worker has a
 * demo server of its own (run-e2e.mjs), so the count is also the number of servers. Two suit this
 * project's 2-core machines: a journey spends much of its time waiting on the server, the sandbox
 * and the spec's own delays, and a third browser only queues behind the first two.
 *
 * @returns a whole number of at least 1
 */
export function e2eWorkers() {
  const asked = Number(process.env.TABULA_E2E_WORKERS ?? '2');
  return Number.isInteger(asked) && asked >= 1 ? asked : 2;
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
