import { z } from 'zod';
import {
  equalSplitSlotSchema,
  idSchema,
  orderSchema,
  orderStatusSchema,
  splitBillEntrySchema,
  splitPaymentDetailsSchema,
  urlIdSchema,
} from '../schemas/index';
import {
  idParamsSchema,
  noContentSchema,
  orderDetailsBodySchema,
  paymentPreferenceBodySchema,
} from './common';
import { defineEndpoint } from './endpoint';

/* spec: B§7 Scan-and-pay; "..." in a path is /dine-in/scan-and-pay/v1. */

/** The answer of the bill's order status poll. */
// spec: B§4 Order status (payment-mode flows poll the bill's order status every 5 s)
// our choice: { status }.
export const scanAndPayOrderStatusResponseSchema = z.object({ status: orderStatusSchema });

/** The answer of a saved payment preference. */
// our choice: the spec shows no response.
export const scanAndPayPreferenceResponseSchema = z.object({
  split_payment_details: splitPaymentDetailsSchema,
});

/** The body that claims the manual split screen for a diner. */
// spec: B§7 save-manual-split-paying-user: user_id, table_id
export const manualSplitPayingUserBodySchema = z.object({
  user_id: idSchema,
  table_id: idSchema,
});

/** The body that saves the equal-split queue: one user id per slot, 0 for a free slot. */
// spec: B§7 save-equal-split-paying-user: user_ids, table_id; B§4 a released slot is set to 0
export const equalSplitPayingUsersBodySchema = z.object({
  user_ids: z.array(equalSplitSlotSchema.shape.user_id).max(99),
  table_id: idSchema,
});

/** The query of the equal split payment details: the split number. */
// spec: B§7 equal_split_payment_details?split_id
export const equalSplitDetailsQuerySchema = z.object({
  split_id: urlIdSchema,
});

/** The query of the manual split payment details: the diner. */
// spec: B§7 manual_split_payment_details?user_id
export const manualSplitDetailsQuerySchema = z.object({ user_id: urlIdSchema });

/** The answer of the split payment details: how the bill is split and the asked-for entry. */
// our choice: the spec shows no response; the entry is null when the diner has none yet.
export const splitPaymentDetailsResponseSchema = z.object({
  split_payment_details: splitPaymentDetailsSchema,
  split_bill_entry: splitBillEntrySchema.nullable(),
});

/** The scan-and-pay calls. */
export const scanAndPay = {
  orderStatus: defineEndpoint({
    name: 'scanAndPay.orderStatus',
    method: 'GET',
    path: '/dine-in/scan-and-pay/v1/orders/{id}/status',
    params: idParamsSchema,
    response: scanAndPayOrderStatusResponseSchema,
    source: 'B§7',
    choice: 'response: { status }',
  }),
  savePaymentPreference: defineEndpoint({
    name: 'scanAndPay.savePaymentPreference',
    method: 'POST',
    path: '/dine-in/scan-and-pay/v1/orders/{id}/payments/save-preference',
    params: idParamsSchema,
    body: paymentPreferenceBodySchema,
    response: scanAndPayPreferenceResponseSchema,
    source: 'B§7',
    choice: 'body: as the open-tab save-preference; response: { split_payment_details }',
  }),
  updateOrder: defineEndpoint({
    name: 'scanAndPay.updateOrder',
    method: 'PUT',
    path: '/dine-in/scan-and-pay/v1/orders/{id}',
    params: idParamsSchema,
    body: orderDetailsBodySchema,
    response: z.object({ order: orderSchema }),
    source: 'B§7',
    choice: 'response: { order }',
  }),
  saveManualSplitPayingUser: defineEndpoint({
    name: 'scanAndPay.saveManualSplitPayingUser',
    method: 'POST',
    path: '/dine-in/scan-and-pay/v1/payments/save-manual-split-paying-user',
    body: manualSplitPayingUserBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice: 'response: 204 (members hear manual_split_screen_occupied live)',
  }),
  saveEqualSplitPayingUsers: defineEndpoint({
    name: 'scanAndPay.saveEqualSplitPayingUsers',
    method: 'POST',
    path: '/dine-in/scan-and-pay/v1/payments/save-equal-split-paying-user',
    body: equalSplitPayingUsersBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice: 'response: 204 (members hear equal_split_queue_updated live)',
  }),
  equalSplitPaymentDetails: defineEndpoint({
    name: 'scanAndPay.equalSplitPaymentDetails',
    method: 'GET',
    path: '/dine-in/scan-and-pay/v1/payments/equal_split_payment_details',
    query: equalSplitDetailsQuerySchema,
    response: splitPaymentDetailsResponseSchema,
    source: 'B§7',
    choice: 'response: { split_payment_details, split_bill_entry }',
  }),
  manualSplitPaymentDetails: defineEndpoint({
    name: 'scanAndPay.manualSplitPaymentDetails',
    method: 'GET',
    path: '/dine-in/scan-and-pay/v1/payments/manual_split_payment_details',
    query: manualSplitDetailsQuerySchema,
    response: splitPaymentDetailsResponseSchema,
    source: 'B§7',
    choice: 'response: { split_payment_details, split_bill_entry }',
  }),
} as const;
