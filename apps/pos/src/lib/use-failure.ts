import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@tabula/api-client';
import { useCallback } from 'react';
import { useStatusNote } from './status-note';

/**
 * Writes why a staff call failed to the status line: the server's own words when it gave them
 * (they name the refused field or rule), else a short reason. A refused session (401) signs the
 * console out instead, which says so itself.
 */
export function useFailure(): (error: unknown) => void {
  const { t } = useLingui();
  const { say } = useStatusNote();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error, 'http') && error.status === 401) return;
      if (isApiError(error, 'http') && error.serverMessage) {
        say(error.serverMessage, 'error');
        return;
      }
      if (isApiError(error, 'network') || isApiError(error, 'timeout')) {
        say(t`The server did not answer. Check the connection and try again.`, 'error');
        return;
      }
      say(t`Something went wrong. Try again.`, 'error');
    },
    [say, t],
  );
}
