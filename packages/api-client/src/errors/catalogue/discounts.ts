import { type CatalogueSlice, defineEntry } from './define-entry';

/** The catalogue entries of coupons and promo codes, all shown beside the code field. */
export const DISCOUNT_ERRORS = {
  coupon_error: defineEntry('coupon_error', {
    sources: ['A§8 row 12', 'B§8 row 29'],
    summary: "Looking up a coupon failed: the server's error text, or 'Error Fetching Discount'.",
    origin: 'call',
    presentation: 'inline',
    text: { title: null, message: 'Error Fetching Discount' },
    serverText: 'server',
    action: { type: 'inline' },
    choice:
      'Shown beside the coupon field (the widget keeps an error until the code is typed again).',
  }),
  coupon_exceeds_eligible_amount: defineEntry('coupon_exceeds_eligible_amount', {
    sources: ['B§8 row 28'],
    summary: 'The coupon discount is larger than the eligible amount (item-wise split included).',
    origin: 'call',
    presentation: 'inline',
    text: {
      title: null,
      message: 'This coupon can only be used for orders below {currency} {amount}!',
    },
    action: { type: 'inline' },
    effects: ['remove_discount'],
    values: ['amount'],
    choice:
      "The server's 422 with this error id when a split part's coupon is refused, and the app's own check by id (details.amount is the eligible amount).",
  }),
  coupon_below_minimum_order: defineEntry('coupon_below_minimum_order', {
    sources: ['B§8 row 28'],
    summary:
      'The eligible subtotal is below the coupon min_order_amount (item-wise split included).',
    origin: 'call',
    presentation: 'inline',
    text: {
      title: null,
      message: 'This coupon can only be used for orders above {currency} {amount}!',
    },
    action: { type: 'inline' },
    effects: ['remove_discount'],
    values: ['amount'],
    choice:
      "The server's 422 with this error id when a split part's coupon is refused, and the app's own check by id (details.amount is min_order_amount).",
  }),
  coupon_unavailable: defineEntry('coupon_unavailable', {
    sources: [],
    summary:
      'Error id coupon_unavailable (422): a coupon on a scan-and-pay part after someone paid or while a promotion applies to the bill.',
    origin: 'call',
    presentation: 'inline',
    text: null,
    action: { type: 'inline' },
    effects: ['remove_discount'],
    choice:
      'B§5 shows the coupon widget only while nobody has paid and no promotion applies; a coupon that reaches the server after that (another phone paid first) is refused. It is said beside the coupon field and the coupon removed; no payment starts.',
  }),
  promo_code_invalid: defineEntry('promo_code_invalid', {
    sources: ['B§8 row 30'],
    summary: 'The promo code was refused.',
    origin: 'call',
    presentation: 'inline',
    text: { title: null, message: 'Invalid promo code!' },
    action: { type: 'inline' },
    choice: 'A 4xx answer to the promo code check is an invalid code; is_valid false is too.',
  }),
  promo_code_error: defineEntry('promo_code_error', {
    sources: ['B§8 row 30'],
    summary: 'The promo code could not be checked.',
    origin: 'call',
    presentation: 'inline',
    text: { title: null, message: 'Error applying promo code!' },
    action: { type: 'inline' },
    choice: 'A 5xx, no answer or a broken answer to the promo code check.',
  }),
} satisfies CatalogueSlice;
