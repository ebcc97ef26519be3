import type { ResolvedError } from '@tabula/api-client';
import type { createStore } from 'jotai';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { resolveReport } from '@/lib/errors/resolve-report';

/** The catalogue entry of the error on screen now, as the popup resolves it; undefined when none. */
export function currentResolvedError(
  store: ReturnType<typeof createStore>,
): ResolvedError | undefined {
  const current = store.get(currentErrorAtom);
  return current === null ? undefined : resolveReport(current.report);
}
