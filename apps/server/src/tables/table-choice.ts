import type { TableChoice } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { diningTables, qrCodes } from '../db/schema';
import type { SessionRecord } from '../session/session-store';
import { findTable } from './table-tab';

/**
 * The question a scan of another table left waiting on the session (issue 30; the home page's
 * table_choice): the diner's open tab is at the session's table, and they scanned the code of
 * `scanned_table`. Null when nothing waits, so a session without a question costs no query.
 */
export async function tableChoiceFor(
  db: Queryable,
  session: Pick<SessionRecord, 'tableId' | 'tableChoiceToken'>,
): Promise<TableChoice | null> {
  if (session.tableChoiceToken === null || session.tableId === null) return null;
  const [scanned] = await db
    .select({ id: diningTables.id, number: diningTables.number })
    .from(qrCodes)
    .innerJoin(diningTables, eq(diningTables.id, qrCodes.tableId))
    .where(eq(qrCodes.token, session.tableChoiceToken));
  const tab = await findTable(db, session.tableId);
  if (!scanned || !tab) return null;
  return { tab_table: { id: tab.id, number: tab.number }, scanned_table: scanned };
}
