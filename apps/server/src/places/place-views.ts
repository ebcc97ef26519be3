import {
  dineModeSchema,
  tableQrSourceSchema,
  type PosCounter,
  type PosPlaces,
  type PosVenueTable,
} from '@tabula/api-client';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { diningTables, outlets, qrCodes } from '../db/schema';
import { notFound } from '../http/http-error';
import { codeUrl, openCounters, openTables } from '../venue-file/venue-codes';

/*
 * The back office's view of an outlet's places (contract/pos-venue-tables.ts): each open table
 * and counter with its open code's token and the address printed on it.
 */

type CodeRow = typeof qrCodes.$inferSelect;

function codeOf(publicUrl: string, code: CodeRow) {
  return { token: code.token, url: codeUrl(publicUrl, code.token) };
}

function tableView(
  publicUrl: string,
  table: { id: number; number: string },
  code: CodeRow,
): PosVenueTable {
  return {
    id: table.id,
    number: table.number,
    qr_source: tableQrSourceSchema.parse(code.qrSource),
    dine_mode: dineModeSchema.nullable().parse(code.dineMode),
    code: codeOf(publicUrl, code),
  };
}

/** An open counter as the back office shows it. */
export function counterView(publicUrl: string, code: CodeRow): PosCounter {
  return {
    label: code.label,
    dine_mode: dineModeSchema.nullable().parse(code.dineMode),
    code: codeOf(publicUrl, code),
  };
}

/**
 * The outlet's open tables (in the order they were added) and counters (by label).
 *
 * @throws HttpError 404 when there is no such outlet
 */
export async function placesOf(
  db: Queryable,
  outletId: number,
  publicUrl: string,
): Promise<PosPlaces> {
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  if (!outlet) throw notFound('No such outlet', 'not_found');
  const tables = await openTables(db, outletId);
  const counters = await openCounters(db, outletId);
  return {
    tables: tables.map((table) => tableView(publicUrl, table, table.code)),
    counters: counters.map((code) => counterView(publicUrl, code)),
  };
}

/**
 * An open table with its open code.
 *
 * @throws HttpError 404 when there is no such table, or it is retired
 */
export async function openTableView(
  db: Queryable,
  tableId: number,
  publicUrl: string,
): Promise<PosVenueTable> {
  const [row] = await db
    .select({ table: diningTables, code: qrCodes })
    .from(diningTables)
    .innerJoin(qrCodes, eq(qrCodes.tableId, diningTables.id))
    .where(
      and(eq(diningTables.id, tableId), isNull(diningTables.retiredAt), isNull(qrCodes.retiredAt)),
    );
  if (!row) throw notFound('No such table', 'table_not_found');
  return tableView(publicUrl, row.table, row.code);
}

/**
 * An open counter, by its open code's token.
 *
 * @throws HttpError 404 when no open counter has that code
 */
export async function openCounterCode(db: Queryable, token: string): Promise<CodeRow> {
  const [code] = await db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.token, token), isNull(qrCodes.tableId), isNull(qrCodes.retiredAt)));
  if (!code) throw notFound('No such counter', 'counter_not_found');
  return code;
}
