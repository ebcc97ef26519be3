import {
  advertisementSchema,
  companySchema,
  dineModeSchema,
  menuSchema,
  outletSchema,
  paymentTypeSchema,
  promotionSchema,
  tipsSchema,
} from '@tabula/api-client';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { companies, coupons, diningTables, outlets, promotions, qrCodes } from '../db/schema';
import { couponDefinitionSchema } from '../orders/pricing/coupon-store';
import { loyaltyProgrammeSchema } from '../venue/venue';
import {
  tableQrSourceSchema,
  VENUE_FILE_FORMAT,
  venueFileSchema,
  type VenueFile,
  type VenueFileInput,
} from './venue-file-schema';

/** A name made into a key: `Kopi & Kaya Cafe` gives `kopi-kaya-cafe`. */
export function keyOf(name: string, fallback: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return key === '' ? fallback : key;
}

/** Keys made from names, the second of a name getting `-2`, and so on. */
function uniqueKeys(names: { name: string; fallback: string }[]): string[] {
  const used = new Map<string, number>();
  return names.map(({ name, fallback }) => {
    const key = keyOf(name, fallback);
    const count = (used.get(key) ?? 0) + 1;
    used.set(key, count);
    return count === 1 ? key : `${key}-${String(count)}`;
  });
}

/**
 * A company as a venue file (docs/venue-file.md), everything a diner's pages are built from:
 * its profile, plan, time zone, tips and loyalty; each outlet's profile, menu, payment types,
 * banners, limits, tables and counters with their QR tokens (so the file re-imports to the same
 * printed codes; `withQrTokens: false` leaves them out, for a file to start another venue
 * from); its promotions and coupons. Sold-out marks are the day's, not the venue's, and stay out.
 * our choice until the import stores them: the company's and promotions' keys are made from
 * their names, an outlet's from its place (`outlet-1`, …).
 *
 * @throws Error when the company does not exist
 */
export async function exportVenue(
  db: Database,
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
  for (const [index, outlet] of outletRows.entries()) {
    const tables = await db
      .select({ number: diningTables.number, qr: qrCodes })
      .from(diningTables)
      .innerJoin(qrCodes, eq(qrCodes.tableId, diningTables.id))
      .where(eq(diningTables.outletId, outlet.id))
      .orderBy(asc(diningTables.id));
    const counters = await db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.outletId, outlet.id))
      .orderBy(asc(qrCodes.label));
    const token = (value: string) => (withTokens ? { qr_token: value } : {});
    outletFiles.push({
      key: `outlet-${String(index + 1)}`,
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
      tables: tables.map(({ number, qr }) => ({
        number,
        qr_source: tableQrSourceSchema.parse(qr.qrSource),
        dine_mode: dineModeSchema.nullable().parse(qr.dineMode),
        ...token(qr.token),
      })),
      counters: counters
        .filter((qr) => qr.tableId === null)
        .map((qr) => ({
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
  const promotionFiles = promotionRows.map((row) => ({
    active: row.active,
    definition: promotionSchema.omit({ id: true }).parse(row.definition),
  }));
  const promotionKeys = uniqueKeys(
    promotionFiles.map(({ definition }, i) => ({
      name: definition.name,
      fallback: `promotion-${String(i + 1)}`,
    })),
  );
  const couponRows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.companyId, companyId))
    .orderBy(asc(coupons.id));
  const file: VenueFileInput = {
    format: VENUE_FILE_FORMAT,
    company: {
      key: keyOf(profile.name, `company-${String(companyId)}`),
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
    promotions: promotionFiles.map((promotion, i) => ({
      key: promotionKeys[i] ?? `promotion-${String(i + 1)}`,
      ...promotion,
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

/** The companies a database holds, by id, with the key their export would carry. */
export async function listCompanies(
  db: Database,
): Promise<{ id: number; key: string; name: string }[]> {
  const rows = await db.select().from(companies).orderBy(asc(companies.id));
  return rows.map((row) => {
    const name = companySchema.omit({ id: true }).parse(row.profile).name;
    return { id: row.id, key: keyOf(name, `company-${String(row.id)}`), name };
  });
}
