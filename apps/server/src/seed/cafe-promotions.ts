import type { Promotion, PromotionAction, PromotionCondition } from '@tabula/api-client';
import { CAFE_CATEGORIES, CAFE_ITEMS, CAFE_SURCHARGES } from './cafe-menu';

/*
 * The cafe's promotions (spec: A§3 Promotion, A§4 Promotions): one of every action type, basic
 * and advanced, with priorities (a lower number wins). They are chosen so that a single plain
 * item (one flat white, one laksa, one kopi) triggers none of them, so a simple order's bill is
 * just its prices, taxes and charges; each promotion needs a specific combination or spend.
 *
 * The WELCOME5 promotion carries a promo code: it applies only once the code is validated
 * (promotions/validate), unlike the automatic ones.
 */

/** The keys of the cafe's promotions, one per action type. */
export type CafePromotionKey =
  | 'twoCakes'
  | 'icedTeaPair'
  | 'kopiWithToast'
  | 'chickenRiceDrink'
  | 'cakeAndFlatWhite'
  | 'freeOndeh'
  | 'tenPercentOver80'
  | 'welcomeCode'
  | 'brunchPoints'
  | 'freePackaging'
  | 'halfPricePackaging'
  | 'packagingOff';

/** The promo code of the code-unlocked promotion. */
export const WELCOME_PROMO_CODE = 'WELCOME5';

const items = (...ids: number[]) => ({ items: ids, categories: [] });
const categories = (...ids: number[]) => ({ items: [], categories: ids });

function condition(fields: Partial<PromotionCondition>): PromotionCondition {
  return {
    type: 'buys_specific_items',
    include: null,
    exclude: null,
    min_qty: null,
    max_qty: null,
    min_price: null,
    bundle_discount: false,
    ...fields,
  };
}

function action(fields: Partial<PromotionAction> & Pick<PromotionAction, 'type'>): PromotionAction {
  return {
    value: null,
    max_discount_value: null,
    quantity: null,
    include: null,
    exclude: null,
    price_modifiers: null,
    bundle_discount: false,
    movement_type: null,
    surcharge: null,
    ...fields,
  };
}

type Definition = Omit<Promotion, 'id'>;

/** The cafe's promotions by key, without ids (the promotions table gives them). */
export const CAFE_PROMOTIONS: Record<CafePromotionKey, Definition> = {
  twoCakes: {
    name: '20% off cakes when you buy two',
    description: 'Two slices of cake or more: 20% off each slice.',
    priority: 1,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.cake), min_qty: 2 }),
    action: action({ type: 'gets_percent_discount', value: '20' }),
  },
  icedTeaPair: {
    name: 'Iced tea for two',
    description: '1.00 off each iced lemon tea when you order two.',
    priority: 2,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.icedLemonTea), min_qty: 2 }),
    action: action({ type: 'gets_value_discount', value: '1.00' }),
  },
  kopiWithToast: {
    name: 'Half-price kopi with kaya toast',
    description: 'Order kaya toast and your kopi is half price.',
    priority: 3,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.kayaToast), min_qty: 1 }),
    action: action({
      type: 'gets_percent_discount_on_item',
      value: '50',
      quantity: 1,
      include: items(CAFE_ITEMS.kopi),
    }),
  },
  chickenRiceDrink: {
    name: 'Chicken rice and iced tea',
    description: '1.00 off an iced lemon tea with a chicken rice.',
    priority: 4,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.chickenRice), min_qty: 1 }),
    action: action({
      type: 'gets_value_discount_on_item',
      value: '1.00',
      quantity: 1,
      include: items(CAFE_ITEMS.icedLemonTea),
    }),
  },
  cakeAndFlatWhite: {
    name: 'Cake and flat white for 10.00',
    description: 'A slice of chocolate cake with a flat white, together for 10.00.',
    priority: 5,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({
      include: items(CAFE_ITEMS.cake, CAFE_ITEMS.flatWhite),
      bundle_discount: true,
    }),
    action: action({ type: 'pay_fixed_price', value: '10.00', bundle_discount: true }),
  },
  freeOndeh: {
    name: 'Free ondeh-ondeh with two nasi lemak',
    description: 'Order two nasi lemak and get an ondeh-ondeh on us.',
    priority: 6,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.nasiLemak), min_qty: 2 }),
    action: action({
      type: 'gets_free_item',
      quantity: 1,
      include: items(CAFE_ITEMS.ondehOndeh),
      movement_type: 'sold',
    }),
  },
  tenPercentOver80: {
    name: '10% off orders over 80.00',
    description: 'Spend 80.00 or more and get 10% off, up to 15.00.',
    priority: 10,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ type: 'buys_for_specific_amount', min_price: '80.00' }),
    action: action({
      type: 'gets_percent_discount_on_order',
      value: '10',
      max_discount_value: '15.00',
    }),
  },
  welcomeCode: {
    name: 'Welcome: 5.00 off',
    description: 'Enter WELCOME5 for 5.00 off an order of 30.00 or more.',
    priority: 11,
    promo_type: 'advanced',
    coupon_codes: [{ code: WELCOME_PROMO_CODE, id: 1 }],
    condition: condition({ type: 'buys_for_specific_amount', min_price: '30.00' }),
    action: action({ type: 'gets_value_discount_on_order', value: '5.00' }),
  },
  brunchPoints: {
    name: '50 bonus points on weekend brunch',
    description: 'Members earn 50 extra points with a brunch platter.',
    priority: 20,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ include: categories(CAFE_CATEGORIES.weekendBrunch), min_qty: 1 }),
    action: action({ type: 'earn_loyalty', value: '50' }),
  },
  freePackaging: {
    name: 'Free packaging over 40.00',
    description: 'Takeaway orders of 40.00 or more pack for free.',
    priority: 30,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ type: 'buys_for_specific_amount', min_price: '40.00' }),
    action: action({
      type: 'gets_free_delivery',
      surcharge: { id: CAFE_SURCHARGES.packaging },
    }),
  },
  halfPricePackaging: {
    name: 'Half-price packaging with two coffees',
    description: 'Two coffees or more to go: packaging at half price.',
    priority: 31,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({ include: categories(CAFE_CATEGORIES.coffee), min_qty: 2 }),
    action: action({
      type: 'gets_percent_delivery_discount',
      value: '50',
      surcharge: { id: CAFE_SURCHARGES.packaging },
    }),
  },
  packagingOff: {
    name: '0.20 off packaging with a lunch set',
    description: 'Lunch sets to go: 0.20 off the packaging.',
    priority: 32,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({ include: categories(CAFE_CATEGORIES.sets), min_qty: 1 }),
    action: action({
      type: 'gets_value_delivery_discount',
      value: '0.20',
      surcharge: { id: CAFE_SURCHARGES.packaging },
    }),
  },
};
