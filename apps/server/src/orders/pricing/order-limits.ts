import type { CartItem, OrderLimitsSettings } from '@tabula/api-client';
import { billLimitProblem, quantityLimitProblem, type Bill } from '@tabula/engine';
import { unprocessable } from '../../http/http-error';

/*
 * The outlet's order limits (docs/server.md, "Order limits"; our choice, the spec sets none): a
 * mistaken tap or a typo must not become a payment. Each refusal is a 422 whose error id the
 * app's catalogue maps and whose details carry the figures its message shows.
 */

/**
 * Refuses an order whose cart holds more units than the outlet allows: a line above
 * max_line_quantity, or the order (free items included) above max_order_items. Checked before
 * the cart is priced.
 *
 * @throws HttpError 422 line_quantity_limit (details cart_id, item_id, count, limit) or
 * order_item_limit (details count, limit)
 */
export function checkQuantityLimits(
  items: readonly Pick<CartItem, 'cart_id' | 'count' | 'id'>[],
  limits: OrderLimitsSettings,
): void {
  const problem = quantityLimitProblem(
    items.map((item) => ({ id: item.cart_id, count: item.count })),
    limits,
  );
  if (problem === null) return;
  if (problem.kind === 'line_quantity') {
    const item = items.find((candidate) => candidate.cart_id === problem.line_id);
    throw unprocessable(
      `You can order at most ${String(problem.limit)} of one item in one order`,
      'line_quantity_limit',
      {
        cart_id: problem.line_id,
        item_id: item?.id ?? null,
        count: problem.count,
        limit: problem.limit,
      },
    );
  }
  throw unprocessable(
    `An order can hold at most ${String(problem.limit)} items`,
    'order_item_limit',
    { count: problem.count, limit: problem.limit },
  );
}

/**
 * Refuses a priced order that comes to more than max_order_amount before the tip, or whose tip
 * is above max_tip_percent of the subtotal. The engine compares, in decimals.
 *
 * @throws HttpError 422 order_amount_limit (details amount, limit, currency) or tip_limit
 * (details tip, limit, percent, currency)
 */
export function checkBillLimits(bill: Bill, limits: OrderLimitsSettings): void {
  checkAmountProblem(billLimitProblem(bill, limits), bill.currency);
}

/**
 * Refuses a money limit's problem (billLimitProblem, additionLimitProblem) in the outlet's
 * currency; null passes.
 *
 * @throws HttpError 422 order_amount_limit (details amount, limit, currency) or tip_limit
 * (details tip, limit, percent, currency)
 */
export function checkAmountProblem(
  problem: ReturnType<typeof billLimitProblem>,
  currency: string,
): void {
  if (problem === null) return;
  if (problem.kind === 'order_amount') {
    throw unprocessable(
      `This restaurant takes orders of at most ${currency} ${problem.limit} before the tip`,
      'order_amount_limit',
      { amount: problem.amount, limit: problem.limit, currency },
    );
  }
  throw unprocessable(
    `The tip can be at most ${currency} ${problem.limit} (${problem.percent}% of the subtotal)`,
    'tip_limit',
    { tip: problem.tip, limit: problem.limit, percent: problem.percent, currency },
  );
}
