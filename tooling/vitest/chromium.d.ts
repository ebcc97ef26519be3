/** Where Debian's Chromium is looked for, in order. */
export const CHROMIUM_CANDIDATES: readonly string[];

/** Where Debian's headless shell (package chromium-headless-shell) is looked for, in order. */
export const HEADLESS_SHELL_CANDIDATES: readonly string[];

/** The full Chromium, or null when this machine has none. */
export function findChromium(): string | null;

/** The Chromium the tests run in: the headless shell if installed, else the full Chromium. */
export function findTestChromium(): string | null;

/** Flags for Chromium on a shared machine (no sandbox, no GPU, nothing downloaded). */
export const CHROMIUM_ARGS: readonly string[];
