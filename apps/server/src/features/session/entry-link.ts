import { session as sessionCalls } from '@tabula/api-client';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { qrCodes } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { notFound } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { codeUrl } from '../../venue-file/venue-codes';

type CodeRow = typeof qrCodes.$inferSelect;
type Place = Pick<SessionRecord, 'outletId' | 'tableId' | 'qrSource' | 'qrType' | 'dineMode'>;

/**
 * How close a counter's code is to the session's: one that fixes the session's dine mode first,
 * then one that leaves it to the diner, then one that fixes the other mode.
 */
function dineModeRank(code: CodeRow, place: Place): number {
  if (code.dineMode !== null && code.dineMode === place.dineMode) return 0;
  return code.dineMode === null ? 1 : 2;
}

/**
 * The open QR code of the session's place. A session records its place, not the code it was
 * started from: its table moves with the diner's tab (B§7 table_moved, issue 30's choice) and a
 * table's code can be replaced, so the table's open code is the one to hand on. At a counter,
 * the outlet's open counter code with the session's qr_source and qr_type, the closest in dine
 * mode (dineModeRank), then by label: counters with the same facts start the same session.
 *
 * @returns the code, or null when the place has none open (retired since the scan)
 */
export async function placeCode(db: Queryable, place: Place): Promise<CodeRow | null> {
  if (place.tableId !== null) {
    const [code] = await db
      .select()
      .from(qrCodes)
      .where(and(eq(qrCodes.tableId, place.tableId), isNull(qrCodes.retiredAt)))
      .orderBy(asc(qrCodes.token))
      .limit(1);
    return code ?? null;
  }
  const counters = await db
    .select()
    .from(qrCodes)
    .where(
      and(eq(qrCodes.outletId, place.outletId), isNull(qrCodes.tableId), isNull(qrCodes.retiredAt)),
    )
    .orderBy(asc(qrCodes.label), asc(qrCodes.token));
  const alike = counters.filter(
    (code) => code.qrSource === place.qrSource && code.qrType === place.qrType,
  );
  // A stable sort: codes of one rank stay in label order.
  return alike.sort((a, b) => dineModeRank(a, place) - dineModeRank(b, place))[0] ?? null;
}

/**
 * GET /session/entry-link (issue 33; our call, the spec has none): the `/q/{token}` link of the
 * open code at the session's place, as printed on it, so an in-app browser's Copy link starts a
 * session at the same table or counter in the phone's own browser (which has its own cookies).
 * A place whose code was retired since the scan answers 404 no_entry_link.
 */
export function registerEntryLink(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, sessionCalls.entryLink, 'session', async ({ session }) => {
    const code = await placeCode(app.db, session);
    if (code === null) {
      throw notFound('This table or counter has no QR code open any more', 'no_entry_link');
    }
    return { url: codeUrl(app.config.publicUrl, code.token) };
  });
}
