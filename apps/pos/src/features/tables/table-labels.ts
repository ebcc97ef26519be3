import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PosTable, TableState } from '@tabula/api-client';

/** How a table's QR code runs it, as staff read it (B§1 qr_source). */
// spec: B§1 dine_ot open tab, dine_pf pay first, scan-and-pay.
export const TABLE_MODE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  dine_ot: msg`Open tab`,
  dine_pf: msg`Pay first`,
  scan_and_pay: msg`Scan and pay`,
};

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
