/** Where Debian's Chromium is looked for, in order. */
export const CHROMIUM_CANDIDATES: readonly string[];

/** The Chromium to test in, or null when this machine has none. */
export function findChromium(): string | null;

/** Flags for Chromium on a shared machine (no sandbox, no GPU, nothing downloaded). */
export const CHROMIUM_ARGS: readonly string[];
