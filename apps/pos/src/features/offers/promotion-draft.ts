import {
  offerKeySchema,
  type MenuCategory,
  type MenuItem,
  type PosMenuEditor,
  type PosOffers,
  type PosPromotion,
  type PosPromotionBody,
  type PromoType,
  type PromotionActionType,
  type PromotionConditionType,
  type PromotionTarget,
} from '@tabula/api-client';
import { isPriceText, isRateText } from '../../lib/price-text';

/*
 * A promotion as staff edit it, pure: the draft its form holds, the checks before it is sent, and
 * the definition sent, which keeps every field the form does not show (price
 * modifiers, movement type, surcharge, promo codes, bundles) as it was read.
 */

/** A promotion's definition, as saved under its key. */
export type PromotionDefinition = PosPromotionBody['definition'];

/** What a promotion's value is: a percentage, an amount of money, loyalty points, or nothing. */
export type ValueKind = 'percent' | 'amount' | 'points' | 'none';

/** The value each action type takes (the engine's modes: normalize-promotions.ts). */
export const VALUE_KIND: Readonly<Record<PromotionActionType, ValueKind>> = {
  gets_percent_discount: 'percent',
  gets_value_discount: 'amount',
  pay_fixed_price: 'amount',
  gets_percent_discount_on_item: 'percent',
  gets_value_discount_on_item: 'amount',
  gets_free_item: 'none',
  gets_percent_discount_on_order: 'percent',
  gets_value_discount_on_order: 'amount',
  gets_free_delivery: 'none',
  gets_percent_delivery_discount: 'percent',
  gets_value_delivery_discount: 'amount',
  earn_loyalty: 'points',
};

/** The action types in the order staff choose from: on dishes, on the order, on delivery, points. */
export const ACTION_TYPES = Object.keys(VALUE_KIND) as readonly PromotionActionType[];

/** Whether an action works on dishes, so its quantity and its own dishes mean something. */
export function actsOnDishes(type: PromotionActionType): boolean {
  return [
    'gets_percent_discount',
    'gets_value_discount',
    'pay_fixed_price',
    'gets_percent_discount_on_item',
    'gets_value_discount_on_item',
    'gets_free_item',
  ].includes(type);
}

/** A promotion's texts in one of the venue's other languages; blank is "not translated". */
export interface PromotionTexts {
  name: string;
  description: string;
}

/** A promotion as its form holds it: numbers as typed, texts untrimmed. */
export interface PromotionDraft {
  key: string;
  active: boolean;
  name: string;
  description: string;
  texts: Record<string, PromotionTexts>;
  priority: string;
  promoType: PromoType;
  conditionType: PromotionConditionType;
  conditionTarget: PromotionTarget;
  /** Dishes and categories that never count, even inside a category that does. */
  conditionExclude: PromotionTarget;
  minQty: string;
  minPrice: string;
  actionType: PromotionActionType;
  value: string;
  maxDiscount: string;
  quantity: string;
  actionTarget: PromotionTarget;
  /** Dishes and categories the action never applies to. */
  actionExclude: PromotionTarget;
}

const NO_TARGET: PromotionTarget = { items: [], categories: [] };

/**
 * A new promotion's definition: 10% off the dishes bought, after every promotion there is, with
 * the fields the form does not show at their defaults.
 */
export function newDefinition(offers: PosOffers): PromotionDefinition {
  const priority = Math.max(0, ...offers.promotions.map((each) => each.definition.priority + 1));
  return {
    name: '',
    description: null,
    priority,
    promo_type: 'basic',
    coupon_codes: [],
    action: {
      type: 'gets_percent_discount',
      value: null,
      max_discount_value: null,
      quantity: null,
      include: null,
      exclude: null,
      price_modifiers: null,
      bundle_discount: false,
      movement_type: null,
      surcharge: null,
    },
    condition: {
      type: 'buys_specific_items',
      include: null,
      exclude: null,
      min_qty: null,
      max_qty: null,
      min_price: null,
      bundle_discount: false,
    },
  };
}

/** The draft of a promotion as read (or of a new one, its key blank). */
export function draftOf(
  key: string,
  active: boolean,
  definition: PromotionDefinition,
  languages: readonly string[],
): PromotionDraft {
  const { action, condition } = definition;
  const count = (value: number | null) => (value === null ? '' : String(value));
  return {
    key,
    active,
    name: definition.name,
    description: definition.description ?? '',
    texts: Object.fromEntries(
      languages.slice(1).map((locale) => {
        const stored = definition.translations?.[locale];
        return [locale, { name: stored?.name ?? '', description: stored?.description ?? '' }];
      }),
    ),
    priority: String(definition.priority),
    promoType: definition.promo_type,
    conditionType: condition.type,
    conditionTarget: condition.include ?? NO_TARGET,
    conditionExclude: condition.exclude ?? NO_TARGET,
    minQty: count(condition.min_qty),
    minPrice: condition.min_price ?? '',
    actionType: action.type,
    value: action.value ?? '',
    maxDiscount: action.max_discount_value ?? '',
    quantity: count(action.quantity),
    actionTarget: action.include ?? NO_TARGET,
    actionExclude: action.exclude ?? NO_TARGET,
  };
}

/** What is wrong with a draft, the first thing found, for its form to say. */
export type PromotionProblem =
  | 'key'
  | 'key_taken'
  | 'name'
  | 'priority'
  | 'min_qty'
  | 'min_price'
  | 'percent'
  | 'amount'
  | 'points'
  | 'max_discount'
  | 'quantity'
  | 'free_dish';

/** A whole number as typed, at least `min` ("3"; blank is not one). */
const isCountText = (text: string, min: number) =>
  /^\d{1,6}$/.test(text.trim()) && Number(text.trim()) >= min;

/** A percentage as typed: a rate of at most 100. */
export const isPercentText = (text: string) => isRateText(text) && Number(text.trim()) <= 100;

/** Loyalty points as typed: digits and at most two places ("10", "0.5"). */
export const isPointsText = (text: string) => isPriceText(text, 2);

/** Whether a value of a kind is right as typed. */
export function isValueText(kind: ValueKind, text: string, precision: number): boolean {
  switch (kind) {
    case 'percent':
      return isPercentText(text);
    case 'amount':
      return isPriceText(text, precision);
    case 'points':
      return isPointsText(text);
    case 'none':
      return true;
  }
}

/** Whether the promotion's least spend is asked for: only for a promotion on spend. */
export const asksMinPrice = (draft: PromotionDraft) =>
  draft.conditionType === 'buys_for_specific_amount';

/** Whether a cap on the discount is asked for: a promotion taking money off. */
export const asksCap = (draft: PromotionDraft) => {
  const kind = VALUE_KIND[draft.actionType];
  return kind === 'percent' || kind === 'amount';
};

/**
 * The first thing wrong with a draft, or null: the key (a new promotion's: lower-case letters,
 * digits and single hyphens, not taken), the name, the numbers at the currency's places, and a
 * free dish named.
 */
export function problemOf(
  draft: PromotionDraft,
  isNew: boolean,
  offers: PosOffers,
): PromotionProblem | null {
  const precision = offers.decimal_precision;
  if (isNew && !offerKeySchema.safeParse(draft.key.trim()).success) return 'key';
  if (isNew && offers.promotions.some((each) => each.key === draft.key.trim())) return 'key_taken';
  if (draft.name.trim() === '') return 'name';
  if (!isCountText(draft.priority, 0)) return 'priority';
  if (draft.minQty.trim() !== '' && !isCountText(draft.minQty, 0)) return 'min_qty';
  if (asksMinPrice(draft) && !isPriceText(draft.minPrice, precision)) return 'min_price';
  const kind = VALUE_KIND[draft.actionType];
  if (kind !== 'none' && !isValueText(kind, draft.value, precision)) return kind;
  if (asksCap(draft) && draft.maxDiscount.trim() !== '') {
    if (!isPriceText(draft.maxDiscount, precision)) return 'max_discount';
  }
  if (actsOnDishes(draft.actionType) && draft.quantity.trim() !== '') {
    if (!isCountText(draft.quantity, 1)) return 'quantity';
  }
  if (draft.actionType === 'gets_free_item' && draft.actionTarget.items.length === 0) {
    return 'free_dish';
  }
  return null;
}

/**
 * An include or exclude list sent: null when nothing is chosen (every dish, or none left out),
 * unless it was read as empty lists, which mean the same and are kept as they were.
 */
function targetOf(chosen: PromotionTarget, before: PromotionTarget | null): PromotionTarget | null {
  if (chosen.items.length > 0 || chosen.categories.length > 0) return chosen;
  return before !== null && before.items.length === 0 && before.categories.length === 0
    ? before
    : null;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The definition sent for a draft checked by {@link problemOf}: what the form shows from the
 * draft, the rest as `before` holds it. A field the chosen type does not ask for keeps its value
 * as read, but a least spend is dropped when the promotion is no longer on spend.
 */
export function definitionOf(
  draft: PromotionDraft,
  before: PromotionDefinition,
  languages: readonly string[],
): PromotionDefinition {
  const texts = Object.fromEntries(
    languages.slice(1).map((locale) => {
      const typed = draft.texts[locale];
      return [
        locale,
        {
          name: blankToNull(typed?.name ?? ''),
          description: blankToNull(typed?.description ?? ''),
        },
      ];
    }),
  );
  const untranslated = Object.values(texts).every(
    (each) => each.name === null && each.description === null,
  );
  const kind = VALUE_KIND[draft.actionType];
  const onDishes = actsOnDishes(draft.actionType);
  const onSpend = asksMinPrice(draft);
  return {
    ...before,
    name: draft.name.trim(),
    description: blankToNull(draft.description),
    ...(before.translations === undefined && untranslated
      ? {}
      : { translations: { ...before.translations, ...texts } }),
    priority: Number(draft.priority.trim()),
    promo_type: draft.promoType,
    condition: {
      ...before.condition,
      type: draft.conditionType,
      include: targetOf(draft.conditionTarget, before.condition.include),
      exclude: targetOf(draft.conditionExclude, before.condition.exclude),
      min_qty: draft.minQty.trim() === '' ? null : Number(draft.minQty.trim()),
      min_price: onSpend
        ? draft.minPrice.trim()
        : before.condition.type === 'buys_specific_items'
          ? before.condition.min_price
          : null,
    },
    action: {
      ...before.action,
      type: draft.actionType,
      value: kind === 'none' ? before.action.value : draft.value.trim(),
      max_discount_value: asksCap(draft)
        ? blankToNull(draft.maxDiscount)
        : before.action.max_discount_value,
      quantity: onDishes
        ? draft.quantity.trim() === ''
          ? null
          : Number(draft.quantity.trim())
        : before.action.quantity,
      include: onDishes
        ? targetOf(draft.actionTarget, before.action.include)
        : before.action.include,
      exclude: onDishes
        ? targetOf(draft.actionExclude, before.action.exclude)
        : before.action.exclude,
    },
  };
}

/** The promotion a key names, or undefined. */
export const promotionOf = (offers: PosOffers, key: string): PosPromotion | undefined =>
  offers.promotions.find((each) => each.key === key);

/** A dish or a category staff may pick, by name; a category set in by its depth. */
export interface MenuChoice {
  id: number;
  name: string;
  depth: number;
}

/** The menu's dishes and categories to pick from, in the menu's order, each dish once. */
export interface MenuChoices {
  dishes: MenuChoice[];
  categories: MenuChoice[];
}

/** Every category with its depth (0 for a top one), sub-categories after their parent. */
function categoriesInOrder(categories: readonly MenuCategory[], depth = 0): MenuChoice[] {
  return categories.flatMap((category) => [
    { id: category.id, name: category.name, depth },
    ...categoriesInOrder(category.categories ?? [], depth + 1),
  ]);
}

/** The dishes and categories of an outlet's menu, for the pickers of a promotion. */
export function menuChoicesOf(editor: PosMenuEditor): MenuChoices {
  const dishes = new Map<number, MenuChoice>();
  const add = (item: MenuItem) => {
    if (dishes.has(item.id)) return;
    dishes.set(item.id, { id: item.id, name: item.name, depth: 0 });
    for (const pick of item.items ?? []) add(pick);
  };
  const walk = (categories: readonly MenuCategory[]) => {
    for (const category of categories) {
      for (const item of category.items) add(item);
      walk(category.categories ?? []);
    }
  };
  walk(editor.menu.categories);
  return { dishes: [...dishes.values()], categories: categoriesInOrder(editor.menu.categories) };
}
