import type { ApiOperation, ErrorId, ResolvedError } from '@tabula/api-client';
import { atom } from 'jotai';

/*
 * The queue of errors to show. It holds what was raised, not its catalogue entry: the error
 * catalogue and its texts (about 50 kB of script) load with the popup that shows the first one
 * (`resolve-report.ts`, `features/shell/components/error-popup.tsx`), not with the menu.
 */

/** What raises an error: a failed call with its operation, or an entry the app raises by id. */
export type ErrorReport =
  | { error: unknown; operation: ApiOperation; hasTable?: boolean }
  | { id: ErrorId; message?: string }
  /** A failure the caller has already resolved (to say some entries on its own screen). */
  | { resolved: ResolvedError };

/** An error waiting to be shown (A§8, B§8). */
export interface QueuedError {
  key: number;
  report: ErrorReport;
}

const queueAtom = atom<readonly QueuedError[]>([]);
let nextKey = 1;

/** The error on screen now, if any (the first of the queue). */
export const currentErrorAtom = atom((get) => get(queueAtom)[0] ?? null);

/**
 * Shows an error (A§8): the popup host in the shell shows the queue one at a time, resolves each
 * report to its catalogue entry and runs the entry's action.
 */
export const showErrorAtom = atom(null, (_get, set, report: ErrorReport) => {
  set(queueAtom, (queue) => [...queue, { key: nextKey++, report }]);
});

/** Removes the error on screen (its button or action ran). */
export const dismissErrorAtom = atom(null, (_get, set) => {
  set(queueAtom, (queue) => queue.slice(1));
});
