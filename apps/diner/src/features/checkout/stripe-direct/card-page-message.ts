import { z } from 'zod';

// The message the card page posts to the app when it is done (ADR 0008 addendum).
const messageSchema = z.object({
  source: z.literal('tabula-card-sandbox'),
  type: z.literal('stripe_payment_result'),
  reference: z.string(),
  payment_intent: z
    .string()
    .regex(/^pi_[A-Za-z0-9]+$/)
    .nullable(),
  status: z.string(),
});

/** What the card page said of the payment. */
export type CardPageResult =
  /** Stripe took the payment: the intent's id goes with the order. */
  | { kind: 'paid'; intentId: string }
  /** The diner pressed Cancel on the page. */
  | { kind: 'canceled' }
  /** The payment did not go through (a failed 3-D Secure); the page offers another try. */
  | { kind: 'not_paid' };

/**
 * Reads a window message as the card page's result for one payment, or null when it is not one:
 * another origin's message, another payment's, or anything of another shape.
 *
 * @param event - The `message` event's origin and data.
 * @param pageOrigin - The card page's origin (only it is believed).
 * @param reference - The payment the sheet is open for.
 */
export function readCardPageMessage(
  event: { origin: string; data: unknown },
  pageOrigin: string,
  reference: string,
): CardPageResult | null {
  if (event.origin !== pageOrigin) return null;
  const message = messageSchema.safeParse(event.data);
  if (!message.success || message.data.reference !== reference) return null;
  const { status, payment_intent: intentId } = message.data;
  if (status === 'succeeded' && intentId !== null) return { kind: 'paid', intentId };
  if (status === 'canceled') return { kind: 'canceled' };
  return { kind: 'not_paid' };
}
