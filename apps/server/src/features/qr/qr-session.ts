import type { DineMode, ServiceType } from '@tabula/api-client';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qrCodes, sessions } from '../../db/schema';
import {
  createSession,
  type NewSession,
  type QrFacts,
  type SessionRecord,
} from '../../session/session-store';
import { openTabElsewhere } from '../../tables/table-tab';
import type { AppContext } from '../../app-context';
import type { Venue } from '../../venue/venue';
import { currentVenue } from '../../venue/venue-snapshots';

/** A qr_codes row. */
export type QrCodeRecord = typeof qrCodes.$inferSelect;

/**
 * The dine mode a scan starts with (spec: A§1 "The chooser appears only when the outlet offers
 * both"): the one the code fixes, else the outlet's only service type, else null so the app
 * shows the Eat In / Take Out chooser.
 */
export function initialDineMode(fixed: string | null, serviceType: ServiceType): DineMode | null {
  if (fixed === 'eat_in' || fixed === 'take_away') return fixed;
  return serviceType === 'eat_in_and_take_away' ? null : serviceType;
}

/** The QR code with this token, or null when there is none or it was retired (ADR 0009). */
export async function findQrCode(db: Database, token: string): Promise<QrCodeRecord | null> {
  const [row] = await db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.token, token), isNull(qrCodes.retiredAt)));
  return row ?? null;
}

/** The facts a code starts a session with (its table, qr_source, qr_type and dine mode). */
export function codeFacts(code: QrCodeRecord, venue: Venue): QrFacts {
  return {
    companyId: venue.company.id,
    outletId: code.outletId,
    tableId: code.tableId,
    qrSource: code.qrSource,
    qrType: code.qrType,
    dineMode: initialDineMode(code.dineMode, venue.outlet.service_type),
  };
}

/** The facts of a table's own code, as if the diner had scanned it; null when it has none. */
async function tableCodeFacts(
  app: AppContext,
  db: Database,
  tableId: number,
): Promise<QrFacts | null> {
  const [code] = await db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.tableId, tableId), isNull(qrCodes.retiredAt)))
    .orderBy(asc(qrCodes.token))
    .limit(1);
  if (!code) return null;
  return codeFacts(code, await currentVenue(app, db, { outletId: code.outletId, tableId }));
}

/**
 * Where a scan leaves the diner: at the scanned code's place, or, for a diner on an unpaid open
 * tab at another table who scanned a table's code, still at the tab's table (where the previous
 * session was, or as that table's own code would seat them), with the scanned code waiting for
 * their choice (issue 30: ask before moving them). A member whose part is paid, or whose tab is
 * closed, is moved as before.
 */
async function scanFacts(
  app: AppContext,
  db: Database,
  code: QrCodeRecord,
  venue: Venue,
  previous: SessionRecord | null,
  userId: number | null,
): Promise<NewSession> {
  const scanned = codeFacts(code, venue);
  if (userId === null || code.tableId === null) return scanned;
  const tab = await openTabElsewhere(db, userId, code.tableId);
  if (!tab) return scanned;
  const stay =
    previous?.tableId === tab.tableId
      ? {
          companyId: previous.companyId,
          outletId: previous.outletId,
          tableId: previous.tableId,
          qrSource: previous.qrSource,
          qrType: previous.qrType,
          dineMode: previous.dineMode,
        }
      : await tableCodeFacts(app, db, tab.tableId);
  return stay ? { ...stay, tableChoiceToken: code.token } : scanned;
}

/**
 * How long a session a scan replaced is still read by another scan that arrived with its id: two
 * scans from one phone at once (a double tap on the link) both see the diner and their tab.
 */
export const SCAN_RACE_GRACE_MS = 30_000;

/**
 * The session a scan arrived with, locked until the scan's transaction ends: a live one, or one
 * another scan replaced within SCAN_RACE_GRACE_MS; null otherwise.
 */
async function lockPreviousSession(
  tx: Database,
  id: string,
  now: Date,
): Promise<SessionRecord | null> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, id)).for('update');
  if (!row) return null;
  if (row.replacedAt === null) return row.expiresAt > now ? row : null;
  return now.getTime() - row.replacedAt.getTime() < SCAN_RACE_GRACE_MS ? row : null;
}

/**
 * Starts the session of a scan (spec: A§3 Session; the QR entry): the code's qr_source,
 * qr_type, table and outlet, and its dine mode; a diner on an unpaid open tab at another table
 * stays there until they choose (scanFacts). The diner signed in on this device stays signed in
 * when the code belongs to the same company (users are per company). The session the scan arrived
 * with is replaced in the same transaction, under its row lock: its id opens nothing afterwards,
 * and a second scan with that id at the same moment waits, then starts from the same diner and
 * tab (so two scans at once both ask, and neither moves them nor signs them out).
 */
export async function startQrSession(
  app: AppContext,
  code: QrCodeRecord,
  previousId: string | null,
  now: Date,
): Promise<SessionRecord> {
  const db = app.db;
  const venue = await currentVenue(app, db, { outletId: code.outletId, tableId: code.tableId });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const previous = previousId === null ? null : await lockPreviousSession(tx, previousId, now);
    const userId =
      previous !== null && previous.userId !== null && previous.companyId === venue.company.id
        ? previous.userId
        : null;
    const facts = await scanFacts(app, tx, code, venue, previous, userId);
    const session = await createSession(tx, { ...facts, userId }, now);
    if (previous) {
      await tx
        .update(sessions)
        .set({ expiresAt: new Date(0), replacedAt: previous.replacedAt ?? now, updatedAt: now })
        .where(eq(sessions.id, previous.id));
    }
    return session;
  });
}
