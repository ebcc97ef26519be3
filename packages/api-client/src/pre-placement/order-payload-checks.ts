import { z } from 'zod';
import { cartItemSchema } from '../schemas/cart-item';
import { orderItemSchema } from '../schemas/order-item';
import { orderPayloadSchema } from '../schemas/order-payload';
import { paymentObjectSchema } from '../schemas/payment';
import { countSchema, idSchema } from '../schemas/primitives';
import type { OrderPayloadVariant } from './order-payload-variant';

/*
 * spec: A§5, before placing an order: ids, customer, covers, order_id and table_id are positive
 * numbers; loyalty and payment amounts and the tip are non-negative; the money totals, currency,
 * source and qr_source are non-empty strings; items and cartItems are not empty.
 *
 * The wire schema already holds amounts to non-negative decimal strings (so never empty) and ids
 * to positive integers wherever they appear; the strict variants below add what a placeable order
 * must have on top of it.
 */

const placeableBase = orderPayloadSchema.extend({
  items: z.array(orderItemSchema).min(1, { error: 'items must not be empty' }),
  cartItems: z.array(cartItemSchema).min(1, { error: 'cartItems must not be empty' }),
});

// our choice: a counter or pay-first order is paid as it is placed (cash included), so it must
// carry its payment object, whose amount and tip the wire schema holds non-negative. An open-tab
// order is paid later and carries none.
const paidOnPlacement = { payment: paymentObjectSchema };

/** A walk-in, take-out or scan-and-pay order. */
// our choice: a counter session's qr_source is null (A§3), but the check wants a non-empty
// qr_source, so the app sends 'default' for it.
const defaultPayloadSchema = placeableBase.extend({
  ...paidOnPlacement,
  qr_source: z.enum(['default', 'walk_in', 'scan_and_pay']),
});

/** A dine-in pay-first order: it belongs to a table. */
const dinePfPayloadSchema = placeableBase.extend({
  ...paidOnPlacement,
  qr_source: z.literal('dine_pf'),
  table_id: idSchema,
});

/**
 * A dine-in open-tab order: it belongs to a table, carries its version (1 for the first order),
 * and every later version names the running order it updates.
 */
const dineOtPayloadSchema = placeableBase
  .extend({
    qr_source: z.literal('dine_ot'),
    table_id: idSchema,
    version: countSchema,
  })
  // our choice: the first dine_ot order (version 1) has no order yet; every update must name it.
  .refine((payload) => payload.version === 1 || payload.order_id !== undefined, {
    error: 'order_id is required when version is above 1',
    path: ['order_id'],
  });

/** The strict schema of each pre-placement variant. */
export const orderPayloadChecks = {
  default: defaultPayloadSchema,
  dine_pf: dinePfPayloadSchema,
  dine_ot: dineOtPayloadSchema,
} as const satisfies Record<OrderPayloadVariant, z.ZodType>;

/**
 * The same checks for cart validation (A§7 orders/validate), which runs before the diner has
 * chosen how to pay: the payment object may be absent, everything else must hold.
 */
// our choice: validation checks the cart as it will be placed, minus the payment chosen later.
export const cartValidationChecks = {
  default: defaultPayloadSchema.extend({ payment: paymentObjectSchema.optional() }),
  dine_pf: dinePfPayloadSchema.extend({ payment: paymentObjectSchema.optional() }),
  dine_ot: dineOtPayloadSchema,
} as const satisfies Record<OrderPayloadVariant, z.ZodType>;
