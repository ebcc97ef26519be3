import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PosOrderPayment } from '@tabula/api-client';

/** A payment's status as staff read it. */
export const PAYMENT_STATUS_LABELS: Record<PosOrderPayment['status'], MessageDescriptor> = {
  in_progress: msg`In progress`,
  paid: msg`Paid`,
  declined: msg`Declined`,
  abandoned: msg`Abandoned`,
};

/** The payment types staff meet most, by the provider name the server gives. */
export const PROVIDER_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  cash: msg`Cash`,
  card: msg`Card (terminal)`,
  stripe_connect: msg`Card (online)`,
  stripe_direct: msg`Card (online)`,
  paytabs: msg`PayTabs`,
  generic: msg`Online payment`,
};
