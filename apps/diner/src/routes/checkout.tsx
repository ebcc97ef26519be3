import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen';
import { checkoutPageQuery } from '../features/checkout/hooks/use-checkout-page';
import { guardRoute } from '../lib/guards/guard-route';

// spec: A§2 /checkout, gated by the checkout flag; B§2 Checkout screen.
export const Route = createFileRoute('/checkout')({
  beforeLoad: guardRoute('/checkout'),
  // Read on every visit: payment types, stock and loyalty change.
  loader: ({ context }) => context.queryClient.query(checkoutPageQuery()),
  component: CheckoutScreen,
});
