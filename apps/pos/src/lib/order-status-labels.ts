import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '@tabula/api-client';

/** The name staff read for each order status (A§4 / B§4 Order status). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  unconfirmed: msg`Unconfirmed`,
  confirmed: msg`Confirmed`,
  ready: msg`Ready`,
  delivered: msg`Delivered`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  payment_in_progress: msg`Payment in progress`,
};
