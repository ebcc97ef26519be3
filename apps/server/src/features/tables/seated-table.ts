import type { AppContext } from '../../app-context';
import { notFound, unauthorized } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { findTable } from '../../tables/table-tab';

/**
 * The table a call names, when the diner's session is seated at it (scanned its QR code, or was
 * moved to it with their tab); any other table is a 404, never telling whether it exists.
 */
export async function seatedTable(
  app: AppContext,
  session: SessionRecord,
  tableId: number,
): Promise<{ id: number; number: string; outletId: number }> {
  const table = session.tableId === tableId ? await findTable(app.db, tableId) : null;
  if (table?.outletId !== session.outletId) {
    throw notFound('This table is not the one you scanned', 'table_not_found');
  }
  return table;
}

/** The signed-in diner (a guest counts) the call needs. spec: B§4 (Yes goes to login). */
export function signedInUser(session: SessionRecord): number {
  if (session.userId === null) {
    throw unauthorized(
      'Please sign in or continue as a guest to join this table',
      'sign_in_required',
    );
  }
  return session.userId;
}
