import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { useCallback } from 'react';
import { useFormatMoney } from '../i18n/use-format-money';

/**
 * What was given back of an order, in the diner's language: "Refunded SGD 2.00 of SGD 7.70"
 * (the amounts as the server summed them, issue 30), or null when nothing was. The track screen,
 * My Orders and the order's detail say it the same way.
 */
export function useRefundLine(): (order: Pick<Order, 'refund'>) => string | null {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  return useCallback(
    ({ refund }) => {
      if (refund === null) return null;
      const refunded = formatMoney(refund.refunded_amount);
      const paid = formatMoney(refund.paid_amount);
      return t`Refunded ${refunded} of ${paid}`;
    },
    [t, formatMoney],
  );
}
