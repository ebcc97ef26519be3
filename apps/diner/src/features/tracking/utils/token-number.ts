import type { Order, Session } from '@tabula/api-client';

/**
 * The token the diner listens for at the counter (B§2 Track-order screen: token number only when
 * there is no table); null at a table, where the food is brought over.
 *
 * @example `tokenNumber(order, counterSession) // '042'`
 */
export function tokenNumber(
  order: Pick<Order, 'order_number'>,
  session: Pick<Session, 'table_id'>,
): string | null {
  if (session.table_id !== null) return null;
  // our choice: the order carries no token number of its own (neither the contract's order nor
  // the server's tracking page has one), and the server's order number already restarts daily
  // per outlet ('001', '002'...), which is what a counter calls out: it stands as the token.
  return order.order_number;
}
