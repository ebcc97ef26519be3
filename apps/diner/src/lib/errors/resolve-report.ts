import { catalogueEntry, resolveError, type ResolvedError } from '@tabula/api-client';
import type { ErrorReport } from './error-queue';

/**
 * The catalogue entry of a raised error (A§8, B§8): a failed call is resolved through the
 * api-client's error map, an entry the app raises is looked up by id, one already resolved is
 * kept. The queue holds reports and the popup resolves them, so the catalogue and its texts load
 * with the first error rather than with the menu.
 */
export function resolveReport(report: ErrorReport): ResolvedError {
  if ('resolved' in report) return report.resolved;
  if ('id' in report) {
    return {
      id: report.id,
      entry: catalogueEntry(report.id),
      serverMessage: report.message ?? null,
      status: null,
    };
  }
  return resolveError(report.error, {
    operation: report.operation,
    ...(report.hasTable === undefined ? {} : { hasTable: report.hasTable }),
  });
}
