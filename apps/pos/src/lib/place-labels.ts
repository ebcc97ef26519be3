import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DineMode } from '@tabula/api-client';

/** How a table's QR code runs it, as staff read it (B§1 qr_source). */
// spec: B§1 dine_ot open tab, dine_pf pay first, scan-and-pay.
export const TABLE_MODE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  dine_ot: msg`Open tab`,
  dine_pf: msg`Pay first`,
  scan_and_pay: msg`Scan and pay`,
};

/** Whether diners at a place eat in or take away; a counter may leave it to the diner. */
export const DINE_MODE_LABELS: Readonly<Record<DineMode, MessageDescriptor>> = {
  eat_in: msg`Eat in`,
  take_away: msg`Take away`,
};
