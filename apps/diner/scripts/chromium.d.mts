/** Flags for a headless Chromium on a shared machine; `--headless` is left to the launcher. */
export declare const CHROMIUM_ARGS: readonly string[];

/** The system Chromium (`TABULA_CHROMIUM` overrides), or null when this machine has none. */
export declare function findChromium(): string | null;

/**
 * The Chromium the tests run in: Debian's headless shell when installed, else the system
 * Chromium (`TABULA_CHROMIUM` overrides both), or null when this machine has neither.
 */
export declare function findTestChromium(): string | null;

/**
 * The Chromium the end-to-end tests (`forTests`: the headless shell when installed) or the
 * benchmark (the full browser) run in, provisioned when missing (apt-get as root, else
 * Playwright's download), or null outside CI when none could be had.
 */
export declare function provideChromium(options?: { forTests?: boolean }): Promise<string | null>;
