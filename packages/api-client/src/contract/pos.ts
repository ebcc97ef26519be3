import { parseAmount } from '@tabula/engine';
import { z } from 'zod';
import { outOfStockItemSchema } from '../schemas/menu';
import { tableStateSchema, waiterCallStateSchema } from '../schemas/dine-in';
import { orderStatusSchema } from '../schemas/order';
import { timeZoneSchema } from '../schemas/outlet';
import {
  amountSchema,
  countSchema,
  currencySchema,
  dateTimeSchema,
  idSchema,
  nonEmptyStringSchema,
  pointsSchema,
  precisionSchema,
  rateSchema,
  textSchema,
  urlIdSchema,
} from '../schemas/primitives';
import { defineEndpoint } from './endpoint';

/*
 * spec: A§6 POS staff (apply discounts, initiate payment) and B§6 POS staff (billing, order
 * updates, payments, discounts). The spec names no staff call: every path, input and answer
 * below is our choice. Staff calls carry `Authorization: Bearer <staff token>` instead of the
 * diner's session cookie and CSRF token. Every body is a strict object: a misspelt field is a
 * 400 naming it rather than silently ignored.
 */

/** The status actions a member of staff can take on an order from the POS. */
export const POS_ACTIONS = ['confirm', 'ready', 'deliver', 'reject', 'cancel'] as const;
/** A status action of the POS. */
export type PosAction = (typeof POS_ACTIONS)[number];

/** `{id}` of an order or an outlet. */
export const posIdParamsSchema = z.object({ id: urlIdSchema });

/** GET /pos/api/orders?outlet_id=&status= */
export const posOrdersQuerySchema = z.strictObject({
  outlet_id: urlIdSchema.optional(),
  status: orderStatusSchema.optional(),
});

/** The most minutes an ETA may be ahead (our choice: a day). */
export const MAX_ETA_MINUTES = 24 * 60;

/** POST /pos/api/orders/{id}/confirm: minutes until the order is ready, optional. */
export const posConfirmBodySchema = z
  .strictObject({ eta_minutes: z.int().min(0).max(MAX_ETA_MINUTES).optional() })
  .optional();

/** The other status actions take no input; an empty object is accepted. */
export const posEmptyBodySchema = z.strictObject({}).optional();

/** POST /pos/api/outlets/{id}/stock */
export const posStockBodySchema = z.strictObject({
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
/** A way staff take a payment at the counter. */
export type CounterPaymentType = (typeof COUNTER_PAYMENT_TYPES)[number];

/** POST /pos/api/orders/{id}/payments: the amount, when sent, must equal the order's total. */
export const posRecordPaymentBodySchema = z.strictObject({
  payment_type: z.enum(COUNTER_PAYMENT_TYPES),
  amount: amountSchema.optional(),
});

/** POST /pos/api/orders/{id}/discount: exactly one of a coupon code, a percentage or an amount. */
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
/** A discount applied from the POS, as staff send it. */
export type PosDiscountBody = z.output<typeof posDiscountBodySchema>;

/** POST /pos/api/orders/{id}/loyalty: points to redeem; "0" removes the redemption. */
export const posLoyaltyBodySchema = z.strictObject({ points: pointsSchema });

/** An outlet as the POS's outlet picker shows it, with its tables and its local time zone. */
export const posOutletSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  company_name: nonEmptyStringSchema,
  currency: currencySchema,
  decimal_precision: precisionSchema,
  location_id: idSchema,
  /** The outlet's local time zone: the POS shows every time in it, whatever the tablet's. */
  time_zone: timeZoneSchema,
  tables: z.array(z.object({ id: idSchema, number: nonEmptyStringSchema })),
});
/** An outlet of the POS. */
export type PosOutlet = z.infer<typeof posOutletSchema>;

/** An item of the outlet's menu in the stock list; a grouped item lists its picks. */
export interface PosStockItem {
  id: number;
  name: string;
  sold_out: boolean;
  items: PosStockItem[];
}
/** An item of the stock list, with the picks of a grouped item, which sell out one by one. */
export const posStockItemSchema: z.ZodType<PosStockItem> = z.object({
  id: idSchema,
  name: nonEmptyStringSchema,
  sold_out: z.boolean(),
  get items() {
    return z.array(posStockItemSchema);
  },
});

/** A category of the stock list; nested categories are listed flat ("Drinks / Hot"). */
export const posStockCategorySchema = z.object({
  id: idSchema,
  name: nonEmptyStringSchema,
  items: z.array(posStockItemSchema),
});
/** A category of the stock list. */
export type PosStockCategory = z.infer<typeof posStockCategorySchema>;

/** A modifier the diner picked on a line, with how many (1 unless a quantity selector). */
export const posOrderModifierSchema = z.object({
  /** The modifier group's title, e.g. "Milk". */
  group: nonEmptyStringSchema,
  name: nonEmptyStringSchema,
  count: z.int().positive(),
});

/** A line of an order as the kitchen reads it. */
export const posOrderLineSchema = z.object({
  /** The line's id on the order (its cart_id): what a staff edit of the tab names. */
  line_id: nonEmptyStringSchema,
  /** The tab member who ordered it; null when the order has no group (B§3 cart item customer). */
  customer_id: idSchema.nullable(),
  name: nonEmptyStringSchema,
  count: z.int().positive(),
  /** Every selected modifier, in the menu's order. */
  modifiers: z.array(posOrderModifierSchema),
  /** The diner's note for the kitchen on this line. */
  note: textSchema.nullable(),
});
/** A line of a POS order. */
export type PosOrderLine = z.infer<typeof posOrderLineSchema>;

/** An order as the POS lists it. */
// spec: A§6, B§6 POS staff; A§4 / B§4 Order status.
export const posOrderSchema = z.object({
  id: idSchema,
  order_number: nonEmptyStringSchema,
  sapaad_order_id: idSchema,
  outlet_id: idSchema,
  status: orderStatusSchema,
  /** unpaid, pending (a provider page is open), paid, declined. */
  payment_status: nonEmptyStringSchema,
  /**
   * Whether the order's money is gone (issue 30): `refunded` when it was paid and every payment
   * that paid it was given back in full, `voided` when nothing paid it and staff voided its own
   * payment; null while its money stands (a partial refund leaves it). Such an order is not
   * confirmed, made ready or delivered (409 order_refunded, order_voided).
   */
  money_end: z.enum(['refunded', 'voided']).nullable(),
  /** The order's version (B§3; an open tab's goes up with every change): a staff edit names it. */
  version: countSchema,
  /** The total as stored: a decimal string at the currency precision. */
  total_amount: amountSchema,
  currency: currencySchema,
  table_id: idSchema.nullable(),
  table_number: nonEmptyStringSchema.nullable(),
  /** "Flat White x2, Laksa x1". */
  items_summary: textSchema,
  items: z.array(posOrderLineSchema),
  /** The diner's note on the whole order. */
  note: textSchema.nullable(),
  /** The signed-in diner who placed it, for loyalty from the POS; null for a visitor. */
  customer_id: idSchema.nullable(),
  created_at: dateTimeSchema,
  eta: dateTimeSchema.nullable(),
  /** The status actions staff may take now. */
  allowed_actions: z.array(z.enum(POS_ACTIONS)),
  /** Whether a payment can be recorded: not paid, no provider page open, not closed. */
  can_record_payment: z.boolean(),
  /** Whether a discount or loyalty can still be applied from the POS (same conditions). */
  can_reprice: z.boolean(),
});
/** An order of the POS. */
export type PosOrder = z.infer<typeof posOrderSchema>;

/** An answer carrying one order as the POS lists it. */
export const posOrderResponseSchema = z.object({ order: posOrderSchema });

/** The payment staff recorded at the counter. */
export const posRecordedPaymentSchema = z.object({
  reference: nonEmptyStringSchema,
  provider: nonEmptyStringSchema,
  amount: amountSchema,
  tip: amountSchema,
  status: nonEmptyStringSchema,
});

/** A member of a table's open tab, as the POS's tables view lists them. */
export const posTableMemberSchema = z.object({
  user_id: idSchema,
  /** The diner's name, or null for a guest who gave none. */
  name: nonEmptyStringSchema.nullable(),
  is_guest: z.boolean(),
  /** Whether this member's payment is complete (B§7 payment_recorded paid_customers). */
  paid: z.boolean(),
});

/** A table as the POS's tables view shows it. */
// spec: B§6 POS staff (billing, order updates, table moves and merges, payments, discounts).
// our choice: the table's state, its open tab and members, and its waiter call.
export const posTableSchema = z.object({
  id: idSchema,
  number: nonEmptyStringSchema,
  /** How its QR code runs it: dine_ot, dine_pf or scan_and_pay. */
  qr_source: nonEmptyStringSchema,
  state: tableStateSchema,
  /** The open tab's covers, or a scan-and-pay table's bill's; null without either. */
  covers: z.int().positive().nullable(),
  /** The open tab's order, or a scan-and-pay table's running bill (issue 18); null without. */
  order_id: idSchema.nullable(),
  first_customer_id: idSchema.nullable(),
  members: z.array(posTableMemberSchema),
  /** Join requests still waiting for a member's answer. */
  pending_join_requests: z.int().min(0),
  /** Until when members' auto-approve lets joiners in; null when off. */
  auto_join_until: dateTimeSchema.nullable(),
  /**
   * Staff applied a discount to the tab from the POS: members who have not paid can add no more
   * items (B§8 'POS discount on dine_ot for an unpaid user'). false without a tab.
   */
  pos_discount_applied: z.boolean(),
  /** The waiter call staff have not answered yet, with its state; null without one. */
  waiter_call: waiterCallStateSchema.extend({ requested_at: dateTimeSchema }).nullable(),
});
/** A table of the POS. */
export type PosTable = z.infer<typeof posTableSchema>;

/** An answer carrying one table as the POS shows it. */
export const posTableResponseSchema = z.object({ table: posTableSchema });

/** POST /pos/api/tables/{id}/move: the free table of the same outlet the tab moves to. */
export const posMoveTableBodySchema = z.strictObject({ to_table_id: idSchema });

/** The most units staff may set on one line of a tab (our choice, a guard against a typo). */
export const MAX_TAB_LINE_COUNT = 99;

/**
 * POST /pos/api/tables/{id}/order: staff change the tab's order (B§6 order updates). Each change
 * names a line by its line_id and sets its count; count 0 removes the line. `version` is the
 * order's version the change was made against: an older one is refused (409) like a diner's v2
 * update, so a member's update and a staff edit made at once never overwrite each other. A line
 * named twice is refused by the server (422).
 */
export const posTableOrderBodySchema = z.strictObject({
  version: countSchema,
  changes: z
    .array(
      z.strictObject({
        line_id: nonEmptyStringSchema,
        count: z.int().min(0).max(MAX_TAB_LINE_COUNT),
      }),
    )
    .min(1)
    .max(100),
});
/** A staff edit of a tab's order, as sent. */
export type PosTableOrderBody = z.output<typeof posTableOrderBodySchema>;

/** The most covers staff may seat at a scan-and-pay bill (our choice, as the split count: B§5). */
export const MAX_BILL_COVERS = 99;
/** The most lines one opening of (or addition to) a bill may carry (our choice). */
export const MAX_BILL_ENTRIES = 50;

/**
 * POST /pos/api/tables/{id}/bill: staff open a scan-and-pay table's bill, or add to the one it
 * has (issue 18; B§1 scan-and-pay: the bill comes from the POS). Each entry is a menu item
 * without modifier choices and how many; an item whose modifier groups require a choice is
 * refused (422 invalid_modifier_selection). `covers` is how many sit at the table now.
 */
export const posTableBillBodySchema = z.strictObject({
  covers: z.int().min(1).max(MAX_BILL_COVERS),
  items: z
    .array(
      z.strictObject({
        item_id: idSchema,
        count: z.int().min(1).max(MAX_TAB_LINE_COUNT),
      }),
    )
    .min(1)
    .max(MAX_BILL_ENTRIES),
});
/** A scan-and-pay bill's opening or addition, as staff send it. */
export type PosTableBillBody = z.output<typeof posTableBillBodySchema>;

/** POST /pos/api/tables/{id}/merge: the table of the same outlet this table's tab goes into. */
export const posMergeTableBodySchema = z.strictObject({ into_table_id: idSchema });

/**
 * POST /pos/api/tables/{id}/payments: the members whose part staff took (all of them when
 * customer_ids is absent), and how.
 */
export const posTablePaymentBodySchema = z.strictObject({
  payment_type: z.enum(COUNTER_PAYMENT_TYPES),
  customer_ids: z.array(idSchema).min(1).optional(),
});

const CHOICE = 'path: the spec does not show it (A§6, B§6 POS staff; the spec names no staff call)';

function actionEndpoint<A extends PosAction, B extends z.ZodType>(action: A, body: B) {
  return defineEndpoint({
    name: `pos.${action}`,
    method: 'POST',
    path: `/pos/api/orders/{id}/${action}`,
    params: posIdParamsSchema,
    body,
    response: posOrderResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: ${action === 'confirm' ? '{ eta_minutes? }' : '{}'}; response: { order }`,
  });
}

/** The staff calls of the POS, under /pos/api. */
export const pos = {
  outlets: defineEndpoint({
    name: 'pos.outlets',
    method: 'GET',
    path: '/pos/api/outlets',
    response: z.object({ outlets: z.array(posOutletSchema) }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { outlets } with each outlet's tables and time zone`,
  }),
  stock: defineEndpoint({
    name: 'pos.stock',
    method: 'GET',
    path: '/pos/api/outlets/{id}/menu',
    params: posIdParamsSchema,
    response: z.object({ categories: z.array(posStockCategorySchema) }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { categories } flattened, each item with sold_out`,
  }),
  setStock: defineEndpoint({
    name: 'pos.setStock',
    method: 'POST',
    path: '/pos/api/outlets/{id}/stock',
    params: posIdParamsSchema,
    body: posStockBodySchema,
    response: z.object({ out_of_stock_items: z.array(outOfStockItemSchema) }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { item_id, sold_out }; response: { out_of_stock_items }`,
  }),
  orders: defineEndpoint({
    name: 'pos.orders',
    method: 'GET',
    path: '/pos/api/orders',
    query: posOrdersQuerySchema,
    response: z.object({ orders: z.array(posOrderSchema) }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; query: outlet_id, status; response: { orders }`,
  }),
  order: defineEndpoint({
    name: 'pos.order',
    method: 'GET',
    path: '/pos/api/orders/{id}',
    params: posIdParamsSchema,
    response: posOrderResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { order }`,
  }),
  tables: defineEndpoint({
    name: 'pos.tables',
    method: 'GET',
    path: '/pos/api/outlets/{id}/tables',
    params: posIdParamsSchema,
    response: z.object({ tables: z.array(posTableSchema) }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { tables } with each table's state, tab, members and waiter call`,
  }),
  acknowledgeWaiterCall: defineEndpoint({
    name: 'pos.acknowledgeWaiterCall',
    method: 'POST',
    path: '/pos/api/tables/{id}/waiter-call/acknowledge',
    params: posIdParamsSchema,
    body: posEmptyBodySchema,
    response: posTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { table }; the table's members hear waiter_acknowledged`,
  }),
  initiateBilling: defineEndpoint({
    name: 'pos.initiateBilling',
    method: 'POST',
    path: '/pos/api/tables/{id}/billing',
    params: posIdParamsSchema,
    body: posEmptyBodySchema,
    response: posTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { table }; the tab is being paid (nobody may join) and its followers hear billing_initiated`,
  }),
  markTableInProgress: defineEndpoint({
    name: 'pos.markTableInProgress',
    method: 'POST',
    path: '/pos/api/tables/{id}/in-progress',
    params: posIdParamsSchema,
    body: posEmptyBodySchema,
    response: posTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { table }; the table hears table_updated in_progress`,
  }),
  moveTable: defineEndpoint({
    name: 'pos.moveTable',
    method: 'POST',
    path: '/pos/api/tables/{id}/move',
    params: posIdParamsSchema,
    body: posMoveTableBodySchema,
    response: posTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { to_table_id }; response: { table } (the new table); the old table hears table_moved`,
  }),
  editTableOrder: defineEndpoint({
    name: 'pos.editTableOrder',
    method: 'POST',
    path: '/pos/api/tables/{id}/order',
    params: posIdParamsSchema,
    body: posTableOrderBodySchema,
    response: posTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { version, changes: [{ line_id, count }] } (count 0 removes); response: { table }; the order's followers hear order_updated by pos`,
  }),
  mergeTable: defineEndpoint({
    name: 'pos.mergeTable',
    method: 'POST',
    path: '/pos/api/tables/{id}/merge',
    params: posIdParamsSchema,
    body: posMergeTableBodySchema,
    response: posTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { into_table_id }; response: { table } (the table merged into); the merged table hears table_updated merged`,
  }),
  openTableBill: defineEndpoint({
    name: 'pos.openTableBill',
    method: 'POST',
    path: '/pos/api/tables/{id}/bill',
    params: posIdParamsSchema,
    body: posTableBillBodySchema,
    response: z.object({ table: posTableSchema, order: posOrderSchema }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { covers, items: [{ item_id, count }] }; response: { table, order } (the bill); opens the scan-and-pay table's bill or adds to it (version up by one, its followers hear order_updated by pos); 409 bill_payment_started once a payment of it started`,
  }),
  recordTablePayment: defineEndpoint({
    name: 'pos.recordTablePayment',
    method: 'POST',
    path: '/pos/api/tables/{id}/payments',
    params: posIdParamsSchema,
    body: posTablePaymentBodySchema,
    response: posTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { payment_type, customer_ids? }; response: { table }; the table hears payment_recorded`,
  }),
  confirm: actionEndpoint('confirm', posConfirmBodySchema),
  ready: actionEndpoint('ready', posEmptyBodySchema),
  deliver: actionEndpoint('deliver', posEmptyBodySchema),
  reject: actionEndpoint('reject', posEmptyBodySchema),
  cancel: actionEndpoint('cancel', posEmptyBodySchema),
  recordPayment: defineEndpoint({
    name: 'pos.recordPayment',
    method: 'POST',
    path: '/pos/api/orders/{id}/payments',
    params: posIdParamsSchema,
    body: posRecordPaymentBodySchema,
    response: z.object({ order: posOrderSchema, payment: posRecordedPaymentSchema }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { payment_type, amount? }; response: { order, payment }`,
  }),
  discount: defineEndpoint({
    name: 'pos.discount',
    method: 'POST',
    path: '/pos/api/orders/{id}/discount',
    params: posIdParamsSchema,
    body: posDiscountBodySchema,
    response: posOrderResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: one of coupon_code, percent, amount; response: { order }`,
  }),
  loyalty: defineEndpoint({
    name: 'pos.loyalty',
    method: 'POST',
    path: '/pos/api/orders/{id}/loyalty',
    params: posIdParamsSchema,
    body: posLoyaltyBodySchema,
    response: posOrderResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; body: { points }; response: { order }`,
  }),
} as const;
