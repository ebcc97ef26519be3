/**
 * Tells whether a payment type can be used while loyalty is redeemed: every type but cash
 * (spec: ordering-menu-account §5, loyalty cannot be used with a cash payment online).
 *
 * @param paymentType - the payment type's payment_type, e.g. `stripe_connect` or `cash`
 * @returns false for cash, true otherwise
 * @example
 * ```ts
 * isPaymentTypeAllowedWithLoyalty('cash'); // false
 * ```
 */
export function isPaymentTypeAllowedWithLoyalty(paymentType: string): boolean {
  return paymentType.trim().toLowerCase() !== 'cash';
}
