import { z } from 'zod';
import { orderDetailsSchema, orderStatusSchema } from './order';
import {
  amountSchema,
  countSchema,
  dateTimeSchema,
  idSchema,
  nonEmptyStringSchema,
} from './primitives';
import { equalSplitQueueSchema, paymentPreferenceSchema, splitPaymentDetailsSchema } from './split';

/** A table as a question to the diner names it: its id and the number printed on it. */
export const namedTableSchema = z.object({ id: idSchema, number: nonEmptyStringSchema });
/** A named table. */
export type NamedTable = z.infer<typeof namedTableSchema>;

/**
 * The question a diner on an unpaid open tab is asked when they scan another table's code
 * (issue 30): stay at the tab's table, or move to the table they scanned. Until they answer,
 * the session stays at the tab's table.
 */
// our choice (the spec does not say what a scan of another table does to a member of a tab):
// the scan does not move them; the home page carries the question and the answer is its own call.
export const tableChoiceSchema = z.object({
  /** The table of the diner's unpaid open tab, where the session is while the question waits. */
  tab_table: namedTableSchema,
  /** The table whose code they scanned. */
  scanned_table: namedTableSchema,
});
/** A table choice waiting for the diner's answer. */
export type TableChoice = z.infer<typeof tableChoiceSchema>;

/** The diner's answer: stay at the tab's table, or move to the scanned one. */
export const tableChoiceAnswerSchema = z.enum(['stay', 'move']);
/** A table choice answer. */
export type TableChoiceAnswer = z.infer<typeof tableChoiceAnswerSchema>;

/** The call-waiter button's state. */
// spec: B§4 Waiter call (idle, requested, waiting, ack, timeout, failed)
export const waiterStatusSchema = z.enum([
  'idle',
  'requested',
  'waiting',
  'ack',
  'timeout',
  'failed',
]);
/** A waiter status. */
export type WaiterStatus = z.infer<typeof waiterStatusSchema>;

/** Where a diner stands in joining an occupied table. */
// spec: B§4 Table join (unavailable, requested, approved, rejected, joined)
export const tableJoinStatusSchema = z.enum([
  'unavailable',
  'requested',
  'approved',
  'rejected',
  'joined',
]);
/** A table join status. */
export type TableJoinStatus = z.infer<typeof tableJoinStatusSchema>;

/** What a table is doing, as the POS and the app see it. */
// our choice (the spec names the POS's table actions, not a table state): free (no open tab),
// open_tab, payment_in_progress (a payment of the tab is being processed or the POS is billing
// it: nobody may join), moving (the POS marked it in progress while it moves or merges it).
export const tableStateSchema = z.enum(['free', 'open_tab', 'payment_in_progress', 'moving']);
/** A table state. */
export type TableState = z.infer<typeof tableStateSchema>;

/** The table's waiter call as the server keeps it: where it stands now and when that changes. */
// spec: B§4 Waiter call (requested, after 30 s waiting, after 30 s timeout, after 10 s idle; ack
// has no timer). our choice: the server keeps the call's deadlines, so a reload or a second
// member's phone shows the same state; idle is no call (null).
export const waiterCallStateSchema = z.object({
  status: z.enum(['requested', 'waiting', 'ack', 'timeout']),
  /** When the status next changes by itself; null for ack. */
  changes_at: dateTimeSchema.nullable(),
});
/** A waiter call's state. */
export type WaiterCallState = z.infer<typeof waiterCallStateSchema>;

/** Whether a group member pays for everything or for their own items. */
// spec: B§3 Dine-in state (paymentMode all or self)
export const paymentModeSchema = z.enum(['all', 'self']);
/** A payment mode. */
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/** An item a joining diner brings: what it is and how many. */
// our choice: id, name and count (the spec says "items with count").
export const tableJoinRequestItemSchema = z.object({
  id: idSchema,
  name: nonEmptyStringSchema,
  count: countSchema,
});
/** A table join request item. */
export type TableJoinRequestItem = z.infer<typeof tableJoinRequestItemSchema>;

/** A request to join the table, as the members' queue holds it. */
// spec: B§3 Dine-in state (tableJoinQueue: customer_id and items with count); B§5 at most 4 items
export const tableJoinRequestSchema = z.object({
  customer_id: idSchema,
  items: z
    .array(tableJoinRequestItemSchema)
    .max(4, { error: 'a join request carries at most 4 items' }),
});
/** A table join request. */
export type TableJoinRequest = z.infer<typeof tableJoinRequestSchema>;

/** A join request waiting for a member's answer, and when the queue drops it. */
// spec: B§4 Table join (the join queue is cleared after 10 s without action).
export const pendingJoinRequestSchema = tableJoinRequestSchema.extend({
  /** The requester's name, for the member's popup; null when they gave none. */
  name: nonEmptyStringSchema.nullable(),
  expires_at: dateTimeSchema,
});
/** A pending join request. */
export type PendingJoinRequest = z.infer<typeof pendingJoinRequestSchema>;

/** The dine-in state of the table as the app holds it. */
// spec: B§3 Dine-in state
// our choice: the field names waiterStatus, tableStatus and orderStatus (the spec names the
// values only), and the order timestamps as the order payload names them.
export const dineInStateSchema = z.object({
  waiterStatus: waiterStatusSchema,
  tableStatus: tableJoinStatusSchema,
  orderStatus: orderStatusSchema.nullable(),
  order_updated_from_pos_at: dateTimeSchema.nullable(),
  group_order_updated_at: dateTimeSchema.nullable(),
  paymentInitiated: z.boolean(),
  paymentCompleted: z.boolean(),
  paymentInitiatedFromPos: z.boolean(),
  /** The customers who have paid. */
  paidCustomers: z.array(idSchema),
  tableJoinQueue: z.array(tableJoinRequestSchema),
  paymentMode: paymentModeSchema,
  /** The users on the open tab; our choice: their ids. */
  openTabUsers: z.array(idSchema),
  order: z.object({ isGroupOrder: z.boolean() }),
});
/** A dine-in state. */
export type DineInState = z.infer<typeof dineInStateSchema>;

/** The table bill's state: tips, how it is paid, the split queue and who has paid. */
// spec: B§3 Order-bill state
export const orderBillStateSchema = z.object({
  tipsAmount: amountSchema,
  paymentPreference: paymentPreferenceSchema.nullable(),
  paymentSplitDetails: splitPaymentDetailsSchema.nullable(),
  equalSplitUserQueue: equalSplitQueueSchema,
  paidUsers: z.array(idSchema),
  /** The user holding the manual split screen, if any. */
  manualSplitPayingUser: idSchema.nullable(),
  orderDetails: orderDetailsSchema.nullable(),
});
/** An order-bill state. */
export type OrderBillState = z.infer<typeof orderBillStateSchema>;
