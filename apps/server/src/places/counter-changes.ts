import type { PosCounterChanges, PosNewCounterBody } from '@tabula/api-client';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { qrCodes } from '../db/schema';
import { conflict } from '../http/http-error';
import { settleCode } from '../venue-file/venue-codes';
import { lockOutletPlaces } from './place-lock';
import { openCounterCode } from './place-views';

/*
 * A walk-in counter added, changed or retired from the back office. A counter is its code: an
 * open walk-in code of the outlet, named by its label, which the venue file matches by.
 */

async function refuseLabelTaken(
  tx: Queryable,
  outletId: number,
  label: string,
  exceptToken: string | null,
): Promise<void> {
  const [other] = await tx
    .select({ token: qrCodes.token })
    .from(qrCodes)
    .where(
      and(
        eq(qrCodes.outletId, outletId),
        isNull(qrCodes.tableId),
        isNull(qrCodes.retiredAt),
        eq(qrCodes.label, label),
        ...(exceptToken === null ? [] : [ne(qrCodes.token, exceptToken)]),
      ),
    );
  if (other) throw conflict(`A counter is already called ${label}`, 'counter_label_taken');
}

/**
 * Adds a counter: a new code, or the last code of a retired counter with that label.
 *
 * @returns the counter's code's token
 * @throws HttpError 404 for no such outlet, 409 counter_label_taken when an open counter has it
 */
export async function addCounter(
  tx: Queryable,
  outletId: number,
  body: PosNewCounterBody,
  now: Date,
): Promise<string> {
  await lockOutletPlaces(tx, outletId);
  await refuseLabelTaken(tx, outletId, body.label, null);
  return settleCode(
    tx,
    { outletId, tableId: null, label: body.label },
    { qrSource: 'default', qrType: 'walk-in', dineMode: body.dine_mode ?? null },
    undefined,
    now,
  );
}

/**
 * Renames a counter or changes the dine mode its code fixes; the printed code stays.
 *
 * @throws HttpError 404 for no such open counter, 409 counter_label_taken
 */
export async function changeCounter(
  tx: Queryable,
  token: string,
  changes: PosCounterChanges,
): Promise<{ outletId: number; label: string }> {
  const found = await openCounterCode(tx, token);
  await lockOutletPlaces(tx, found.outletId);
  // Read again under the lock: a change made while we waited is the one to change.
  const code = await openCounterCode(tx, token);
  const label = changes.label ?? code.label;
  if (label !== code.label) await refuseLabelTaken(tx, code.outletId, label, code.token);
  await tx
    .update(qrCodes)
    .set({ label, dineMode: changes.dine_mode === undefined ? code.dineMode : changes.dine_mode })
    .where(eq(qrCodes.token, code.token));
  return { outletId: code.outletId, label: code.label };
}

/**
 * Retires a counter: its code opens the invalid-table page.
 *
 * @throws HttpError 404 for no such open counter
 */
export async function retireCounter(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<{ outletId: number; label: string }> {
  const found = await openCounterCode(tx, token);
  await lockOutletPlaces(tx, found.outletId);
  const code = await openCounterCode(tx, token);
  await tx.update(qrCodes).set({ retiredAt: now }).where(eq(qrCodes.token, code.token));
  return { outletId: code.outletId, label: code.label };
}
