import {
  amountSchema,
  idSchema,
  nonEmptyStringSchema,
  orderStatusSchema,
  pointsSchema,
  rateSchema,
  urlIdSchema,
} from '@tabula/api-client';
import { parseAmount } from '@tabula/engine';
import { z } from 'zod';

/*
 * The input of the POS console's JSON API. Every body is a strict object: a misspelt field is a
 * 400 naming it rather than silently ignored. Ids and text are the contract's own primitives, so
 * an id beyond a PostgreSQL integer or a NUL in text is a 400 here too.
 */

/** `:id` of an order or an outlet. */
export const idParamsSchema = z.object({ id: urlIdSchema });

/** GET /pos/api/orders?outlet_id=&status= */
export const listOrdersQuerySchema = z.strictObject({
  outlet_id: urlIdSchema.optional(),
  status: orderStatusSchema.optional(),
});

/** The most minutes an ETA may be ahead (our choice: a day). */
export const MAX_ETA_MINUTES = 24 * 60;

/** POST /pos/api/orders/:id/confirm: minutes until the order is ready, optional. */
export const confirmBodySchema = z
  .strictObject({ eta_minutes: z.int().min(0).max(MAX_ETA_MINUTES).optional() })
  .optional()
  .transform((body) => body ?? {});

/** The other status actions take no input; an empty object is accepted. */
export const emptyBodySchema = z
  .strictObject({})
  .optional()
  .transform((body) => body ?? {});

/** POST /pos/api/outlets/:id/stock */
export const stockBodySchema = z.strictObject({
  item_id: idSchema,
  sold_out: z.boolean(),
});

const DECIMAL = /^\d+(\.\d+)?$/;
/*
 * zod 4 runs a refinement even when the string's pattern failed; these read only a well-formed
 * decimal (the pattern's own issue reports the rest), so a bad value is a 400, never a throw.
 */
const positive = (value: string) => !DECIMAL.test(value) || parseAmount(value).gt(0);
const atMost100 = (value: string) => !DECIMAL.test(value) || parseAmount(value).lte(100);

/** The ways staff take a payment at the counter. */
export const COUNTER_PAYMENT_TYPES = ['cash', 'card'] as const;

/** POST /pos/api/orders/:id/payments: the amount, when sent, must equal the order's total. */
export const recordPaymentBodySchema = z.strictObject({
  payment_type: z.enum(COUNTER_PAYMENT_TYPES),
  amount: amountSchema.optional(),
});

/** POST /pos/api/orders/:id/discount: exactly one of a coupon code, a percentage or an amount. */
export const posDiscountBodySchema = z
  .strictObject({
    coupon_code: nonEmptyStringSchema.max(64).optional(),
    percent: rateSchema
      .refine(positive, { error: 'must be more than 0' })
      .refine(atMost100, { error: 'must be 100 at most' })
      .optional(),
    amount: amountSchema.refine(positive, { error: 'must be more than 0' }).optional(),
  })
  .refine(
    (body) =>
      [body.coupon_code, body.percent, body.amount].filter((value) => value !== undefined)
        .length === 1,
    { error: 'send exactly one of coupon_code, percent or amount' },
  );

/** A discount applied from the POS, as the console sends it. */
export type PosDiscountBody = z.output<typeof posDiscountBodySchema>;

/** POST /pos/api/orders/:id/loyalty: points to redeem; "0" removes the redemption. */
export const posLoyaltyBodySchema = z.strictObject({ points: pointsSchema });
