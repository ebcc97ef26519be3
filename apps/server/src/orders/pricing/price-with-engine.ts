import {
  couponRejectionMessage,
  isEngineError,
  priceOrder,
  type Bill,
  type PriceOrderInput,
} from '@tabula/engine';
import { unprocessable } from '../../http/http-error';
import type { Venue } from '../../venue/venue';

/**
 * Runs the engine's priceOrder for an order the server prices (a placement or a POS reprice) and
 * turns what the engine refuses into the 422s the app's error catalogue maps: loyalty above what
 * the order can use, and a coupon the bill rejected (A§5: below its minimum order, or above the
 * eligible amount).
 *
 * @throws HttpError 422 loyalty_exceeds_order_total, coupon_below_minimum_order or
 * coupon_exceeds_eligible_amount
 */
export function priceWithEngine(input: PriceOrderInput, venue: Venue): Bill {
  let bill: Bill;
  try {
    bill = priceOrder(input);
  } catch (error) {
    if (isEngineError(error, 'LOYALTY_EXCEEDS_TOTAL')) {
      throw unprocessable(
        'The loyalty redeemed is more than this order can use',
        'loyalty_exceeds_order_total',
        { ...error.details },
      );
    }
    throw error;
  }
  const [rejected] = bill.rejected_discounts;
  if (rejected) {
    const message = couponRejectionMessage(rejected, {
      currency: venue.company.currency,
      precision: venue.company.decimal_precision,
    });
    throw unprocessable(
      message.text,
      rejected.reason === 'below_min_order_amount'
        ? 'coupon_below_minimum_order'
        : 'coupon_exceeds_eligible_amount',
      { discount_id: rejected.discount_id, reason: rejected.reason, amount: rejected.amount },
    );
  }
  return bill;
}
