import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsScreen } from '../features/cart/order-details/components/order-details-screen';
import { orderDetailsPageQuery } from '../features/cart/order-details/hooks/use-order-details-page';
import { placeSearchSchema } from '../features/cart/order-details/utils/place-after-sign-in';
import { guardRoute } from '../lib/guards/guard-route';
import { paymentStatusSearchSchema } from '../lib/payment-status/payment-failed';

// spec: A§2 /order-details, gated by the cart flag; the cart, the dine-in order and the charges.
export const Route = createFileRoute('/order-details')({
  // spec: B§2, a declined payment returns here with ?payment_status=failed; issue 30, sign-in
  // returns a visitor who pressed Place order at an open tab with ?place=order.
  validateSearch: paymentStatusSearchSchema.extend(placeSearchSchema.shape),
  beforeLoad: guardRoute('/order-details'),
  // Read on every visit (within the cache's freshness): stock, loyalty and promotions change.
  loader: ({ context }) => context.queryClient.query(orderDetailsPageQuery()),
  component: OrderDetailsScreen,
});
