import type { PaymentType, Session } from '@tabula/api-client';

/**
 * Whether a dine-in pay-first order has nothing to pay with: the outlet takes cash only, and cash
 * is removed at a table (B§4). The checkout then says so and places nothing (B§8 row 14).
 */
// spec: B§8 'Cash-only with dine_pf': 'Unable to place order. Please contact the restaurant or try
// again later.'
export function isCashOnlyAtTable(
  session: Pick<Session, 'qr_source'>,
  paymentTypes: readonly Pick<PaymentType, 'payment_type'>[],
): boolean {
  return (
    session.qr_source === 'dine_pf' &&
    paymentTypes.length > 0 &&
    paymentTypes.every((type) => type.payment_type === 'cash')
  );
}
