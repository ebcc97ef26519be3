import { z } from 'zod';
import { idSchema, nonEmptyStringSchema, paymentStatusSchema } from '../schemas/index';
import {
  idParamsSchema,
  noContentSchema,
  orderDetailsBodySchema,
  referenceIdSchema,
} from './common';
import { defineEndpoint } from './endpoint';

/*
 * spec: B§4 Payment selection and place order. A walk-in order is placed through the payment
 * calls (payments.payAtCashier for cash, the provider calls otherwise); a table order through
 * the dineIn order calls. This group holds the checks before placement and the payment
 * bookkeeping calls.
 */

/** The answer of the cart validation. */
// spec: A§7 and B§7 (cart validation returns data.validated)
export const orderValidationResponseSchema = z.object({
  data: z.object({ validated: z.boolean() }),
});

/** The body of the promotion check. */
// spec: A§7 and B§7 POST promotions/validate: code, company_id, customer_id, promotion_id, promo_code_id
export const promotionValidationBodySchema = z.object({
  code: nonEmptyStringSchema,
  company_id: idSchema,
  customer_id: idSchema,
  promotion_id: idSchema,
  promo_code_id: idSchema,
});

/** The answer of the promotion check. */
// spec: A§7 and B§7 (the response has is_valid)
export const promotionValidationResponseSchema = z.object({ is_valid: z.boolean() });

/** The body that marks a diner's payment of a table order completed. */
// our choice: the spec shows neither path nor shape (B§7).
export const userPaymentCompletedBodySchema = z.object({ user_id: idSchema });

/** The answer: the customers of the table who have paid. */
// our choice: the dine-in state's paidCustomers (B§3), written snake_case.
export const userPaymentCompletedResponseSchema = z.object({
  paid_customers: z.array(idSchema),
});

/** The body of the payment status update: which payment, and its new status. */
// our choice: the spec shows neither path nor shape (B§7); the same fields as the Mastercard
// tmp_orders update (reference_id, status).
export const paymentStatusUpdateBodySchema = z.object({
  reference_id: referenceIdSchema,
  status: paymentStatusSchema,
});

/** The order checks and the payment bookkeeping calls. */
export const orders = {
  validate: defineEndpoint({
    name: 'orders.validate',
    method: 'POST',
    path: '/orders/validate',
    body: orderDetailsBodySchema,
    response: orderValidationResponseSchema,
    source: 'A§7 B§7',
  }),
  validatePromotion: defineEndpoint({
    name: 'orders.validatePromotion',
    method: 'POST',
    path: '/promotions/validate',
    body: promotionValidationBodySchema,
    response: promotionValidationResponseSchema,
    source: 'A§7 B§7',
  }),
  forgetPromoCode: defineEndpoint({
    name: 'orders.forgetPromoCode',
    method: 'DELETE',
    path: '/promotions/{id}/code',
    params: idParamsSchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'A§7',
    choice:
      "path: the spec does not show this call (A§7 has none to take a checked code back); A§5 removes a rejected discount, so the diner's Remove, or a code whose promotion takes nothing off, locks promotion {id} again for this session; forgetting a code not checked is a no-op; response: 204",
  }),
  setUserPaymentCompleted: defineEndpoint({
    name: 'orders.setUserPaymentCompleted',
    method: 'POST',
    path: '/dine-in/open-tab/v1/orders/{id}/payments/set-user-payment-completed',
    params: idParamsSchema,
    body: userPaymentCompletedBodySchema,
    response: userPaymentCompletedResponseSchema,
    source: 'B§7',
    choice:
      'path: the spec does not show it (B§7), beside save-preference under the open-tab order; body: { user_id }; response: { paid_customers }',
  }),
  updatePaymentStatus: defineEndpoint({
    name: 'orders.updatePaymentStatus',
    method: 'PUT',
    path: '/payments/update_payment_status',
    body: paymentStatusUpdateBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice:
      'path: the spec does not show it (B§7), /payments/update_payment_status; body: { reference_id, status }; response: 204',
  }),
} as const;
