import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { diningTables, qrCodes } from '../db/schema';
import { lockTable } from '../tables/table-tab';

/*
 * The printed QR codes of a venue's places (a table or a walk-in counter): each place has one
 * code that opens it; a code that stops opening it (its place retired, or the code replaced) is
 * retired, never deleted, since the sessions it started name it.
 */

/** A new QR token: 16 URL-safe random characters (the `/q/{token}` of a printed code). */
export function newQrToken(): string {
  return randomBytes(12).toString('base64url');
}

/** The address a code holds: `{PUBLIC_URL}/q/{token}`. */
export function codeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/q/${token}`;
}

/** A place a code opens: a table (by id) or a counter (by its label). */
export type CodePlace = { outletId: number } & (
  { tableId: number; label: string } | { tableId: null; label: string }
);

/** What a code fixes when scanned (spec: A§1, A§3 Session). */
export interface CodeFacts {
  qrSource: string;
  qrType: 'dine-in' | 'walk-in';
  dineMode: 'eat_in' | 'take_away' | null;
}

function atPlace(place: CodePlace) {
  return place.tableId === null
    ? and(
        eq(qrCodes.outletId, place.outletId),
        isNull(qrCodes.tableId),
        eq(qrCodes.label, place.label),
      )
    : and(eq(qrCodes.outletId, place.outletId), eq(qrCodes.tableId, place.tableId));
}

/**
 * Makes the place's code the one with `token` (or, without one, keeps its open code, reopens its
 * newest retired one, or makes a new one) and gives it these facts; any other open code of the
 * place is retired. The token must not be another place's (import-venue.ts checks first).
 *
 * @returns the token of the place's open code
 */
export async function settleCode(
  tx: Queryable,
  place: CodePlace,
  facts: CodeFacts,
  token: string | undefined,
  now: Date,
): Promise<string> {
  const codes = await tx
    .select()
    .from(qrCodes)
    .where(atPlace(place))
    .orderBy(desc(qrCodes.retiredAt));
  const open = codes.find((code) => code.retiredAt === null);
  const chosen =
    token !== undefined
      ? codes.find((code) => code.token === token)
      : (open ?? codes.find((code) => code.retiredAt !== null));
  const keep = chosen?.token ?? token ?? newQrToken();
  const others = codes
    .filter((code) => code.retiredAt === null && code.token !== keep)
    .map((code) => code.token);
  if (others.length > 0) {
    await tx.update(qrCodes).set({ retiredAt: now }).where(inArray(qrCodes.token, others));
  }
  const values = { label: place.label, ...facts };
  if (chosen === undefined) {
    await tx.insert(qrCodes).values({
      token: keep,
      outletId: place.outletId,
      tableId: place.tableId,
      ...values,
    });
  } else if (
    chosen.retiredAt !== null ||
    chosen.label !== values.label ||
    chosen.qrSource !== values.qrSource ||
    chosen.qrType !== values.qrType ||
    chosen.dineMode !== values.dineMode
  ) {
    await tx
      .update(qrCodes)
      .set({ ...values, retiredAt: null })
      .where(eq(qrCodes.token, chosen.token));
  }
  return keep;
}

/**
 * The outlet's table with this number: added, or brought back when it was retired.
 *
 * @returns the table's id
 */
export async function addOrReopenTable(
  tx: Queryable,
  outletId: number,
  number: string,
): Promise<number> {
  const [row] = await tx
    .insert(diningTables)
    .values({ outletId, number })
    .onConflictDoUpdate({
      target: [diningTables.outletId, diningTables.number],
      set: { retiredAt: null },
    })
    .returning({ id: diningTables.id });
  if (!row) throw new Error('table upsert returned nothing');
  return row.id;
}

/** Retires every open code of a place. */
export async function retireCodes(tx: Queryable, place: CodePlace, now: Date): Promise<void> {
  await tx
    .update(qrCodes)
    .set({ retiredAt: now })
    .where(and(atPlace(place), isNull(qrCodes.retiredAt)));
}

/** An outlet's open tables, each with its open code, in the order they were added. */
export async function openTables(db: Queryable, outletId: number) {
  return db
    .select({ id: diningTables.id, number: diningTables.number, code: qrCodes })
    .from(diningTables)
    .innerJoin(qrCodes, eq(qrCodes.tableId, diningTables.id))
    .where(
      and(
        eq(diningTables.outletId, outletId),
        isNull(diningTables.retiredAt),
        isNull(qrCodes.retiredAt),
      ),
    )
    .orderBy(asc(diningTables.id));
}

/** An outlet's open counter codes, by label. */
export async function openCounters(db: Queryable, outletId: number) {
  return db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.outletId, outletId), isNull(qrCodes.tableId), isNull(qrCodes.retiredAt)))
    .orderBy(asc(qrCodes.label));
}

/**
 * Replaces a table's code by a new one with the same facts, under the table's lock (so two
 * members of staff replacing it at once leave one open code): the old printed code then opens
 * the invalid-table page.
 *
 * @returns the new token, or null when the table does not exist, is retired or has no code
 */
export async function replaceTableCode(
  tx: Queryable,
  tableId: number,
  now: Date,
): Promise<{ token: string; oldToken: string; number: string; outletId: number } | null> {
  const table = await lockTable(tx, tableId);
  if (!table) return null;
  // A retired table's codes are all retired, so it has no open code to replace.
  const [open] = await tx
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.tableId, tableId), isNull(qrCodes.retiredAt)));
  if (!open) return null;
  const token = await settleCode(
    tx,
    { outletId: table.outletId, tableId, label: open.label },
    {
      qrSource: open.qrSource,
      qrType: 'dine-in',
      dineMode: open.dineMode as CodeFacts['dineMode'],
    },
    newQrToken(),
    now,
  );
  return { token, oldToken: open.token, number: table.number, outletId: table.outletId };
}
