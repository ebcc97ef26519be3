import type { Amount, AmountInput, RateInput } from '../money/types';

/**
 * An outlet's limits on one order: units per cart line, units in the order (free items
 * included), what the order may come to before the tip, and the tip as a share of the subtotal.
 */
export interface OrderLimits {
  /** The most units one cart line may hold (a positive integer). */
  max_line_quantity: number;
  /** The most units the whole order may hold, free items included (a positive integer). */
  max_order_items: number;
  /** The most the order may come to before the tip (total_amount − tips_amount); null for none. */
  max_order_amount: AmountInput | null;
  /** The largest tip, as a percentage of the subtotal the tip percentages apply to. */
  max_tip_percent: RateInput;
}

/** The quantity limits alone: what a cart can check before anything is priced. */
export type QuantityLimits = Pick<OrderLimits, 'max_line_quantity' | 'max_order_items'>;

/** A cart line as the quantity limits read it. */
export interface CountedLine {
  id: string;
  count: number;
}

/** The first limit an order breaks, with the figures a message needs. */
export type OrderLimitProblem =
  /** One line holds more units than `limit`. */
  | { kind: 'line_quantity'; line_id: string; count: number; limit: number }
  /** The order holds `count` units, more than `limit`. */
  | { kind: 'order_items'; count: number; limit: number }
  /** The order comes to `amount` before the tip, more than `limit`. */
  | { kind: 'order_amount'; amount: Amount; limit: Amount }
  /** The tip is more than `limit`, which is `percent` % of the subtotal. */
  | { kind: 'tip_share'; tip: Amount; limit: Amount; percent: string };
