import type { UserWorkspaceConfig } from 'vitest/config';

/** The shared vitest preset, merged with a package's own overrides. */
export function tabulaVitest(overrides?: UserWorkspaceConfig): UserWorkspaceConfig;
