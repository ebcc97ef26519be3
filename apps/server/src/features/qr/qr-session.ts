import type { DineMode, ServiceType } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qrCodes, sessions } from '../../db/schema';
import { createSession, type SessionRecord } from '../../session/session-store';
import { loadVenue } from '../../venue/venue';

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

/** The QR code with this token, or null. */
export async function findQrCode(db: Database, token: string): Promise<QrCodeRecord | null> {
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.token, token));
  return row ?? null;
}

/**
 * Starts the session of a scan (spec: A§3 Session; the QR entry): the code's qr_source,
 * qr_type, table and outlet, and its dine mode. The diner signed in on this device stays signed
 * in when the code belongs to the same company (users are per company); the previous session is
 * removed, so its id is worth nothing afterwards.
 */
export async function startQrSession(
  db: Database,
  code: QrCodeRecord,
  previous: SessionRecord | null,
  now: Date,
): Promise<SessionRecord> {
  const venue = await loadVenue(db, { outletId: code.outletId, tableId: code.tableId });
  const companyId = venue.company.id;
  const session = await createSession(
    db,
    {
      companyId,
      outletId: code.outletId,
      tableId: code.tableId,
      qrSource: code.qrSource,
      qrType: code.qrType,
      dineMode: initialDineMode(code.dineMode, venue.outlet.service_type),
    },
    now,
  );
  if (previous) {
    if (previous.userId !== null && previous.companyId === companyId) {
      await db
        .update(sessions)
        .set({ userId: previous.userId, updatedAt: now })
        .where(eq(sessions.id, session.id));
      session.userId = previous.userId;
    }
    await db.delete(sessions).where(eq(sessions.id, previous.id));
  }
  return session;
}
