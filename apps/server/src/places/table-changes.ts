import type { PosNewTableBody, PosTableChanges } from '@tabula/api-client';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { diningTables, qrCodes } from '../db/schema';
import { conflict, notFound } from '../http/http-error';
import { tableInUse } from '../tables/table-in-use';
import { findTable, lockTable } from '../tables/table-tab';
import { addOrReopenTable, retireCodes, settleCode } from '../venue-file/venue-codes';
import { lockOutletPlaces } from './place-lock';

/*
 * A table added, changed or retired from the back office, by the rules of the venue file's
 * import (venue-file/apply-venue.ts): a table keeps its row for the orders that name it, a
 * retired one's codes open the invalid-table page, and a table a diner is using is never retired
 * nor has how its code works changed under them.
 */

const label = (number: string) => `Table ${number}`;

const IN_USE = {
  open_tab: 'The table has an open tab; close the tab first',
  unpaid_bill: 'The table’s bill is not paid; settle it first',
} as const;

async function refuseNumberTaken(
  tx: Queryable,
  outletId: number,
  number: string,
  exceptId: number | null,
): Promise<void> {
  const [other] = await tx
    .select({ id: diningTables.id, retiredAt: diningTables.retiredAt })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.outletId, outletId),
        eq(diningTables.number, number),
        ...(exceptId === null ? [] : [ne(diningTables.id, exceptId)]),
      ),
    );
  // Adding a retired table's number brings that table back (addTable); renaming onto it may not.
  if (other && (other.retiredAt === null || exceptId !== null)) {
    throw conflict(
      other.retiredAt === null
        ? `Table ${number} already exists`
        : `A retired table is numbered ${number}; add table ${number} to bring it back`,
      'table_number_taken',
    );
  }
}

/**
 * Adds a table with a new code, or brings back the retired table with that number (with its
 * last code, so its printed card works again).
 *
 * @returns the table's id
 * @throws HttpError 404 for no such outlet, 409 table_number_taken when an open table has it
 */
export async function addTable(
  tx: Queryable,
  outletId: number,
  body: PosNewTableBody,
  now: Date,
): Promise<number> {
  await lockOutletPlaces(tx, outletId);
  await refuseNumberTaken(tx, outletId, body.number, null);
  const tableId = await addOrReopenTable(tx, outletId, body.number);
  await settleCode(
    tx,
    { outletId, tableId, label: label(body.number) },
    {
      qrSource: body.qr_source,
      qrType: 'dine-in',
      dineMode: body.dine_mode === undefined ? 'eat_in' : body.dine_mode,
    },
    undefined,
    now,
  );
  return tableId;
}

/**
 * Renames a table or changes how its code works; the printed code stays.
 *
 * @returns the table as it was
 *
 * @throws HttpError 404 for no such open table, 409 table_number_taken for another table's
 *   number, 409 table_in_use for a new qr_source while a diner uses the table
 */
export async function changeTable(
  tx: Queryable,
  tableId: number,
  changes: PosTableChanges,
): Promise<{ outletId: number; number: string }> {
  const found = await findTable(tx, tableId);
  if (!found) throw notFound('No such table', 'table_not_found');
  await lockOutletPlaces(tx, found.outletId);
  const table = await lockTable(tx, tableId);
  const [code] = await tx
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.tableId, tableId), isNull(qrCodes.retiredAt)));
  // A retired table has no open code.
  if (!table || !code) throw notFound('No such table', 'table_not_found');

  const number = changes.number ?? table.number;
  if (number !== table.number) {
    await refuseNumberTaken(tx, table.outletId, number, table.id);
    await tx.update(diningTables).set({ number }).where(eq(diningTables.id, table.id));
  }
  const qrSource = changes.qr_source ?? code.qrSource;
  if (qrSource !== code.qrSource) {
    const use = await tableInUse(tx, table);
    if (use !== null) throw conflict(IN_USE[use], 'table_in_use');
  }
  const dineMode = changes.dine_mode === undefined ? code.dineMode : changes.dine_mode;
  await tx
    .update(qrCodes)
    .set({ label: label(number), qrSource, dineMode })
    .where(eq(qrCodes.token, code.token));
  return { outletId: table.outletId, number: table.number };
}

/**
 * Retires a table: it leaves the POS and the venue, its codes open the invalid-table page.
 *
 * @returns the retired table
 *
 * @throws HttpError 404 for no such open table, 409 table_in_use for an open tab or unpaid bill
 */
export async function retireTable(
  tx: Queryable,
  tableId: number,
  now: Date,
): Promise<{ outletId: number; number: string }> {
  const found = await findTable(tx, tableId);
  if (!found) throw notFound('No such table', 'table_not_found');
  await lockOutletPlaces(tx, found.outletId);
  const table = await lockTable(tx, tableId);
  const [open] = await tx
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.id, tableId), isNull(diningTables.retiredAt)));
  if (!table || !open) throw notFound('No such table', 'table_not_found');
  const use = await tableInUse(tx, table);
  if (use !== null) throw conflict(IN_USE[use], 'table_in_use');
  await tx.update(diningTables).set({ retiredAt: now }).where(eq(diningTables.id, tableId));
  await retireCodes(tx, { outletId: table.outletId, tableId, label: label(table.number) }, now);
  return { outletId: table.outletId, number: table.number };
}
