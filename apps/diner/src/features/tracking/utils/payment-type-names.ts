import type { PaymentObject } from '@tabula/api-client';

/** How a payment is named when the order does not carry its payment type's title. */
export type PaymentFallback = 'cash' | 'card';

/** One payment type of the order: its title as the company named it, or a generic kind. */
export type PaymentTypeName = { title: string } | { fallback: PaymentFallback };

/**
 * The payment types the order was paid with (B§2 Track-order screen: payment type), once each,
 * in the order they were paid; empty while nothing is paid (a cash order before the counter).
 *
 * @example `paymentTypeNames([{ payment_type: 'stripe', name: 'Card', ... }]) // [{ title: 'Card' }]`
 */
export function paymentTypeNames(
  payments: readonly Pick<PaymentObject, 'payment_type' | 'name'>[],
): PaymentTypeName[] {
  const seen = new Set<string>();
  const names: PaymentTypeName[] = [];
  for (const payment of payments) {
    // our choice: the payment type's title when the payment carries it, else cash or card.
    const name: PaymentTypeName =
      payment.name === undefined
        ? { fallback: payment.payment_type === 'cash' ? 'cash' : 'card' }
        : { title: payment.name };
    const key = 'title' in name ? `title:${name.title}` : `fallback:${name.fallback}`;
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}
