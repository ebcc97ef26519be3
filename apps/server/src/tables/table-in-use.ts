import type { Queryable } from '../db/client';
import { tableBill } from './table-bill';
import { loadTab, openTab } from './table-tab';

/**
 * Why a diner is using a table, so it must not be retired or change how its code works: an open
 * tab, or a bill not yet paid; null when it is free. Call it under the table's lock (lockTable),
 * so no tab opens between the check and the change.
 */
export async function tableInUse(
  tx: Queryable,
  table: { id: number; outletId: number },
): Promise<'open_tab' | 'unpaid_bill' | null> {
  if (openTab(await loadTab(tx, table.id)) !== null) return 'open_tab';
  if ((await tableBill(tx, table.outletId, table.id)) !== null) return 'unpaid_bill';
  return null;
}
