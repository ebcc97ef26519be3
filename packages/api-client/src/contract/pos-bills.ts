import { z } from 'zod';
import { billSplitSchema } from '../schemas/split';
import { idSchema, nonEmptyStringSchema } from '../schemas/primitives';
import { splitCountSchema } from './common';
import { defineEndpoint } from './endpoint';
import { COUNTER_PAYMENT_TYPES, posIdParamsSchema } from './pos';

/* Staff's calls on a scan-and-pay table's bill split (issue 18; B§6 POS staff). */

/** POST /pos/api/tables/{id}/bill/split: how staff split the table's bill. */
// spec: B§2 split-bill-started-from-POS screen; B§7 split_bill_generated; B§5 2 to 99 splits
export const posSplitBillBodySchema = z.discriminatedUnion('split_type', [
  z.strictObject({ split_type: z.literal('none') }),
  z.strictObject({ split_type: z.literal('equal'), split_count: splitCountSchema }),
  z.strictObject({ split_type: z.literal('manual') }),
]);
/** A staff split of a bill, as sent. */
export type PosSplitBillBody = z.output<typeof posSplitBillBodySchema>;

/**
 * POST /pos/api/tables/{id}/bill/payments: staff take a part of the table's bill at the counter:
 * one split entry (an equal split or a diner's item-wise entry) by its split id, or everything
 * still unpaid when split_id is absent.
 */
export const posBillPaymentBodySchema = z.strictObject({
  payment_type: z.enum(COUNTER_PAYMENT_TYPES),
  split_id: idSchema.optional(),
});
/** A staff payment of part of a bill, as sent. */
export type PosBillPaymentBody = z.output<typeof posBillPaymentBodySchema>;

/** A diner a bill's split names, as staff read them. */
export const posBillDinerSchema = z.object({
  user_id: idSchema,
  /** The diner's profile name, or null when they gave none (the console says "Guest"). */
  name: nonEmptyStringSchema.nullable(),
});
/** A diner a bill's split names. */
export type PosBillDiner = z.infer<typeof posBillDinerSchema>;

/**
 * A table bill's split as staff read it: the diners' split state (B§3, fixed by the spec) and
 * the names of the diners it names by id: the equal splits' holders and payers, the item-wise
 * entries' diners, the item-wise screen's holder and whoever has paid a part. No phone number or
 * e-mail address: staff read a name or "Guest".
 */
// our choice (issue 18): the names travel beside the split, so the diners' schema stays the spec's.
export const posBillSplitSchema = billSplitSchema.extend({
  diners: z.array(posBillDinerSchema),
});
/** A table bill's split as staff read it. */
export type PosBillSplit = z.infer<typeof posBillSplitSchema>;

const CHOICE = 'path: the spec does not show it (A§6, B§6 POS staff; the spec names no staff call)';

/** The staff calls on a scan-and-pay bill's split. */
export const posBills = {
  splitBill: defineEndpoint({
    name: 'pos.splitBill',
    method: 'POST',
    path: '/pos/api/tables/{id}/bill/split',
    params: posIdParamsSchema,
    body: posSplitBillBodySchema,
    response: posBillSplitSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { split_type, split_count? }; response: the bill split with its diners' names; the table hears split_bill_generated`,
  }),
  billSplit: defineEndpoint({
    name: 'pos.billSplit',
    method: 'GET',
    path: '/pos/api/tables/{id}/bill/split',
    params: posIdParamsSchema,
    response: posBillSplitSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the table bill's split state with its diners' names`,
  }),
  recordBillPayment: defineEndpoint({
    name: 'pos.recordBillPayment',
    method: 'POST',
    path: '/pos/api/tables/{id}/bill/payments',
    params: posIdParamsSchema,
    body: posBillPaymentBodySchema,
    response: posBillSplitSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { payment_type, split_id? }; response: the bill split with its diners' names; the table hears payment_recorded (payment_source pos)`,
  }),
} as const;
