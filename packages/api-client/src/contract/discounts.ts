import { z } from 'zod';
import {
  discountSchema,
  idSchema,
  nonEmptyStringSchema,
  orderDiscountSchema,
} from '../schemas/index';
import { defineEndpoint } from './endpoint';

/** The `{code}` of a coupon lookup. */
// spec: A§7 and B§7 GET /discounts/{code}
export const discountCodeParamsSchema = z.object({ code: nonEmptyStringSchema });

/** The body of the apply and remove calls: which discount, on which order. */
// our choice: the spec shows neither call's shape (A§7).
export const discountOrderBodySchema = z.object({
  discount_id: idSchema,
  order_id: idSchema,
});

/** The answer of the apply and remove calls: the order's discounts afterwards. */
// our choice: the spec shows neither call's shape (A§7).
export const orderDiscountsResponseSchema = z.object({
  discounts: z.array(orderDiscountSchema),
});

/** The coupon and discount calls. */
export const discounts = {
  lookup: defineEndpoint({
    name: 'discounts.lookup',
    method: 'GET',
    path: '/discounts/{code}',
    params: discountCodeParamsSchema,
    // spec: A§7 the response has discount_name, discount_type, discount_rate, min_order_amount,
    // on_total, applied_from_pos, promotion_id, discount_id; an error carries error text.
    response: discountSchema,
    source: 'A§7 B§7',
  }),
  apply: defineEndpoint({
    name: 'discounts.apply',
    method: 'POST',
    path: '/discounts/apply',
    body: discountOrderBodySchema,
    response: orderDiscountsResponseSchema,
    source: 'A§7',
    choice:
      'path: the spec does not show it (A§7), /discounts/apply; body: { discount_id, order_id }; response: { discounts } of the order',
  }),
  remove: defineEndpoint({
    name: 'discounts.remove',
    method: 'POST',
    path: '/discounts/remove',
    body: discountOrderBodySchema,
    response: orderDiscountsResponseSchema,
    source: 'A§7',
    choice:
      'path: the spec does not show it (A§7), /discounts/remove; body: { discount_id, order_id }; response: { discounts } of the order',
  }),
} as const;
