import type { ApiOperation } from '@tabula/api-client';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { showErrorAtom } from '@/lib/errors/error-queue';

/**
 * Reports a failed page load once through the error catalogue (A§8), each time a new failure
 * comes (a retry that fails again reports again).
 *
 * @param error - the query's error, or null
 * @param operation - the situation, e.g. 'profile_load'
 */
export function useLoadError(error: unknown, operation: ApiOperation): void {
  const showError = useSetAtom(showErrorAtom);
  useEffect(() => {
    if (error !== null && error !== undefined) showError({ error, operation });
  }, [error, operation, showError]);
}
