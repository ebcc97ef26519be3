import {
  advertisementSchema,
  companySchema,
  couponDefinitionSchema,
  dineModeSchema,
  loyaltyProgrammeSchema,
  menuSchema,
  outletSchema,
  paymentTypeSchema,
  promotionSchema,
  tableQrSourceSchema,
  tipsSchema,
} from '@tabula/api-client';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client';
import { companies, coupons, outlets, promotions } from '../db/schema';
import { openCounters, openTables } from './venue-codes';
import {
  VENUE_FILE_FORMAT,
  venueFileSchema,
  type VenueFile,
  type VenueFileInput,
} from './venue-file-schema';

/**
 * A company as a venue file (docs/venue-file.md), everything a diner's pages are built from:
 * its profile, plan, time zone, tips and loyalty; each outlet's profile, menu, payment types,
 * banners, limits, tables and counters with their QR tokens (so the file re-imports to the same
 * printed codes; `withQrTokens: false` leaves them out, for a file to start another venue
 * from); its promotions and coupons, inactive ones included. Sold-out marks are the day's, not
 * the venue's, and stay out; so do retired tables and counters, and the menu items an import
 * retired (the outlet's retired_items keeps them, not its menu).
 *
 * @throws Error when the company does not exist
 */
export async function exportVenue(
  db: Queryable,
  companyId: number,
  options: { withQrTokens?: boolean } = {},
): Promise<VenueFile> {
  const withTokens = options.withQrTokens ?? true;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`there is no company ${String(companyId)}`);
  const profile = companySchema.omit({ id: true }).parse(company.profile);
  const outletRows = await db
    .select()
    .from(outlets)
    .where(eq(outlets.companyId, companyId))
    .orderBy(asc(outlets.id));
  const outletFiles: VenueFileInput['outlets'] = [];
  for (const outlet of outletRows) {
    const tables = await openTables(db, outlet.id);
    const counters = await openCounters(db, outlet.id);
    const token = (value: string) => (withTokens ? { qr_token: value } : {});
    outletFiles.push({
      key: outlet.key,
      profile: outletSchema
        .omit({ id: true, time_zone: true, order_limits: true })
        .parse(outlet.profile),
      menu: menuSchema.omit({ out_of_stock_items: true }).parse(outlet.menu),
      payment_types: z.array(paymentTypeSchema).parse(outlet.paymentTypes),
      advertisements: z.array(advertisementSchema).parse(outlet.advertisements),
      order_limits: {
        max_line_quantity: outlet.maxLineQuantity,
        max_order_items: outlet.maxOrderItems,
        max_order_amount: outlet.maxOrderAmount,
        max_tip_percent: outlet.maxTipPercent,
      },
      tables: tables.map(({ number, code }) => ({
        number,
        qr_source: tableQrSourceSchema.parse(code.qrSource),
        dine_mode: dineModeSchema.nullable().parse(code.dineMode),
        ...token(code.token),
      })),
      counters: counters.map((qr) => ({
        label: qr.label,
        dine_mode: dineModeSchema.nullable().parse(qr.dineMode),
        ...token(qr.token),
      })),
    });
  }
  const promotionRows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.companyId, companyId))
    .orderBy(asc(promotions.id));
  const couponRows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.companyId, companyId))
    .orderBy(asc(coupons.id));
  const file: VenueFileInput = {
    format: VENUE_FILE_FORMAT,
    company: {
      key: company.key,
      plan: company.planId as VenueFile['company']['plan'],
      time_zone: company.timeZone,
      profile,
      tips: tipsSchema.parse(company.tips),
      loyalty:
        company.loyaltyProgramme === null
          ? null
          : loyaltyProgrammeSchema.parse(company.loyaltyProgramme),
    },
    outlets: outletFiles,
    promotions: promotionRows.map((row) => ({
      key: row.key,
      active: row.active,
      definition: promotionSchema.omit({ id: true }).parse(row.definition),
    })),
    coupons: couponRows.map((row) => ({
      code: row.code,
      active: row.active,
      definition: couponDefinitionSchema.parse(row.definition),
    })),
  };
  // What the file says is checked as any file is: an export that would not re-import fails here.
  return venueFileSchema.parse(file);
}

/** The companies a database holds, by id, with their keys. */
export async function listCompanies(
  db: Queryable,
): Promise<{ id: number; key: string; name: string }[]> {
  const rows = await db.select().from(companies).orderBy(asc(companies.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: companySchema.omit({ id: true }).parse(row.profile).name,
  }));
}
