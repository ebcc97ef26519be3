import {
  catalogueEntry,
  resolveError,
  type ApiOperation,
  type ErrorId,
  type ResolvedError,
} from '@tabula/api-client';
import { atom } from 'jotai';

/** An error waiting to be shown: a resolved catalogue entry (A§8, B§8). */
export interface QueuedError {
  key: number;
  resolved: ResolvedError;
}

const queueAtom = atom<readonly QueuedError[]>([]);
let nextKey = 1;

/** The error on screen now, if any (the first of the queue). */
export const currentErrorAtom = atom((get) => get(queueAtom)[0] ?? null);

/** What raises an error: a failed call with its operation, or an entry the app raises by id. */
export type ErrorReport =
  | { error: unknown; operation: ApiOperation; hasTable?: boolean }
  | { id: ErrorId; message?: string }
  /** A failure the caller has already resolved (to say some entries on its own screen). */
  | { resolved: ResolvedError };

/**
 * Shows an error through the api-client's error map (A§8): a failed call is resolved to its
 * catalogue entry, an app-raised entry is looked up by id. The popup host in the shell shows the
 * queue one at a time and runs each entry's action.
 */
export const showErrorAtom = atom(null, (_get, set, report: ErrorReport) => {
  const resolved: ResolvedError =
    'resolved' in report
      ? report.resolved
      : 'id' in report
        ? {
            id: report.id,
            entry: catalogueEntry(report.id),
            serverMessage: report.message ?? null,
            status: null,
          }
        : resolveError(report.error, {
            operation: report.operation,
            ...(report.hasTable === undefined ? {} : { hasTable: report.hasTable }),
          });
  set(queueAtom, (queue) => [...queue, { key: nextKey++, resolved }]);
});

/** Removes the error on screen (its button or action ran). */
export const dismissErrorAtom = atom(null, (_get, set) => {
  set(queueAtom, (queue) => queue.slice(1));
});
