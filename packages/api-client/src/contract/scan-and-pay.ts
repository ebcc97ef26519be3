import { z } from 'zod';
import {
  billSplitSchema,
  equalSplitSlotSchema,
  idSchema,
  orderSchema,
  orderStatusSchema,
  splitBillEntrySchema,
  splitPaymentDetailsSchema,
  splitSelectionItemSchema,
  urlIdSchema,
} from '../schemas/index';
import { idParamsSchema, noContentSchema, paymentPreferenceBodySchema } from './common';
import { defineEndpoint } from './endpoint';

/* spec: B§7 Scan-and-pay; "..." in a path is /dine-in/scan-and-pay/v1. */

/** The answer of the bill's order status poll. */
// spec: B§4 Order status (payment-mode flows poll the bill's order status every 5 s)
// our choice: { status }.
export const scanAndPayOrderStatusResponseSchema = z.object({ status: orderStatusSchema });

/** The answer of a saved payment preference. */
// our choice: the spec shows no response; the bill's split state as it now is.
export const scanAndPayPreferenceResponseSchema = z.object({
  split_payment_details: splitPaymentDetailsSchema,
  bill_split: billSplitSchema,
});

/** The body of the diner's item-wise selection. */
// spec: B§7 PUT /dine-in/scan-and-pay/v1/orders/{id}: order_details (with splitBillData)
// our choice: the diner sends only what they picked; every amount of their split entry is the
// server's (the engine's item-wise ledger), so nothing the client computes is trusted.
export const splitSelectionBodySchema = z.object({
  split_items: z
    .array(splitSelectionItemSchema)
    .min(1, { error: 'pick at least one item' })
    .max(200),
});

/** The answer of a saved item-wise selection: the order and the diner's split entry. */
export const splitSelectionResponseSchema = z.object({
  order: orderSchema,
  split_bill_entry: splitBillEntrySchema,
  bill_split: billSplitSchema,
});

/** The query that gives up the manual split screen. */
export const manualSplitReleaseQuerySchema = z.object({ table_id: urlIdSchema });

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
    choice:
      'body: as the open-tab save-preference; response: { split_payment_details, bill_split }',
  }),
  updateOrder: defineEndpoint({
    name: 'scanAndPay.updateOrder',
    method: 'PUT',
    path: '/dine-in/scan-and-pay/v1/orders/{id}',
    params: idParamsSchema,
    body: splitSelectionBodySchema,
    response: splitSelectionResponseSchema,
    source: 'B§7',
    choice:
      'body: { split_items } (what the diner picked; the server prices the entry); response: { order, split_bill_entry, bill_split }',
  }),
  billSplit: defineEndpoint({
    name: 'scanAndPay.billSplit',
    method: 'GET',
    path: '/dine-in/scan-and-pay/v1/orders/{id}/split',
    params: idParamsSchema,
    response: billSplitSchema,
    source: 'B§7',
    choice:
      'path: the spec does not show it (issue 18: the bill split state, B§3 Order-bill state, the split screens read)',
  }),
  releaseManualSplitPayingUser: defineEndpoint({
    name: 'scanAndPay.releaseManualSplitPayingUser',
    method: 'DELETE',
    path: '/dine-in/scan-and-pay/v1/payments/manual-split-paying-user',
    query: manualSplitReleaseQuerySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice:
      'path: the spec does not show it (issue 18: the holder leaving the item-wise screen gives it up, B§4 Split bill)',
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
