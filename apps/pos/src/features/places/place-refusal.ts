import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@tabula/api-client';
import { useCallback } from 'react';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';

/**
 * Says why the server refused a change to a place, in the person's language where the refusal is
 * one staff can act on (a table in use, a taken number or label), else the server's own words.
 * `name` is the place as staff read it ("Table T2"), `taken` the number or label asked for.
 */
export function usePlaceRefusal(): (error: unknown, name: string, taken?: string) => void {
  const { t } = useLingui();
  const { say } = useStatusNote();
  const failed = useFailure();
  return useCallback(
    (error: unknown, name: string, taken = name) => {
      const id = isApiError(error, 'http') ? error.errorId : null;
      if (id === 'table_in_use') {
        say(
          t`${name} is in use (an open tab or an unpaid bill): try again once it is paid.`,
          'error',
        );
      } else if (id === 'table_number_taken') {
        say(t`A table, open or retired, is already numbered ${taken}.`, 'error');
      } else if (id === 'counter_label_taken') {
        say(t`Another counter is already called ${taken}.`, 'error');
      } else {
        failed(error);
      }
    },
    [failed, say, t],
  );
}
