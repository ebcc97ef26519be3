/** How many journeys run side by side (and demo servers run-e2e.mjs starts): TABULA_E2E_WORKERS or 2. */
export declare function e2eWorkers(): number;

/** The entry of a per-worker list for this Playwright worker (TEST_PARALLEL_INDEX), else the first. */
export declare function forThisWorker<T>(list: readonly T[]): T | undefined;
