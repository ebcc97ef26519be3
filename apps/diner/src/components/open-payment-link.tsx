import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useNavigate } from '@tanstack/react-router';
import { isPaymentOpen } from '../lib/cart/blocker-reasons';

// The track screen offers to return to the provider's page or to cancel the payment.
const TRACK_ORDER_ROUTE = '/track-order';

/**
 * Under a blocked Checkout or Place Order, when the recent order's provider payment is still
 * open (the diner came back from the provider's page): the way to finish or cancel it.
 */
export function OpenPaymentLink({
  recentOrder,
}: {
  recentOrder: Pick<Order, 'status' | 'refund'> | null;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  if (!isPaymentOpen(recentOrder)) return null;
  return (
    <Button
      fullWidth
      tone="secondary"
      onClick={() => {
        void navigate({ to: TRACK_ORDER_ROUTE });
      }}
    >
      {t`Finish or cancel the payment`}
    </Button>
  );
}
