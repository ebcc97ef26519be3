import { randomBytes } from 'node:crypto';
import {
  advertisementSchema,
  companySchema,
  menuSchema,
  orderLimitsSchema,
  outletSchema,
  paymentTypeSchema,
  promotionSchema,
  tipsSchema,
  type Advertisement,
  type Company,
  type Menu,
  type OrderLimitsSettings,
  type Outlet,
  type PaymentType,
  type Promotion,
  type QrSource,
  type QrType,
  type SubscriptionPlanId,
  type Tips,
} from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../db/client';
import { companies, coupons, diningTables, outlets, promotions, qrCodes } from '../db/schema';
import { loyaltyProgrammeSchema, type LoyaltyProgramme } from '../venue/venue';
import { couponDefinitionSchema, type CouponDefinition } from '../orders/pricing/coupon-store';

/*
 * Writes one venue's rows. Every JSON document is parsed with the contract's schema before it is
 * written, so a mistake in the demo data fails the seed rather than a diner's page.
 */

/** A transaction of the database. */
export type { Transaction };

/** A new QR token: 16 URL-safe random characters (the `/q/{token}` of a printed code). */
export function newQrToken(): string {
  return randomBytes(12).toString('base64url');
}

/** Inserts a company and returns its id. */
export async function insertCompany(
  tx: Transaction,
  company: {
    profile: Omit<Company, 'id'>;
    planId: SubscriptionPlanId;
    loyaltyProgramme: LoyaltyProgramme | null;
    tips: Tips;
    timeZone: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(companies)
    .values({
      profile: companySchema.omit({ id: true }).parse(company.profile),
      planId: company.planId,
      loyaltyProgramme:
        company.loyaltyProgramme === null
          ? null
          : loyaltyProgrammeSchema.parse(company.loyaltyProgramme),
      tips: tipsSchema.parse(company.tips),
      timeZone: company.timeZone,
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

/**
 * Inserts an outlet; its location id is the outlet id plus 1000 (our choice: distinct from the
 * outlet id so a mix-up shows). Its time_zone is the company's, added when the venue is loaded.
 * Order limits not given keep the columns' defaults (50 per line, 100 per order, no amount
 * limit, a tip of at most 50 %).
 */
export async function insertOutlet(
  tx: Transaction,
  companyId: number,
  outlet: {
    profile: Omit<Outlet, 'id' | 'time_zone' | 'order_limits'>;
    menu: Omit<Menu, 'out_of_stock_items'>;
    paymentTypes: PaymentType[];
    advertisements: Advertisement[];
    limits?: Partial<OrderLimitsSettings>;
  },
): Promise<{ outletId: number; locationId: number }> {
  const limits = orderLimitsSchema.partial().parse(outlet.limits ?? {});
  const [row] = await tx
    .insert(outlets)
    .values({
      companyId,
      locationId: 0,
      profile: outletSchema
        .omit({ id: true, time_zone: true, order_limits: true })
        .parse(outlet.profile),
      menu: menuSchema.omit({ out_of_stock_items: true }).parse(outlet.menu),
      paymentTypes: z.array(paymentTypeSchema).parse(outlet.paymentTypes),
      advertisements: z.array(advertisementSchema).parse(outlet.advertisements),
      maxLineQuantity: limits.max_line_quantity,
      maxOrderItems: limits.max_order_items,
      maxOrderAmount: limits.max_order_amount,
      maxTipPercent: limits.max_tip_percent,
    })
    .returning({ id: outlets.id });
  if (!row) throw new Error('outlet insert returned nothing');
  const locationId = row.id + 1000;
  await tx.update(outlets).set({ locationId }).where(eq(outlets.id, row.id));
  return { outletId: row.id, locationId };
}

/** The facts a printed QR code fixes (spec: A§1, A§3 Session). */
export interface QrFacts {
  qrSource: QrSource;
  qrType: QrType;
  /** Fixed by the code, or null to let the outlet's service type decide. */
  dineMode: 'eat_in' | 'take_away' | null;
}

/** Inserts a walk-in counter's QR code and returns its token. */
export async function insertCounterQr(
  tx: Transaction,
  outletId: number,
  label: string,
  facts: QrFacts,
): Promise<string> {
  const token = newQrToken();
  await tx.insert(qrCodes).values({ token, outletId, tableId: null, label, ...facts });
  return token;
}

/** Inserts tables with a QR code each and returns them with their tokens. */
export async function insertTables(
  tx: Transaction,
  outletId: number,
  numbers: string[],
  facts: QrFacts,
): Promise<{ id: number; number: string; token: string }[]> {
  const tables: { id: number; number: string; token: string }[] = [];
  for (const number of numbers) {
    const [row] = await tx
      .insert(diningTables)
      .values({ outletId, number })
      .returning({ id: diningTables.id });
    if (!row) throw new Error('table insert returned nothing');
    const token = newQrToken();
    await tx
      .insert(qrCodes)
      .values({ token, outletId, tableId: row.id, label: `Table ${number}`, ...facts });
    tables.push({ id: row.id, number, token });
  }
  return tables;
}

/** Inserts promotions and returns their ids by key. */
export async function insertPromotions<K extends string>(
  tx: Transaction,
  companyId: number,
  definitions: Record<K, Omit<Promotion, 'id'>>,
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  for (const key of Object.keys(definitions) as K[]) {
    const definition = promotionSchema.omit({ id: true }).parse(definitions[key]);
    const [row] = await tx
      .insert(promotions)
      .values({ companyId, definition, active: true })
      .returning({ id: promotions.id });
    if (!row) throw new Error('promotion insert returned nothing');
    ids[key] = row.id;
  }
  return ids;
}

/** Inserts a coupon (its code stored upper-case, A§5) and returns the code. */
export async function insertCoupon(
  tx: Transaction,
  companyId: number,
  coupon: { code: string; definition: CouponDefinition; active: boolean },
): Promise<string> {
  const code = coupon.code.toUpperCase();
  await tx.insert(coupons).values({
    companyId,
    code,
    definition: couponDefinitionSchema.parse(coupon.definition),
    active: coupon.active,
  });
  return code;
}
