import type { PricingLine } from '../cart/types';
import type { AppliedPromotion } from '../charges/bill-types';
import { Decimal } from '../money/decimal';
import { assertPrecision } from '../money/assert-precision';
import { toAmount } from '../money/to-amount';
import type { Precision } from '../money/types';
import { conditionHolds } from './condition-holds';
import { distributeToLines } from './distribute-to-lines';
import { grantFreeItems } from './grant-free-items';
import { normalizePromotions, type NormalizedPromotion } from './normalize-promotions';
import { prepareLines, type PreparedCart } from './prepare-lines';
import { selectItemUnits, type ItemSelection } from './select-item-units';
import type { Promotion } from './types';

/** The item-level promotion a line took and what it takes off that line. */
export interface LinePromotion {
  promotion: Promotion;
  /** Quantized; between 0 and the line's total. */
  discount: Decimal;
}

/** What item-level promotions do to a cart. */
export interface ItemPromotionResult {
  /** One entry per input line, in input order: its promotion, or null. */
  lines: (LinePromotion | null)[];
  /** The item-level promotions that took effect, in winning order. */
  applied: AppliedPromotion[];
  /**
   * Each line's validated price of one unit with its modifiers, in input order, so a caller
   * need not parse the lines a second time.
   */
  unitPrices: Decimal[];
}

function freeSelection(
  promotion: NormalizedPromotion,
  cart: PreparedCart,
  granted: ReadonlyMap<string, number>,
): ItemSelection {
  const left = new Map(granted);
  const units: ItemSelection['units'] = [];
  let total = new Decimal(0);
  for (const cls of cart.classes) {
    if (!cls.free || cls.promotion_id !== promotion.source.id) continue;
    const key = `${promotion.source.id}|${cls.item_id}`;
    const grant = left.get(key);
    if (grant === undefined) continue;
    const count = Math.min(grant, cls.count);
    left.set(key, grant - count);
    // spec: tables-payments-split §9, a free-item discount is 100 percent
    units.push({ classId: cls.id, count, weight: cls.unit });
    total = total.plus(cls.unit.times(count));
  }
  return { units, total, exact: true };
}

/**
 * Applies the item-level promotions to a cart: value or percent off items, fixed prices,
 * bundles, and 100 % off the free items a promotion granted. Promotions go in winning order
 * (priority 1 first, then basic before advanced, then id); a line takes a promotion only when no
 * promotion of equal or better priority took it, and takes at most one. Conditions are measured
 * on prices before promotions; each promotion's total is capped by max_discount_value.
 *
 * @param lines - the cart lines
 * @param promotions - the promotions available to the order (order-level ones are checked and
 * skipped)
 * @param precision - decimal places, 0 to 3
 * @returns each line's promotion and discount, and the promotions applied
 * @throws EngineError UNKNOWN_PROMOTION_TYPE, UNKNOWN_CONDITION_TYPE, INVALID_PROMOTION,
 * INVALID_QUANTITY, PRECISION_OUT_OF_RANGE, or a money error for a bad price
 * @example
 * ```ts
 * const pizzas = { id: 1, name: '10 % off pizza', priority: 1, promo_type: 'basic',
 *   condition: { type: 'buys_specific_items', include: { categories: [5] } },
 *   action: { type: 'gets_percent_discount', value: '10' } };
 * applyItemPromotions([{ ...pizza, count: 2, unit_price: '12.00' }], [pizzas], 2)
 *   .lines[0]?.discount.toFixed(2); // "2.40"
 * ```
 */
export function applyItemPromotions(
  lines: readonly PricingLine[],
  promotions: readonly Promotion[],
  precision: Precision,
): ItemPromotionResult {
  const places = assertPrecision(precision);
  const checked = normalizePromotions(promotions, places);
  const cart = prepareLines(lines, places);
  const result: (LinePromotion | null)[] = lines.map(() => null);
  const applied: AppliedPromotion[] = [];
  const claimed = new Set<number>();
  const granted = new Map<string, number>();
  for (const grant of grantFreeItems(checked, cart)) {
    granted.set(`${grant.promotion_id}|${grant.item_id}`, grant.count);
  }

  for (const promotion of checked) {
    let selection: ItemSelection;
    if (promotion.kind === 'item') {
      if (!conditionHolds(promotion, cart, (line) => line.total)) continue;
      selection = selectItemUnits(promotion, cart, claimed, places);
    } else if (promotion.kind === 'free_item') {
      selection = freeSelection(promotion, cart, granted);
    } else {
      continue;
    }
    if (selection.units.length === 0) continue;
    const { cap } = promotion;
    const capped = cap !== null && selection.total.gt(cap);
    const total = capped ? cap : selection.total;
    const spread = capped || !selection.exact;
    const parts = distributeToLines(selection.units, spread ? total : null, cart, places);
    const lineIds: string[] = [];
    for (const { classId } of selection.units) {
      claimed.add(classId);
      for (const line of cart.classes[classId]?.lines ?? []) {
        result[line.index] = {
          promotion: promotion.source,
          discount: parts.get(line.index) ?? new Decimal(0),
        };
        lineIds.push(line.line.id);
      }
    }
    applied.push({
      promotion_id: promotion.source.id,
      name: promotion.source.name,
      priority: promotion.source.priority,
      action_type: promotion.source.action.type,
      amount: toAmount(total, places),
      line_ids: lineIds.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    });
  }
  return { lines: result, applied, unitPrices: cart.lines.map((line) => line.unit) };
}
