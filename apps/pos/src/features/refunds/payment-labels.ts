import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PosOrderPayment, PosRefund } from '@tabula/api-client';

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

/** What became of a refund, as staff read it. */
export const REFUND_STATUS_LABELS: Record<PosRefund['status'], MessageDescriptor> = {
  pending: msg`Being given back`,
  succeeded: msg`Given back`,
  failed: msg`Failed: nothing given back`,
};

/**
 * Who made a refund: the kind of credential it was made with (the audit log names the person).
 */
export const MADE_BY_LABELS: Record<PosRefund['made_by'], MessageDescriptor> = {
  staff_account: msg`a member of staff`,
  staff_token: msg`the shared staff token`,
};
