import { useLingui } from '@lingui/react/macro';
import type { PastOrderStatus } from './past-order-status';

/** The words of each past order status, in the diner's language. */
export function usePastOrderStatusLabels(): Readonly<Record<PastOrderStatus, string>> {
  const { t } = useLingui();
  return {
    awaiting_payment: t`Awaiting payment`,
    awaiting_confirmation: t`Paid, awaiting confirmation`,
    payment_in_progress: t`Payment in progress`,
    confirmed: t`Confirmed`,
    ready: t`Ready`,
    delivered: t`Delivered`,
    cancelled: t`Cancelled`,
    rejected: t`Rejected`,
    refunded: t`Refunded`,
  };
}
