import { z } from 'zod';
import {
  equalSplitQueueSchema,
  idSchema,
  nonEmptyStringSchema,
  orderStatusSchema,
  splitTypeSchema,
  pendingJoinRequestSchema,
  waiterCallStateSchema,
} from '../../schemas/index';
import { tableIdParamSchema } from '../channel-params';
import { defineChannel, defineEvent } from '../define-channel';

// spec: B§4 Waiter call: a waiter_acknowledged event sets ack.
/** A waiter acknowledged the table's call (our choice: the table id, as the call sent it). */
export const waiterAcknowledgedPayloadSchema = z.object({ table_id: idSchema });

// our choice (the spec has no event for it): a diner called a waiter or cancelled the call, so
// staff see it at once and the table's members can show it.
/** The table's waiter call changed: its state now (the status check's), null once it ended. */
export const waiterCallUpdatedPayloadSchema = z.object({
  table_id: idSchema,
  waiter_call: waiterCallStateSchema.nullable(),
});

// spec: B§7 table_updated (type merged or in_progress; table_id); B§8 table updated / movement.
/** The POS merged the table, or is moving it. */
export const tableUpdatedPayloadSchema = z.object({
  type: z.enum(['merged', 'in_progress']),
  table_id: idSchema,
});

// spec: B§7 order_placed (table_id, user_id).
/** A member of the table placed (or added to) the table's order. */
export const orderPlacedPayloadSchema = z.object({ table_id: idSchema, user_id: idSchema });

// spec: B§7 authorize_join_table (customer_id, is_approved, order_id); B§4 Table join.
/** A member approved or rejected a customer's request to join the table's order. */
export const authorizeJoinTablePayloadSchema = z.object({
  customer_id: idSchema,
  is_approved: z.boolean(),
  order_id: idSchema,
});

// spec: B§7 payment_recorded (payment_source, has_payment_completed, paid_customers); B§4 Payment.
/**
 * A payment was recorded on the table's order; source `web_pos` clears the guest flag (B§4).
 * paid_customers lists customer ids (our choice: the spec does not give the element type).
 */
export const paymentRecordedPayloadSchema = z.object({
  payment_source: nonEmptyStringSchema,
  has_payment_completed: z.boolean(),
  paid_customers: z.array(idSchema),
});

// spec: B§7 join_request (request with items); B§5 at most 4 items.
/** A customer asks to join the table's order; members see it in their join queue. */
export const joinRequestPayloadSchema = z.object({ request: pendingJoinRequestSchema });

// spec: B§7 track_order_status (status); B§4 confirmed sets confirmed, cancelled sets rejected.
/** The status of the table's order changed. */
export const trackOrderStatusPayloadSchema = z.object({ status: orderStatusSchema });

// spec: B§7 table_moved (table_id).
/** The POS moved the table's order to another table: table_id is the new table. */
export const tableMovedPayloadSchema = z.object({ table_id: idSchema });

// spec: B§4 Split bill: a queue of user ids per slot, a released slot is 0, a slot is paid or not.
/**
 * Someone claimed, released or paid an equal-split slot (our choice: the table and the whole
 * queue, named as the order-bill state names it, B§3 equalSplitUserQueue).
 */
export const equalSplitQueueUpdatedPayloadSchema = z.object({
  table_id: idSchema,
  equalSplitUserQueue: equalSplitQueueSchema,
});

// spec: B§4 Split bill: one user at a time holds the manual split screen.
/**
 * A user now holds the manual split screen; anyone else on it is sent to / with a modal (our
 * choice: echoing the save-manual-split-paying-user call: user_id and table_id).
 */
export const manualSplitScreenOccupiedPayloadSchema = z.object({
  user_id: idSchema,
  table_id: idSchema,
});

// spec: B§4 Split bill; B§3 Split payment details (split_type none, equal, manual).
/**
 * The table's bill was split; members refetch the split payment details (our choice: the order
 * id, the split type, and who split it, so only a split made at the POS shows B§2's
 * split-bill-started-from-POS screen).
 */
export const splitBillGeneratedPayloadSchema = z.object({
  order_id: idSchema,
  split_type: splitTypeSchema,
  /** Who split the bill: a diner at the table or staff at the POS. */
  split_by: z.enum(['diner', 'pos']),
});

// spec: B§7 dine_in_events_{tableId}.
/** `dine_in_events_{tableId}`: everything that happens at one table. */
export const dineInEventsChannel = defineChannel({
  key: 'dine_in_events',
  paramName: 'tableId',
  paramKind: 'id',
  param: tableIdParamSchema,
  description: 'Everything that happens at one table: waiter, join requests, payments, splits.',
  source: 'B§7',
  events: {
    waiter_acknowledged: defineEvent({
      schema: waiterAcknowledgedPayloadSchema,
      source: 'B§4 Waiter call',
      choice: 'payload { table_id }, the table whose call was acknowledged',
    }),
    waiter_call_updated: defineEvent({
      schema: waiterCallUpdatedPayloadSchema,
      source: 'B§4 Waiter call',
      choice:
        "not in the spec: payload { table_id, waiter_call } when a diner calls a waiter or cancels; waiter_call is the status check's, null once the call ended",
    }),
    table_updated: defineEvent({ schema: tableUpdatedPayloadSchema, source: 'B§7' }),
    order_placed: defineEvent({ schema: orderPlacedPayloadSchema, source: 'B§7' }),
    authorize_join_table: defineEvent({ schema: authorizeJoinTablePayloadSchema, source: 'B§7' }),
    payment_recorded: defineEvent({
      schema: paymentRecordedPayloadSchema,
      source: 'B§7',
      choice:
        'paid_customers is a list of customer ids; payment_source a free string (web_pos seen)',
    }),
    join_request: defineEvent({
      schema: joinRequestPayloadSchema,
      source: 'B§7',
      choice:
        'request is { customer_id, items: [{ id, name, count }], name, expires_at }, at most 4 items (B§5)',
    }),
    track_order_status: defineEvent({ schema: trackOrderStatusPayloadSchema, source: 'B§7' }),
    table_moved: defineEvent({ schema: tableMovedPayloadSchema, source: 'B§7' }),
    equal_split_queue_updated: defineEvent({
      schema: equalSplitQueueUpdatedPayloadSchema,
      source: 'B§4 Split bill',
      choice:
        'payload { table_id, equalSplitUserQueue }: the whole queue, a { user_id, paid } slot per split, user_id 0 when free',
    }),
    manual_split_screen_occupied: defineEvent({
      schema: manualSplitScreenOccupiedPayloadSchema,
      source: 'B§4 Split bill',
      choice: 'payload { user_id, table_id }: the user now holding the manual split screen',
    }),
    split_bill_generated: defineEvent({
      schema: splitBillGeneratedPayloadSchema,
      source: 'B§4 Split bill',
      choice:
        'payload { order_id, split_type, split_by }; members refetch the split payment details; split_by pos shows the split-started-from-POS screen',
    }),
  },
});
