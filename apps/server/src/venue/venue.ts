import {
  companySchema,
  loyaltyProgrammeSchema,
  type LoyaltyProgramme,
  menuSchema,
  outletSchema,
  paymentTypeSchema,
  advertisementSchema,
  promotionSchema,
  tipsSchema,
  type Advertisement,
  type Company,
  type Menu,
  type OutOfStockItem,
  type Outlet,
  type PaymentType,
  type Promotion,
  type Session,
  type SubscriptionPlanId,
  type Tips,
} from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { companies, diningTables, outlets, promotions, stockOuts } from '../db/schema';
import { notFound } from '../http/http-error';
import { sessionDineMode } from '../session/dine-mode';
import type { SessionRecord } from '../session/session-store';

/** Everything a request needs to know about where the diner is: company, outlet, menu, table. */
export interface Venue {
  /** The outlet's venue_version this was read at (venue-snapshots.ts). */
  version: number;
  company: Company;
  outlet: Outlet;
  /** The outlet's location id, as sessions and payloads carry it. */
  locationId: number;
  plan: SubscriptionPlanId;
  timeZone: string;
  loyaltyProgramme: LoyaltyProgramme | null;
  tips: Tips;
  /** The menu as configured, without stock. */
  menu: Omit<Menu, 'out_of_stock_items'>;
  outOfStock: OutOfStockItem[];
  promotions: Promotion[];
  paymentTypes: PaymentType[];
  advertisements: Advertisement[];
  table: { id: number; number: string } | null;
}

const storedMenuSchema = menuSchema.omit({ out_of_stock_items: true });

/**
 * Loads the venue of an outlet (and table) straight from the database. The JSON documents are
 * parsed with the contract's schemas, so a bad seed or a bad edit fails here loudly rather than
 * reaching a diner. A diner's request reads the venue through its snapshot instead
 * (venue-snapshots.ts, `sessionVenue`), which this builds once per venue_version.
 *
 * @throws HttpError 404 when the outlet does not exist
 */
export async function loadVenue(
  db: Database,
  ids: { outletId: number; tableId?: number | null },
): Promise<Venue> {
  const [row] = await db
    .select({ outlet: outlets, company: companies })
    .from(outlets)
    .innerJoin(companies, eq(companies.id, outlets.companyId))
    .where(eq(outlets.id, ids.outletId));
  if (!row) throw notFound('This outlet does not exist', 'outlet_not_found');
  const [tableRow] = ids.tableId
    ? await db
        .select()
        .from(diningTables)
        .where(and(eq(diningTables.id, ids.tableId), eq(diningTables.outletId, ids.outletId)))
    : [];
  const menu = storedMenuSchema.parse(row.outlet.menu);
  const stock = await db.select().from(stockOuts).where(eq(stockOuts.outletId, ids.outletId));
  const promotionRows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.companyId, row.company.id), eq(promotions.active, true)));
  return {
    version: row.outlet.venueVersion,
    company: companySchema.parse({ ...(row.company.profile as object), id: row.company.id }),
    // The outlet's zone is the company's (one zone per company, kept on its row); its order
    // limits are columns of its row, so an operator can change them with one UPDATE.
    outlet: outletSchema.parse({
      ...(row.outlet.profile as object),
      id: row.outlet.id,
      time_zone: row.company.timeZone,
      order_limits: {
        max_line_quantity: row.outlet.maxLineQuantity,
        max_order_items: row.outlet.maxOrderItems,
        max_order_amount: row.outlet.maxOrderAmount,
        max_tip_percent: row.outlet.maxTipPercent,
      },
    }),
    locationId: row.outlet.locationId,
    plan: row.company.planId as SubscriptionPlanId,
    timeZone: row.company.timeZone,
    loyaltyProgramme: row.company.loyaltyProgramme
      ? loyaltyProgrammeSchema.parse(row.company.loyaltyProgramme)
      : null,
    tips: tipsSchema.parse(row.company.tips),
    menu,
    outOfStock: stock.map((s) => ({ item_id: s.itemId, category_id: categoryOf(menu, s.itemId) })),
    promotions: promotionRows.map((p) =>
      promotionSchema.parse({ ...(p.definition as object), id: p.id }),
    ),
    paymentTypes: z.array(paymentTypeSchema).parse(row.outlet.paymentTypes),
    advertisements: z.array(advertisementSchema).parse(row.outlet.advertisements),
    table: tableRow ? { id: tableRow.id, number: tableRow.number } : null,
  };
}

/** The category holding an item (searching nested categories and grouped items), or null. */
export function categoryOf(menu: Pick<Menu, 'categories'>, itemId: number): number | null {
  const visit = (categories: Menu['categories']): number | null => {
    for (const category of categories) {
      const holds = category.items.some(
        (item) => item.id === itemId || (item.items ?? []).some((pick) => pick.id === itemId),
      );
      if (holds) return category.id;
      const nested = visit(category.categories ?? []);
      if (nested !== null) return nested;
    }
    return null;
  };
  return visit(menu.categories);
}

/** An outlet's weekday (1 to 7, Sunday is 1) and time of day (HH:MM). */
export interface OutletTime {
  day: number;
  time: string;
}

/**
 * The outlet's weekday (1 to 7, Sunday is 1, A§9) and time of day (HH:MM) in its time zone,
 * for category schedules. Worked out once a minute per time zone: every time zone in use is a
 * whole number of minutes from UTC, so one UTC minute is one outlet minute, and formatting the
 * time costs more than the rest of a POS action's menu check.
 */
export function outletTime(timeZone: string, now: Date): OutletTime {
  const minute = Math.floor(now.getTime() / 60_000);
  const clock = outletClock(timeZone);
  if (clock.minute !== minute) {
    const parts = clock.format.formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')) + 1;
    clock.minute = minute;
    clock.last = { day, time: `${part('hour')}:${part('minute')}` };
  }
  return { ...clock.last };
}

/** One formatter per time zone (making one costs far more than using it), with its last minute. */
const clocks = new Map<string, { format: Intl.DateTimeFormat; minute: number; last: OutletTime }>();

function outletClock(timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clock = { format, minute: Number.NaN, last: { day: 0, time: '' } };
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The contract's session object (A§3) for a session at a venue. */
export function sessionView(session: SessionRecord, venue: Venue): Session {
  return {
    dine_mode: sessionDineMode(session),
    subscription_plan_id: session.qrSource === null ? null : venue.plan,
    table_id: session.tableId,
    sapaad_outlet_id: venue.outlet.id,
    qr_source: (session.qrSource as Session['qr_source']) ?? null,
    qr_type: (session.qrType as Session['qr_type']) ?? null,
    table_number: venue.table?.number ?? null,
    user_id: session.userId,
    order_id: null,
    location_id: venue.locationId,
    country_code: venue.company.country_code,
    currency: venue.company.currency,
    precision: venue.company.decimal_precision,
  };
}
