import { createFileRoute, Navigate } from '@tanstack/react-router';
import { z } from 'zod';
import { CardPaymentScreen } from '../features/payment/card-payment/card-payment-screen';

// issue 31: the connected card's card page (B§4 Connected card provider flow, step 6), where the
// payment's intent is confirmed with Stripe.js. A page without a reference goes to /.
const searchSchema = z.object({
  reference: z
    .string()
    .regex(/^[\w-]{1,200}$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/card-payment')({
  validateSearch: searchSchema,
  component: CardPaymentRoute,
});

function CardPaymentRoute() {
  const { reference } = Route.useSearch();
  if (reference === undefined) return <Navigate to="/" replace />;
  return <CardPaymentScreen key={reference} reference={reference} />;
}
