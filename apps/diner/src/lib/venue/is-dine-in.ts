import type { Session } from '@tabula/api-client';

/** Whether the diner orders at a table (dine-in); counter and take-out orders are not. */
// our choice: a table_id makes the order dine-in (A§4 loyalty availability reads the table the
// same way); the order note is offered only otherwise (A§2: order notes, non-dine-in).
export function isDineIn(session: Pick<Session, 'table_id'>): boolean {
  return session.table_id !== null;
}
