import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen';
import { checkoutPageQuery } from '../features/checkout/hooks/use-checkout-page';
import { guardRoute } from '../lib/guards/guard-route';
import { scanAndPayPageQuery } from '../lib/scan-and-pay/scan-and-pay-queries';
import { homePageQuery } from '../lib/venue/home-page';
import { sessionTypeOf } from '../lib/venue/session-type';

// spec: A§2 /checkout, gated by the checkout flag; B§2 Checkout screen.
export const Route = createFileRoute('/checkout')({
  beforeLoad: guardRoute('/checkout'),
  // Read on every visit: payment types, stock and loyalty change.
  loader: async ({ context }) => {
    const home = await context.queryClient.query(homePageQuery());
    // spec: B§2, in scan-and-pay the checkout pays the table bill, which its own page answers.
    if (sessionTypeOf(home.session) === 'scan_and_pay') {
      await context.queryClient.query(scanAndPayPageQuery());
    }
    return context.queryClient.query(checkoutPageQuery());
  },
  component: CheckoutScreen,
});
