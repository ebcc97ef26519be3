import type { QrSource } from '../schemas/session';

/** The three shapes an order payload is checked against before it is placed. */
export const ORDER_PAYLOAD_VARIANTS = ['dine_ot', 'dine_pf', 'default'] as const;

/** One of {@link ORDER_PAYLOAD_VARIANTS}. */
export type OrderPayloadVariant = (typeof ORDER_PAYLOAD_VARIANTS)[number];

/**
 * Which variant of the pre-placement check an order from a session with this qr_source takes:
 * the two dine-in modes have their own, every counter mode (walk-in, scan-and-pay, none) is
 * `default`.
 *
 * @param qrSource - The session's qr_source, null in a default session.
 * @returns The variant to check the payload against.
 */
// spec: A§5, the three variants dine_ot, dine_pf and default
export function orderPayloadVariant(qrSource: QrSource | null | undefined): OrderPayloadVariant {
  if (qrSource === 'dine_ot' || qrSource === 'dine_pf') return qrSource;
  return 'default';
}
