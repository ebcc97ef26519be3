import { parseChannelName } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orders, outlets, payments, qrCodes, staffMembers } from '../db/schema';
import { findTable } from '../tables/table-tab';

/*
 * Which outlets a caller may act on (docs/staff-accounts.md): an owner every outlet of their
 * company, a manager or a member of staff their one outlet, the machine token (STAFF_TOKEN) every
 * outlet. A call on something outside that answers 404, as if it did not exist.
 */

/** Where a caller may act: any company (the machine token), one company, or one outlet. */
export type StaffScope =
  | { kind: 'everywhere' }
  | { kind: 'company'; companyId: number }
  | { kind: 'outlet'; companyId: number; outletId: number };

/** Whether an outlet of this company lies inside the scope. */
export function scopeHolds(
  scope: StaffScope,
  place: { companyId: number; outletId: number | null },
): boolean {
  if (scope.kind === 'everywhere') return true;
  if (place.companyId !== scope.companyId) return false;
  return scope.kind === 'company' || place.outletId === scope.outletId;
}

/** The outlets in the scope; null for every outlet. */
export async function scopeOutletIds(db: Queryable, scope: StaffScope): Promise<number[] | null> {
  if (scope.kind === 'everywhere') return null;
  if (scope.kind === 'outlet') return [scope.outletId];
  const rows = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.companyId, scope.companyId));
  return rows.map((row) => row.id);
}

interface Place {
  companyId: number;
  outletId: number | null;
}

async function outletPlace(db: Queryable, outletId: number | undefined): Promise<Place | null> {
  if (outletId === undefined) return null;
  const [row] = await db
    .select({ companyId: outlets.companyId })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  return row ? { companyId: row.companyId, outletId } : null;
}

/** The outlet of an order, or undefined. */
async function outletOfOrder(db: Queryable, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ outletId: orders.outletId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.outletId;
}

/** The outlet of a payment's order, or undefined. */
async function outletOfPayment(db: Queryable, reference: string): Promise<number | undefined> {
  const [row] = await db
    .select({ outletId: orders.outletId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference));
  return row?.outletId;
}

/** The company and outlet of a payment (a refund or a void), or null when there is none. */
export async function paymentPlace(db: Queryable, reference: string): Promise<Place | null> {
  return outletPlace(db, await outletOfPayment(db, reference));
}

/**
 * The company and outlet a staff call acts on, read from its path (`/pos/api/outlets/{id}`,
 * `/pos/api/tables/{id}`, `/pos/api/orders/{id}`, `/pos/api/payments/{reference}`, a code's
 * `{token}`, `/pos/api/staff/{id}`) or the orders list's outlet_id. `'unbound'` for a call on
 * no one place (the outlets list, the session, the audit log); null when the thing does not
 * exist (the handler answers its own 404).
 */
export async function placeOfCall(
  db: Queryable,
  path: string,
  params: Record<string, unknown> | undefined,
  query: Record<string, unknown> | undefined,
): Promise<Place | 'unbound' | null> {
  const id = typeof params?.id === 'number' ? params.id : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (path.startsWith('/pos/api/outlets/{id}')) return outletPlace(db, id);
  if (path === '/pos/api/orders') {
    const outletId = query?.outlet_id;
    return typeof outletId === 'number' ? outletPlace(db, outletId) : 'unbound';
  }
  if (path.startsWith('/pos/api/orders/{id}') && id !== undefined) {
    return outletPlace(db, await outletOfOrder(db, id));
  }
  if (path.startsWith('/pos/api/tables/{id}') && id !== undefined) {
    return outletPlace(db, (await findTable(db, id))?.outletId);
  }
  if (path.startsWith('/pos/api/payments/{reference}')) {
    return paymentPlace(db, text(params?.reference));
  }
  if (
    path.startsWith('/pos/api/qr-codes/{token}') ||
    path.startsWith('/pos/api/counters/{token}')
  ) {
    const [code] = await db
      .select({ outletId: qrCodes.outletId })
      .from(qrCodes)
      .where(eq(qrCodes.token, text(params?.token)));
    return outletPlace(db, code?.outletId);
  }
  if (path.startsWith('/pos/api/staff/{id}') && id !== undefined) {
    const [row] = await db
      .select({ companyId: staffMembers.companyId })
      .from(staffMembers)
      .where(eq(staffMembers.id, id));
    return row ? { companyId: row.companyId, outletId: null } : null;
  }
  return 'unbound';
}

/**
 * The outlet a live event's channel belongs to (a table's, an order's or a payment's), so the
 * staff channel sends it to the people of that outlet only; null for an unknown channel.
 */
export async function outletOfChannel(db: Queryable, channel: string): Promise<number | null> {
  const parsed = parseChannelName(channel);
  if (!parsed) return null;
  const outletId =
    parsed.channel === 'dine_in_events'
      ? (await findTable(db, parsed.param))?.outletId
      : parsed.channel === 'track_order'
        ? await outletOfOrder(db, parsed.param)
        : await outletOfPayment(db, parsed.param);
  return outletId ?? null;
}

/**
 * {@link outletOfChannel}, remembering what it found: the outlet of a table, an order or a
 * payment is fixed when it is made (a table, a merge or a move never leaves its outlet), so a
 * process may keep it, and every live event after the first on a channel costs no query. A
 * channel not found is asked again next time (its order may be made since). The `limit` newest
 * channels are kept.
 */
export function rememberedOutletOfChannel(
  db: Queryable,
  limit = 10_000,
): (channel: string) => Promise<number | null> {
  const known = new Map<string, number>();
  return async (channel) => {
    const kept = known.get(channel);
    if (kept !== undefined) return kept;
    const outletId = await outletOfChannel(db, channel);
    if (outletId !== null) {
      known.set(channel, outletId);
      if (known.size > limit) {
        const oldest = known.keys().next().value;
        if (oldest !== undefined) known.delete(oldest);
      }
    }
    return outletId;
  };
}
