import type { PosOrder, PosOrderLine } from '@tabula/api-client';
import { z } from 'zod';
import type { OrderRecord } from '../../orders/order-view';
import type { MoneyEnd } from '../../refunds/order-money-end';
import { allowedActions, CLOSED_STATUSES } from './order-transitions';

export type { PosOrder };

/** Text the kitchen reads: trimmed, without NUL, null when empty or not text. */
const kitchenTextSchema = z
  .string()
  .transform((text) => text.replaceAll('\u0000', '').trim())
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .catch(null);

const optionSchema = z.object({
  name: z.string().trim().min(1),
  selected: z.boolean().optional(),
  count: z.int().min(0).optional(),
});

const groupSchema = z.object({
  name: z.string().trim().min(1).catch('Options'),
  items: z.array(optionSchema.nullable().catch(null)).catch([]),
});

/**
 * The part of order_details the POS reads: each line's name, count, modifier groups and note,
 * and the order's note. A line or a modifier it cannot read is left out, never a 500.
 */
const detailsSchema = z.object({
  note: kitchenTextSchema.optional(),
  cartItems: z
    .array(
      z
        .object({
          cart_id: z.string().min(1),
          customer: z.int().positive().nullable().optional().catch(null),
          name: z.string().min(1),
          count: z.int().positive(),
          groups: z.array(groupSchema.nullable().catch(null)).catch([]).optional(),
          itemNote: kitchenTextSchema.optional(),
        })
        .nullable()
        .catch(null),
    )
    .catch([]),
});

type StoredLine = NonNullable<z.output<typeof detailsSchema>['cartItems'][number]>;

/**
 * The modifiers picked on a stored line, as the pricing reads a cart item's groups: an option
 * counts `count` units when it has a count, else 1 when `selected`, nothing when `selected` is
 * false (apps/server/src/features/orders/pricing/to-cart.ts).
 */
function pickedModifiers(line: StoredLine): PosOrderLine['modifiers'] {
  return (line.groups ?? []).flatMap((group) =>
    group === null
      ? []
      : group.items.flatMap((option) => {
          if (option === null || option.selected === false) return [];
          const count = option.count ?? (option.selected === true ? 1 : 0);
          return count > 0 ? [{ group: group.name, name: option.name, count }] : [];
        }),
  );
}

/**
 * The cart lines of a stored order as the kitchen reads them: name, count, modifiers, note, with
 * each line's id and the member who ordered it (what a staff edit of a tab names).
 */
export function orderLines(details: unknown): PosOrderLine[] {
  const parsed = detailsSchema.safeParse(details);
  if (!parsed.success) return [];
  return parsed.data.cartItems.flatMap((line) =>
    line === null
      ? []
      : [
          {
            line_id: line.cart_id,
            customer_id: line.customer ?? null,
            name: line.name,
            count: line.count,
            modifiers: pickedModifiers(line),
            note: line.itemNote ?? null,
          },
        ],
  );
}

/** The diner's note on the whole order, null when there is none. */
export function orderNote(details: unknown): string | null {
  const parsed = detailsSchema.safeParse(details);
  return parsed.success ? (parsed.data.note ?? null) : null;
}

/** Whether an unpaid order that will be served can take a payment, discount or loyalty. */
export function isOpenForPayment(order: Pick<OrderRecord, 'status' | 'paymentStatus'>): boolean {
  return (
    (order.paymentStatus === 'unpaid' || order.paymentStatus === 'declined') &&
    !CLOSED_STATUSES.some((status) => status === order.status) &&
    order.status !== 'payment_in_progress'
  );
}

/**
 * The POS's view of an order (its table's number and whether its money is gone looked up by the
 * caller: pos-orders-query.ts).
 */
// spec: A§6, B§6 POS staff; A§4 / B§4 Order status.
export function posOrderView(
  order: OrderRecord,
  tableNumber: string | null,
  moneyEnd: MoneyEnd | null,
): PosOrder {
  const items = orderLines(order.details);
  const open = isOpenForPayment(order);
  return {
    id: order.id,
    order_number: order.orderNumber,
    sapaad_order_id: order.sapaadOrderId,
    outlet_id: order.outletId,
    status: order.status as PosOrder['status'],
    payment_status: order.paymentStatus,
    money_end: moneyEnd,
    version: order.version,
    total_amount: order.totalAmount,
    currency: order.currency,
    table_id: order.tableId,
    table_number: tableNumber,
    items_summary: items.map((line) => `${line.name} x${String(line.count)}`).join(', '),
    items,
    note: orderNote(order.details),
    customer_id: order.userId,
    created_at: order.createdAt.toISOString(),
    eta: order.eta === null ? null : order.eta.toISOString(),
    allowed_actions: [...allowedActions(order.status, moneyEnd)],
    can_record_payment: open,
    can_reprice: open,
  };
}
