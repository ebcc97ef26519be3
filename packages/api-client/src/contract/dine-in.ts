import { z } from 'zod';
import {
  amountSchema,
  countSchema,
  idSchema,
  nonEmptyStringSchema,
  orderSchema,
  pendingJoinRequestSchema,
  sessionSchema,
  splitPaymentDetailsSchema,
  tableChoiceAnswerSchema,
  tableJoinRequestSchema,
  tableJoinStatusSchema,
  tableStateSchema,
  urlIdSchema,
  waiterCallStateSchema,
} from '../schemas/index';
import {
  idParamsSchema,
  noContentSchema,
  orderDetailsBodySchema,
  paymentPreferenceBodySchema,
} from './common';
import { defineEndpoint } from './endpoint';

/* spec: B§7 Table and dine-in. */

/** The answer of the table status check. */
// spec: B§4 Table join (the table status check can report auto approval, which turns on auto
// join; approved triggers updating the dine-in order, then joined).
// our choice: status is where the asking diner stands with the table's open tab: null when they
// have no part in it (a free table, or not asked to join yet); unavailable while nobody may join
// (table_state payment_in_progress or moving). The members, the join queue and the waiter call
// are told to members only (empty or null for anyone else).
export const tableStatusResponseSchema = z.object({
  status: tableJoinStatusSchema.nullable(),
  table_state: tableStateSchema,
  /** The table's number as printed on it. */
  table_number: nonEmptyStringSchema,
  auto_join_table_enabled: z.boolean(),
  /** AUTO_JOIN_LIFESPAN: how long a member's auto-approve lasts, in seconds (B§9). */
  auto_join_lifespan: countSchema,
  order_id: idSchema.nullable(),
  first_customer_id: idSchema.nullable(),
  /** The open tab's members (user ids), first customer first. */
  members: z.array(idSchema),
  /** The members who have paid their part of the tab (B§4: paid members see the receipt). */
  paid_members: z.array(idSchema),
  /**
   * The caller's saved payment preference (save-preference): true pays their own share, false
   * everything unpaid; null until they choose, or for anyone not a member.
   */
  pay_for_self: z.boolean().nullable(),
  /**
   * What the caller's payment of the tab takes now, tips excluded: `own` their own share, and
   * `everything` all that is still unpaid (the last payer's is exactly what remains); null for
   * anyone not a member, a member who has paid, or a table without a tab. Worked out on the bill
   * the server stored as the lines were placed, so the app pays what the server will take.
   */
  payment_due: z.object({ own: amountSchema, everything: amountSchema }).nullable(),
  join_queue: z.array(pendingJoinRequestSchema),
  waiter_call: waiterCallStateSchema.nullable(),
});

/** The answer of a join request: requested, or approved when auto-join is on. */
// our choice: the spec shows no response.
export const tableJoinResponseSchema = z.object({ status: tableJoinStatusSchema });

/** The body of a member's answer to a join request. */
// spec: B§7 authorize-join: customer_id, is_approved, auto_join_table_enabled, user_id;
// B§4 (customer, approval flag, auto flag, approver id)
export const authorizeJoinBodySchema = z.object({
  customer_id: idSchema,
  is_approved: z.boolean(),
  auto_join_table_enabled: z.boolean(),
  /** The approving member. */
  user_id: idSchema,
});

/** An answer carrying the table's order. */
// our choice: the spec shows no response for the dine-in order calls.
export const dineInOrderResponseSchema = z.object({ order: orderSchema });

/** The body of a waiter call, and the query of its cancellation. */
// spec: B§7 call_waiter: table_id, sapaad_outlet_id; cancel?table_id&sapaad_outlet_id
export const waiterCallSchema = z.object({
  table_id: idSchema,
  sapaad_outlet_id: idSchema,
});

/** The query of a waiter call's cancellation: the same ids, read from the address. */
export const waiterCallQuerySchema = z.object({
  table_id: urlIdSchema,
  sapaad_outlet_id: urlIdSchema,
});

/** The answer of a saved payment preference: how the bill is now split. */
// our choice: the spec shows no response; a 409 means the split is already done (B§8).
export const paymentPreferenceResponseSchema = z.object({
  split_payment_details: splitPaymentDetailsSchema,
});

/** The body of the answer to a table choice: stay or move, and the scanned table it is about. */
// our choice (issue 30): the scanned table is named, so an answer to a question that a newer scan
// replaced (another browser tab, the same cookie) moves nobody to a table they were not asked about.
export const tableChoiceBodySchema = z.object({
  choice: tableChoiceAnswerSchema,
  /** The scanned table the question named (table_choice.scanned_table.id). */
  table_id: idSchema,
});

/** The table and dine-in calls. */
export const dineIn = {
  tableStatus: defineEndpoint({
    name: 'dineIn.tableStatus',
    method: 'GET',
    path: '/dine-in/v1/tables/{id}/status',
    params: idParamsSchema,
    response: tableStatusResponseSchema,
    source: 'B§7',
    choice:
      'response: { status, table_state, table_number, auto_join_table_enabled, auto_join_lifespan, order_id, first_customer_id, members, paid_members, pay_for_self, payment_due, join_queue, waiter_call }',
  }),
  joinTable: defineEndpoint({
    name: 'dineIn.joinTable',
    method: 'POST',
    path: '/dine-in/open-tab/v1/tables/{id}/join',
    params: idParamsSchema,
    // spec: B§4 Try again re-sends the join request with the cart items; B§5 at most 4 items.
    body: tableJoinRequestSchema,
    response: tableJoinResponseSchema,
    source: 'B§7',
    choice: 'body: the join request (customer_id, items); response: { status }',
  }),
  authorizeJoin: defineEndpoint({
    name: 'dineIn.authorizeJoin',
    method: 'POST',
    path: '/dine-in/open-tab/v1/tables/{id}/authorize-join',
    params: idParamsSchema,
    body: authorizeJoinBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice: 'response: 204 (the joining diner hears authorize_join_table live)',
  }),
  createOrder: defineEndpoint({
    name: 'dineIn.createOrder',
    method: 'POST',
    path: '/dine-in/open-tab/v1/orders',
    body: orderDetailsBodySchema,
    response: dineInOrderResponseSchema,
    idempotent: true,
    source: 'B§7',
    choice: 'response: { order }',
  }),
  updateOrder: defineEndpoint({
    name: 'dineIn.updateOrder',
    method: 'PUT',
    path: '/dine-in/open-tab/v1/orders/{id}',
    params: idParamsSchema,
    body: orderDetailsBodySchema,
    response: dineInOrderResponseSchema,
    source: 'B§7',
    choice: 'response: { order }',
  }),
  createOrderV2: defineEndpoint({
    name: 'dineIn.createOrderV2',
    method: 'POST',
    path: '/dine-in/open-tab/v2/orders',
    body: orderDetailsBodySchema,
    response: dineInOrderResponseSchema,
    idempotent: true,
    source: 'B§7',
    choice:
      'body: the order payload (which carries version, covers, items, total_amount) under order_details, as v1; response: { order }',
  }),
  updateOrderV2: defineEndpoint({
    name: 'dineIn.updateOrderV2',
    method: 'PUT',
    path: '/dine-in/open-tab/v2/orders/{id}',
    params: idParamsSchema,
    body: orderDetailsBodySchema,
    response: dineInOrderResponseSchema,
    source: 'B§7',
    choice:
      'body: the order payload (which carries version, covers, items, total_amount) under order_details, as v1; response: { order }',
  }),
  joinOrderV2: defineEndpoint({
    name: 'dineIn.joinOrderV2',
    method: 'POST',
    path: '/dine-in/open-tab/v2/orders/{id}/join',
    params: idParamsSchema,
    body: orderDetailsBodySchema,
    response: dineInOrderResponseSchema,
    idempotent: true,
    source: 'B§7',
    choice:
      "body: the joining diner's order payload under order_details (B§4: approval triggers updating the dine-in order); response: { order }",
  }),
  callWaiter: defineEndpoint({
    name: 'dineIn.callWaiter',
    method: 'POST',
    path: '/dine-in/open-tab/v1/call_waiter',
    body: waiterCallSchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice: 'response: 204 (the acknowledgement arrives as waiter_acknowledged)',
  }),
  cancelWaiterCall: defineEndpoint({
    name: 'dineIn.cancelWaiterCall',
    method: 'DELETE',
    path: '/dine-in/open-tab/v1/call_waiter/cancel',
    query: waiterCallQuerySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice: 'response: 204',
  }),
  chooseTable: defineEndpoint({
    name: 'dineIn.chooseTable',
    method: 'POST',
    path: '/dine-in/v1/table-choice',
    body: tableChoiceBodySchema,
    response: z.object({ session: sessionSchema }),
    source: 'B§7',
    choice:
      "path: the spec does not show a call for the table choice (issue 30), /dine-in/v1/table-choice: a diner on an unpaid open tab who scanned another table's code (the home page's table_choice) stays at the tab's table (stay) or moves to the scanned one (move); the first answer wins, any other is 409 table_choice_gone; response: { session } where the diner now is",
  }),
  savePaymentPreference: defineEndpoint({
    name: 'dineIn.savePaymentPreference',
    method: 'POST',
    path: '/dine-in/open-tab/v1/orders/{id}/payments/save-preference',
    params: idParamsSchema,
    body: paymentPreferenceBodySchema,
    response: paymentPreferenceResponseSchema,
    source: 'B§7',
    choice:
      "response: { split_payment_details } (split_type none); an open tab takes pay_for_self only, a split variant is 422 split_unavailable; 409 member_already_paid once the member's part is paid",
  }),
} as const;
