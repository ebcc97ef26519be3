import { z } from 'zod';
import {
  amountSchema,
  currencySchema,
  dateTimeSchema,
  idSchema,
  nonEmptyStringSchema,
  uuidSchema,
} from '../schemas/primitives';
import { defineEndpoint } from './endpoint';
import { posIdParamsSchema, posOrderSchema } from './pos';

/*
 * Staff give money back (issue 19: refunds and voids from the POS; the spec's POS is silent, a
 * restaurant needs them). A refund is recorded against the order and the payment it gives back,
 * and is never more than the payment took.
 */

/** The `{reference}` of a payment. */
export const posPaymentParamsSchema = z.object({
  reference: z.string().regex(/^[\w-]{1,200}$/, { error: 'must be a payment reference' }),
});

/** POST /pos/api/payments/{reference}/refunds: all that is left, or part of it. */
export const posRefundBodySchema = z.strictObject({
  /** The part to give back; absent gives back everything not refunded yet. */
  amount: amountSchema.optional(),
  /** Why, as staff wrote it (shown in the console, kept with the refund). */
  reason: z.string().trim().min(1).max(200).optional(),
  /** A key the console makes per confirmed refund: the same key twice is one refund. */
  refund_key: uuidSchema,
});
/** A staff refund, as sent. */
export type PosRefundBody = z.output<typeof posRefundBodySchema>;

/**
 * The kind of staff credential something was done with: `staff_account`, a person signed in
 * with their own account (the audit log names them), or `staff_token`, the server's machine
 * token, which names no person (docs/staff-accounts.md).
 */
export const staffCredentialSchema = z.enum(['staff_account', 'staff_token']);
/** A staff credential. */
export type StaffCredential = z.infer<typeof staffCredentialSchema>;

/** A refund as staff see it. */
export const posRefundSchema = z.object({
  id: z.int().positive(),
  payment_reference: nonEmptyStringSchema,
  amount: amountSchema,
  reason: z.string().nullable(),
  /** Who made it: the staff credential of the call that asked for it. */
  made_by: staffCredentialSchema,
  /** pending while the provider is asked, succeeded, or failed (nothing was given back). */
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** The provider's message when it refused. */
  failure: z.string().nullable(),
  created_at: dateTimeSchema,
});
/** A refund as staff see it. */
export type PosRefund = z.infer<typeof posRefundSchema>;

/** A payment's refunds and what is left to give back. */
export const posPaymentRefundsSchema = z.object({
  order: posOrderSchema,
  payment_reference: nonEmptyStringSchema,
  /** What the payment took. */
  paid_amount: amountSchema,
  /** What may still be given back. */
  refundable_amount: amountSchema,
  refunds: z.array(posRefundSchema),
});
/** A payment's refunds. */
export type PosPaymentRefunds = z.infer<typeof posPaymentRefundsSchema>;

/** A payment of an order as staff see it, to refund or void it (no card data: no brand, no digits). */
export const posOrderPaymentSchema = z.object({
  /** The payment's reference: the `{reference}` of its refunds and its void. */
  reference: nonEmptyStringSchema,
  /** The payment type's name (cash, card, stripe_connect, paytabs, ...). */
  provider: nonEmptyStringSchema,
  /** What it takes or took, tip excluded. */
  amount: amountSchema,
  tip: amountSchema,
  status: z.enum(['in_progress', 'paid', 'declined', 'abandoned']),
  /** What refunds have given back so far (those that succeeded). */
  refunded_amount: amountSchema,
  /** Each refund asked of it, oldest first, whatever became of it (issue 30). */
  refunds: z.array(posRefundSchema),
  /** What may still be given back: zero unless paid. */
  refundable_amount: amountSchema,
  /** Whether staff may void it now: a payment in progress that is not cash. */
  can_void: z.boolean(),
  created_at: dateTimeSchema,
});
/** A payment of an order as staff see it. */
export type PosOrderPayment = z.infer<typeof posOrderPaymentSchema>;

/** GET /pos/api/orders/{id}/payments: an order's payments, oldest first. */
export const posOrderPaymentsSchema = z.object({
  order_id: idSchema,
  currency: currencySchema,
  payments: z.array(posOrderPaymentSchema),
});
/** An order's payments as staff see them. */
export type PosOrderPayments = z.infer<typeof posOrderPaymentsSchema>;

const CHOICE = 'path: the spec does not show it (A§6, B§6 POS staff; issue 19 refunds and voids)';

/** Staff's refunds and voids of payments. */
export const posRefunds = {
  orderPayments: defineEndpoint({
    name: 'pos.orderPayments',
    method: 'GET',
    path: '/pos/api/orders/{id}/payments',
    params: posIdParamsSchema,
    response: posOrderPaymentsSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; a call of its own rather than a field of the order, which every list and live event carries; response: { order_id, currency, payments } with what each refunded and may still refund, and each of its refunds (amount, reason, made_by, status, when)`,
  }),
  paymentRefunds: defineEndpoint({
    name: 'pos.paymentRefunds',
    method: 'GET',
    path: '/pos/api/payments/{reference}/refunds',
    params: posPaymentParamsSchema,
    response: posPaymentRefundsSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the order, what the payment took, what is refundable, its refunds`,
  }),
  refundPayment: defineEndpoint({
    name: 'pos.refundPayment',
    method: 'POST',
    path: '/pos/api/payments/{reference}/refunds',
    params: posPaymentParamsSchema,
    body: posRefundBodySchema,
    response: posPaymentRefundsSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { amount?, reason?, refund_key }; a paid card payment is refunded at its provider, cash is recorded as given back; response as GET; once money was given back the order's followers hear order_updated by pos (issue 30: the diner's order says refund)`,
  }),
  voidPayment: defineEndpoint({
    name: 'pos.voidPayment',
    method: 'POST',
    path: '/pos/api/payments/{reference}/void',
    params: posPaymentParamsSchema,
    response: posPaymentRefundsSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; a card payment still in progress is cancelled at its provider, then declined; one that was paid meanwhile is left paid (409); once voided the order's followers hear order_updated by pos`,
  }),
} as const;
