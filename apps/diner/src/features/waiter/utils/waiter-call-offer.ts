import type { Outlet, Session } from '@tabula/api-client';
import { sessionTypeOf } from '@/lib/venue/session-type';

/** The table a waiter can be called to: the session's table and outlet. */
export interface WaiterTable {
  tableId: number;
  outletId: number;
}

/**
 * Where the diner may call a waiter: at a table, in open-tab or scan-and-pay mode, when the
 * outlet enables the call.
 *
 * @returns The table and outlet the call goes to, or null when no call is offered.
 * @example `waiterCallTable(page.session, page.outlet) // { tableId: 1, outletId: 10 }`
 */
// spec: B§2 Header, the call-waiter button is shown in open-tab or scan-and-pay mode when the
// outlet enables it. our choice: only with a table, the one thing a call names (B§7 table_id).
export function waiterCallTable(
  session: Pick<Session, 'qr_source' | 'table_id' | 'sapaad_outlet_id'>,
  outlet: Pick<Outlet, 'call_waiter_enabled'>,
): WaiterTable | null {
  if (
    sessionTypeOf(session) === 'default' ||
    !outlet.call_waiter_enabled ||
    session.table_id === null
  )
    return null;
  return { tableId: session.table_id, outletId: session.sapaad_outlet_id };
}
