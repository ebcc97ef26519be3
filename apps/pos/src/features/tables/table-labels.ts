import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PosTable, TableState } from '@tabula/api-client';

export { TABLE_MODE_LABELS } from '../../lib/place-labels';

/** What a table is doing now. */
export const TABLE_STATE_LABELS: Readonly<Record<TableState, MessageDescriptor>> = {
  free: msg`Free`,
  open_tab: msg`Tab open`,
  payment_in_progress: msg`Payment in progress`,
  moving: msg`Being moved`,
};

/** Where a table's waiter call stands (B§4 Waiter call), as staff read it. */
// spec: B§4 Waiter call: requested, after 30 s waiting, after 30 s more timeout; ack answered.
export const WAITER_CALL_LABELS: Readonly<
  Record<NonNullable<PosTable['waiter_call']>['status'], MessageDescriptor>
> = {
  requested: msg`Waiter called`,
  waiting: msg`Waiter call waiting`,
  timeout: msg`Waiter call overdue`,
  ack: msg`Waiter call acknowledged`,
};
