import { EngineError } from '../errors/engine-error';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { parseRate } from '../money/parse-rate';
import { comparePromotions } from './compare-promotions';
import {
  PROMOTION_ACTION_TYPES,
  PROMOTION_CONDITION_TYPES,
  type Promotion,
  type PromotionActionType,
  type PromotionConditionType,
  type PromotionTarget,
} from './types';

/** Where a promotion's money goes. */
export type PromotionKind = 'item' | 'free_item' | 'order' | 'delivery' | 'loyalty';
/** How its value reads. */
export type PromotionMode = 'percent' | 'value' | 'fixed' | 'free' | 'points';

/** Item ids and category ids, ready for lookups. */
export interface NormalizedTarget {
  items: ReadonlySet<number>;
  categories: ReadonlySet<number>;
}

/** One member of a bundle set: one unit of an item, or one unit from a category. */
export interface BundleComponent {
  kind: 'item' | 'category';
  id: number;
}

/** A checked promotion with its numbers parsed. */
export interface NormalizedPromotion {
  source: Promotion;
  kind: PromotionKind;
  mode: PromotionMode;
  /** Percent, amount or points; 100 for free items and free delivery. */
  value: Decimal;
  /** max_discount_value when set and above zero. */
  cap: Decimal | null;
  /** Most units (sets for a bundle) discounted: the smaller of quantity and max_qty. */
  limit: number | null;
  /** Units of each free item granted. */
  freeQuantity: number;
  movementType: string;
  surchargeId: number | null;
  condition: {
    type: PromotionConditionType;
    include: NormalizedTarget | null;
    exclude: NormalizedTarget | null;
    minQty: number;
    minPrice: Decimal;
    /** The set, when the promotion is a bundle. */
    bundle: BundleComponent[] | null;
  };
  /** The units an item action discounts: the action's include/exclude, else the condition's. */
  target: {
    include: NormalizedTarget | null;
    exclude: NormalizedTarget | null;
    /** True when the action names its own include or exclude list. */
    own: boolean;
  };
}

const ACTIONS: Record<PromotionActionType, { kind: PromotionKind; mode: PromotionMode }> = {
  gets_value_discount: { kind: 'item', mode: 'value' },
  gets_percent_discount: { kind: 'item', mode: 'percent' },
  gets_value_discount_on_item: { kind: 'item', mode: 'value' },
  gets_percent_discount_on_item: { kind: 'item', mode: 'percent' },
  pay_fixed_price: { kind: 'item', mode: 'fixed' },
  gets_free_item: { kind: 'free_item', mode: 'free' },
  gets_percent_discount_on_order: { kind: 'order', mode: 'percent' },
  gets_value_discount_on_order: { kind: 'order', mode: 'value' },
  gets_free_delivery: { kind: 'delivery', mode: 'free' },
  gets_percent_delivery_discount: { kind: 'delivery', mode: 'percent' },
  gets_value_delivery_discount: { kind: 'delivery', mode: 'value' },
  earn_loyalty: { kind: 'loyalty', mode: 'points' },
};

type Loose<T> = { [K in keyof T]?: unknown };

function invalid(promotion: Loose<Promotion>, field: string, reason: string): EngineError {
  return new EngineError('INVALID_PROMOTION', { promotion_id: promotion.id, field, reason });
}

function readIds(promotion: Loose<Promotion>, field: string, value: unknown): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((id) => Number.isSafeInteger(id))) {
    throw invalid(promotion, field, 'not a list of integer ids');
  }
  return value as number[];
}

function readTarget(
  promotion: Loose<Promotion>,
  field: string,
  value: PromotionTarget | null | undefined,
): NormalizedTarget | null {
  if (value === undefined || value === null) return null;
  const items = readIds(promotion, `${field}.items`, value.items);
  const categories = readIds(promotion, `${field}.categories`, value.categories);
  if (items.length === 0 && categories.length === 0) return null;
  return { items: new Set(items), categories: new Set(categories) };
}

function readCount(promotion: Loose<Promotion>, field: string, value: unknown, min: number) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw invalid(promotion, field, `not an integer of at least ${min}`);
  }
  return value;
}

function readMoney(
  promotion: Loose<Promotion>,
  field: string,
  value: unknown,
  precision: number | undefined,
): Decimal | null {
  if (value === undefined || value === null) return null;
  try {
    const amount = typeof value === 'number' ? parseRate(value) : parseAmount(value as string);
    if (precision !== undefined && amount.decimalPlaces() > precision) throw new Error();
    return amount;
  } catch {
    throw invalid(promotion, field, 'not a non-negative amount at the currency precision');
  }
}

function readValue(
  promotion: Promotion,
  mode: PromotionMode,
  precision: number | undefined,
): Decimal {
  if (mode === 'free') return new Decimal(100);
  const raw = promotion.action.value;
  if (raw === undefined || raw === null) throw invalid(promotion, 'action.value', 'missing');
  if (mode === 'value' || mode === 'fixed') {
    return readMoney(promotion, 'action.value', raw, precision) ?? new Decimal(0);
  }
  let value: Decimal;
  try {
    value = parseRate(raw);
  } catch {
    throw invalid(promotion, 'action.value', 'not a non-negative number');
  }
  if (mode === 'percent' && value.gt(100)) throw invalid(promotion, 'action.value', 'above 100');
  return value;
}

function normalize(promotion: Promotion, precision: number | undefined): NormalizedPromotion {
  const loose = promotion as Loose<Promotion>;
  if (!Number.isSafeInteger(loose.id)) throw invalid(loose, 'id', 'not an integer');
  if (typeof loose.priority !== 'number' || !Number.isFinite(loose.priority)) {
    throw invalid(loose, 'priority', 'not a finite number');
  }
  if (loose.promo_type !== 'basic' && loose.promo_type !== 'advanced') {
    throw invalid(loose, 'promo_type', 'neither basic nor advanced');
  }
  const action = loose.action as Loose<Promotion['action']> | null | undefined;
  const condition = loose.condition as Loose<Promotion['condition']> | null | undefined;
  if (typeof action !== 'object' || action === null) throw invalid(loose, 'action', 'missing');
  if (typeof condition !== 'object' || condition === null) {
    throw invalid(loose, 'condition', 'missing');
  }
  if (!(PROMOTION_ACTION_TYPES as readonly unknown[]).includes(action.type)) {
    throw new EngineError('UNKNOWN_PROMOTION_TYPE', { promotion_id: loose.id, type: action.type });
  }
  if (!(PROMOTION_CONDITION_TYPES as readonly unknown[]).includes(condition.type)) {
    throw new EngineError('UNKNOWN_CONDITION_TYPE', {
      promotion_id: loose.id,
      type: condition.type,
    });
  }
  const { kind, mode } = ACTIONS[promotion.action.type];
  const include = readTarget(loose, 'condition.include', promotion.condition.include);
  const exclude = readTarget(loose, 'condition.exclude', promotion.condition.exclude);
  const actionInclude = readTarget(loose, 'action.include', promotion.action.include);
  const actionExclude = readTarget(loose, 'action.exclude', promotion.action.exclude);
  const isAmount = promotion.condition.type === 'buys_for_specific_amount';
  const minPrice = readMoney(loose, 'condition.min_price', condition.min_price, precision);
  if (isAmount && minPrice === null) throw invalid(loose, 'condition.min_price', 'missing');
  const quantity = readCount(loose, 'action.quantity', action.quantity, 1);
  const maxQty = readCount(loose, 'condition.max_qty', condition.max_qty, 1);
  const limits = [quantity, maxQty].filter((limit): limit is number => limit !== null);
  const cap = readMoney(loose, 'action.max_discount_value', action.max_discount_value, precision);

  let bundle: BundleComponent[] | null = null;
  if (condition.bundle_discount === true || action.bundle_discount === true) {
    if (include === null) throw invalid(loose, 'condition.include', 'a bundle needs its set');
    bundle = [
      ...[...include.items].sort((a, b) => a - b).map((id) => ({ kind: 'item' as const, id })),
      ...[...include.categories]
        .sort((a, b) => a - b)
        .map((id) => ({ kind: 'category' as const, id })),
    ];
  }
  if (kind === 'free_item' && (actionInclude?.items.size ?? 0) === 0) {
    throw invalid(loose, 'action.include.items', 'a free item needs the item to give');
  }
  const surcharge = promotion.action.surcharge ?? null;
  if (surcharge !== null && !Number.isSafeInteger(surcharge.id)) {
    throw invalid(loose, 'action.surcharge.id', 'not an integer');
  }
  const ownTarget = actionInclude !== null || actionExclude !== null;
  return {
    source: promotion,
    kind,
    mode,
    value: readValue(promotion, mode, precision),
    cap: cap?.gt(0) ? cap : null,
    limit: limits.length === 0 ? null : Math.min(...limits),
    freeQuantity: quantity ?? 1,
    movementType:
      typeof action.movement_type === 'string' && action.movement_type !== ''
        ? action.movement_type
        : 'sold',
    surchargeId: surcharge === null ? null : surcharge.id,
    condition: {
      type: promotion.condition.type,
      include,
      exclude,
      minQty: readCount(loose, 'condition.min_qty', condition.min_qty, 0) ?? (isAmount ? 0 : 1),
      minPrice: minPrice ?? new Decimal(0),
      bundle,
    },
    target: ownTarget
      ? { include: actionInclude, exclude: actionExclude, own: true }
      : { include, exclude, own: false },
  };
}

/**
 * Checks every promotion and parses its numbers, then sorts them into the order they win
 * (see {@link comparePromotions}).
 *
 * @param promotions - the promotions, as the server sends them
 * @param precision - when given, amounts may not carry more decimals than this
 * @returns the promotions, checked and sorted
 * @throws EngineError UNKNOWN_PROMOTION_TYPE, UNKNOWN_CONDITION_TYPE, or INVALID_PROMOTION (a
 * missing or bad value, a duplicate id, a free-item action without an item, a bundle without a set)
 * @example
 * ```ts
 * normalizePromotions([tenPercentOffPizza], 2)[0].value.toString(); // "10"
 * ```
 */
export function normalizePromotions(
  promotions: readonly Promotion[],
  precision?: number,
): NormalizedPromotion[] {
  const normalized = promotions.map((promotion) => normalize(promotion, precision));
  normalized.sort((a, b) => comparePromotions(a.source, b.source));
  const seen = new Set<number>();
  for (const { source } of normalized) {
    if (seen.has(source.id)) throw invalid(source, 'id', 'duplicate');
    seen.add(source.id);
  }
  return normalized;
}
