import type { PricingLine } from '../cart/types';
import type { AppliedPromotion } from '../charges/bill-types';
import { EngineError } from '../errors/engine-error';
import { Decimal } from '../money/decimal';
import { assertPrecision } from '../money/assert-precision';
import { parseAmount } from '../money/parse-amount';
import { quantize } from '../money/quantize';
import { toAmount } from '../money/to-amount';
import type { Precision } from '../money/types';
import { allocateOverUnits } from './allocate-over-units';
import { conditionHolds } from './condition-holds';
import { matchesTarget } from './matches-target';
import { normalizePromotions, type NormalizedPromotion } from './normalize-promotions';
import { prepareLines, type PreparedCart } from './prepare-lines';
import type { Promotion } from './types';

/** What order-level, delivery and loyalty promotions do to an order. */
export interface OrderPromotionResult {
  /** The one order-level promotion (percent or value off the order), if any. */
  order: { promotion: Promotion; discount: Decimal } | null;
  /** Delivery discounts, by surcharge id; each at most its surcharge. */
  delivery: { promotion: Promotion; surcharge_id: number; discount: Decimal }[];
  /** Points promised by earn_loyalty promotions. */
  earned_loyalty: Decimal;
  /** The promotions that took effect, in winning order. */
  applied: AppliedPromotion[];
}

/** The input of {@link applyOrderPromotions}. */
export interface OrderPromotionInput {
  lines: readonly PricingLine[];
  /** Each line after its item-level promotion, aligned with lines. */
  lineSubTotals: readonly Decimal[];
  /** Σ lineSubTotals. */
  subTotal: Decimal;
  surcharges: readonly { id: number; amount: Decimal; is_delivery_charge: boolean }[];
  promotions: readonly Promotion[];
  precision: Precision;
}

interface Charge {
  id: number;
  amount: Decimal;
  is_delivery_charge: boolean;
}

function orderDiscount(
  promotion: NormalizedPromotion,
  cart: PreparedCart,
  after: readonly Decimal[],
  subTotal: Decimal,
  precision: Precision,
): Decimal {
  const { include, exclude, own } = promotion.target;
  // The base is the whole subtotal unless the action names its own items.
  const base = own
    ? cart.lines.reduce(
        (sum, line) =>
          matchesTarget(line.line, include, exclude) ? sum.plus(after[line.index] ?? 0) : sum,
        new Decimal(0),
      )
    : subTotal;
  const discount =
    promotion.mode === 'percent'
      ? quantize(base.times(promotion.value).dividedBy(100), precision)
      : Decimal.min(promotion.value, base);
  return promotion.cap === null ? discount : Decimal.min(discount, promotion.cap);
}

function deliveryDiscounts(
  promotion: NormalizedPromotion,
  targets: readonly Charge[],
  precision: Precision,
): Decimal[] {
  const one = (weight: Decimal) => ({ count: 1, weight });
  let parts: Decimal[];
  if (promotion.mode === 'value') {
    const whole = targets.reduce((sum, charge) => sum.plus(charge.amount), new Decimal(0));
    parts = allocateOverUnits(
      Decimal.min(promotion.value, whole),
      targets.map((charge) => one(charge.amount)),
      precision,
    );
  } else {
    // gets_free_delivery is 100 percent.
    parts = targets.map((charge) =>
      quantize(charge.amount.times(promotion.value).dividedBy(100), precision),
    );
  }
  const total = parts.reduce((sum, part) => sum.plus(part), new Decimal(0));
  if (promotion.cap !== null && total.gt(promotion.cap)) {
    parts = allocateOverUnits(promotion.cap, parts.map(one), precision);
  }
  return parts;
}

function applied(promotion: NormalizedPromotion, amount: Decimal, precision: Precision) {
  return {
    promotion_id: promotion.source.id,
    name: promotion.source.name,
    priority: promotion.source.priority,
    action_type: promotion.source.action.type,
    amount: toAmount(amount, precision),
    line_ids: [],
  };
}

/**
 * Applies the order-level promotions: at most one percent or value off the order (the
 * best-priority one whose condition holds and that takes something off), delivery discounts
 * against the surcharges flagged is_delivery_charge (or the one the action names), at most one
 * promotion per surcharge, and the points of earn_loyalty promotions. Conditions are measured on
 * the line subtotals after item-level promotions; each promotion's total is capped by
 * max_discount_value.
 *
 * @param input - the lines, their subtotals after item promotions, the surcharges, the
 * promotions and the precision
 * @returns the order discount, the delivery discounts, the points earned and the promotions
 * applied
 * @throws EngineError PROMOTION_SUBTOTALS_MISMATCH when the subtotals do not align with the lines
 * or do not sum to subTotal, the promotion errors of {@link applyItemPromotions}, and money
 * errors for bad amounts
 * @example
 * ```ts
 * const tenOff = { id: 3, name: '10 % off', priority: 1, promo_type: 'basic',
 *   condition: { type: 'buys_for_specific_amount', min_price: '50.00' },
 *   action: { type: 'gets_percent_discount_on_order', value: '10' } };
 * applyOrderPromotions({ lines, lineSubTotals, subTotal: new Decimal('60.00'), surcharges: [],
 *   promotions: [tenOff], precision: 2 }).order?.discount.toFixed(2); // "6.00"
 * ```
 */
export function applyOrderPromotions(input: OrderPromotionInput): OrderPromotionResult {
  const places = assertPrecision(input.precision);
  const checked = normalizePromotions(input.promotions, places);
  // Conditions here read the subtotals; unit prices only order the units of a bundle.
  const bundles = checked.some(
    (promotion) => promotion.condition.bundle !== null && promotion.kind !== 'item',
  );
  const cart = prepareLines(input.lines, places, { prices: bundles });
  if (input.lineSubTotals.length !== input.lines.length) {
    throw new EngineError('PROMOTION_SUBTOTALS_MISMATCH', {
      lines: input.lines.length,
      lineSubTotals: input.lineSubTotals.length,
    });
  }
  const after = input.lineSubTotals.map((amount) => parseAmount(amount, { precision: places }));
  const subTotal = parseAmount(input.subTotal, { precision: places });
  const sum = after.reduce((total, amount) => total.plus(amount), new Decimal(0));
  if (!sum.eq(subTotal)) {
    throw new EngineError('PROMOTION_SUBTOTALS_MISMATCH', {
      subTotal: subTotal.toFixed(),
      sum: sum.toFixed(),
    });
  }
  const charges: Charge[] = input.surcharges
    .map((charge) => ({
      id: charge.id,
      amount: parseAmount(charge.amount, { precision: places }),
      is_delivery_charge: charge.is_delivery_charge,
    }))
    .sort((a, b) => a.id - b.id);

  const result: OrderPromotionResult = {
    order: null,
    delivery: [],
    earned_loyalty: new Decimal(0),
    applied: [],
  };
  const taken = new Set<number>();
  for (const promotion of checked) {
    if (promotion.kind === 'item' || promotion.kind === 'free_item') continue;
    // spec: ordering-menu-account §5, only one order promotion per order
    if (promotion.kind === 'order' && result.order !== null) continue;
    if (!conditionHolds(promotion, cart, (line) => after[line.index] ?? new Decimal(0))) continue;
    if (promotion.kind === 'order') {
      const discount = orderDiscount(promotion, cart, after, subTotal, places);
      if (discount.lte(0)) continue;
      result.order = { promotion: promotion.source, discount };
      result.applied.push(applied(promotion, discount, places));
    } else if (promotion.kind === 'delivery') {
      const targets = charges.filter(
        (charge) =>
          !taken.has(charge.id) &&
          charge.amount.gt(0) &&
          (promotion.surchargeId === null
            ? charge.is_delivery_charge
            : charge.id === promotion.surchargeId),
      );
      const parts = deliveryDiscounts(promotion, targets, places);
      let total = new Decimal(0);
      targets.forEach((charge, at) => {
        const discount = parts[at] ?? new Decimal(0);
        if (discount.lte(0)) return;
        taken.add(charge.id);
        total = total.plus(discount);
        result.delivery.push({ promotion: promotion.source, surcharge_id: charge.id, discount });
      });
      if (total.gt(0)) result.applied.push(applied(promotion, total, places));
    } else {
      result.earned_loyalty = result.earned_loyalty.plus(promotion.value);
      result.applied.push(applied(promotion, new Decimal(0), places));
    }
  }
  result.delivery.sort((a, b) => a.surcharge_id - b.surcharge_id);
  return result;
}
