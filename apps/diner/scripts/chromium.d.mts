/** Flags for a headless Chromium on a shared machine; `--headless` is left to the launcher. */
export declare const CHROMIUM_ARGS: readonly string[];

/** The system Chromium (`TABULA_CHROMIUM` overrides), or null when this machine has none. */
export declare function findChromium(): string | null;

/**
 * The Chromium the end-to-end tests and the benchmark run in, provisioned when missing (apt-get
 * as root, else Playwright's download), or null outside CI when none could be had.
 */
export declare function provideChromium(): Promise<string | null>;
