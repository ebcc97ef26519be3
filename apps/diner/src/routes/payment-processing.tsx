import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { GuestLoyaltyPanel } from '../features/guest-loyalty/components/guest-loyalty-panel';
import { PaymentProcessingScreen } from '../features/payment/components/payment-processing-screen';
import { paymentProcessingPageQuery } from '../features/payment/hooks/use-payment-processing-page';
import { paymentRequestOf, paymentSearchSchema } from '../features/payment/utils/payment-search';

// spec: B§2 /payment-processing, the payment result page: reference, type, standalone and
// optionally invoice_id. our choice: no feature flag gates it (the diner has already paid at the
// provider); a page without a reference is an invalid route and goes to / (B§2).
export const Route = createFileRoute('/payment-processing')({
  validateSearch: paymentSearchSchema,
  beforeLoad: ({ search }) => {
    if (paymentRequestOf(search) === null) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ to: '/', replace: true });
    }
  },
  loaderDeps: ({ search }) => search,
  // Read afresh on every visit: the payment's status is what the page is for.
  loader: async ({ context, deps }) => {
    const request = paymentRequestOf(deps);
    if (request === null) return;
    await context.queryClient.query({ ...paymentProcessingPageQuery(request), staleTime: 0 });
  },
  component: PaymentProcessingRoute,
});

function PaymentProcessingRoute() {
  const request = paymentRequestOf(Route.useSearch());
  if (request === null) return <Navigate to="/" replace />;
  // Keyed by the payment, so another payment's address starts a fresh page.
  return (
    <PaymentProcessingScreen
      key={`${request.reference} ${request.invoiceId ?? ''}`}
      request={request}
      guestLoyalty={({ page, details }) => (
        <GuestLoyaltyPanel
          page={page}
          orderId={details.tmp_order_id}
          points={details.earned_loyalty}
        />
      )}
    />
  );
}
