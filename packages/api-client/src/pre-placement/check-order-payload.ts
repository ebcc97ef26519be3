import type { z } from 'zod';
import type { OrderPayload } from '../schemas/order-payload';
import { cartValidationChecks, orderPayloadChecks } from './order-payload-checks';
import type { OrderPayloadVariant } from './order-payload-variant';

/** What is logged when the pre-placement check fails; the order is not placed. */
// spec: A§5
export const ORDER_PAYLOAD_CHECK_FAILED_MESSAGE =
  'Unable to Place order. Please check log for more information';

/** The verdict of {@link checkOrderPayload}. */
export type OrderPayloadCheck =
  | { ok: true; payload: OrderPayload }
  | {
      ok: false;
      /** {@link ORDER_PAYLOAD_CHECK_FAILED_MESSAGE}, for the log. */
      message: string;
      /** Every problem, with its path, for the log. */
      issues: z.core.$ZodIssue[];
    };

/** When the check runs: before placing (payment required), or validating the cart before checkout. */
export type OrderPayloadStage = 'placement' | 'validation';

/**
 * Checks an order payload against its variant before it is placed. On failure nothing may be
 * sent: the caller logs the message with the issues and keeps the diner's cart.
 *
 * @param payload - The payload the app built.
 * @param variant - The session's variant (see orderPayloadVariant).
 * @param stage - `'validation'` lets the payment be absent (the cart is validated before the
 *   diner chooses how to pay); `'placement'` by default.
 * @returns The parsed payload, or the message and the issues.
 *
 * @example
 * ```ts
 * const check = checkOrderPayload(payload, orderPayloadVariant(session.qr_source));
 * if (!check.ok) logger.error(check.message, check.issues);
 * ```
 */
export function checkOrderPayload(
  payload: unknown,
  variant: OrderPayloadVariant,
  stage: OrderPayloadStage = 'placement',
): OrderPayloadCheck {
  const checks = stage === 'placement' ? orderPayloadChecks : cartValidationChecks;
  const result = checks[variant].safeParse(payload);
  if (result.success) return { ok: true, payload: result.data };
  return { ok: false, message: ORDER_PAYLOAD_CHECK_FAILED_MESSAGE, issues: result.error.issues };
}
