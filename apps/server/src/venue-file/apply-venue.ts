import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client';
import { companies, coupons, diningTables, outlets, promotions } from '../db/schema';
import { itemsById } from './menu-items';
import { addOrReopenTable, retireCodes, settleCode } from './venue-codes';
import type { VenueFile } from './venue-file-schema';
import { orderLimitsOf, type ImportPlan, type OutletPlan } from './venue-plan';

/*
 * Writes an import's plan (venue-plan.ts) inside the import's transaction (import-venue.ts):
 * only what the plan changes is written, so an outlet the file leaves as it was keeps its
 * venue version. Retired things keep their rows (ADR 0009).
 */

type VenueOutlet = VenueFile['outlets'][number];

/** A menu item an import took off an outlet's menu, in its last form (outlets.retired_items). */
export const retiredItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  unit_price: z.string().nullable(),
  retired_at: z.iso.datetime({ offset: true }),
});
/** A retired menu item. */
export type RetiredItem = z.infer<typeof retiredItemSchema>;

function companyValues(venue: VenueFile) {
  return {
    key: venue.company.key,
    profile: venue.company.profile,
    planId: venue.company.plan,
    timeZone: venue.company.time_zone,
    tips: venue.company.tips,
    loyaltyProgramme: venue.company.loyalty,
  };
}

function outletValues(outlet: VenueOutlet) {
  const limits = orderLimitsOf(outlet);
  return {
    key: outlet.key,
    profile: outlet.profile,
    menu: outlet.menu,
    paymentTypes: outlet.payment_types,
    advertisements: outlet.advertisements,
    maxLineQuantity: limits.max_line_quantity,
    maxOrderItems: limits.max_order_items,
    maxOrderAmount: limits.max_order_amount,
    maxTipPercent: limits.max_tip_percent,
  };
}

/**
 * The items the outlet's menu loses kept in retired_items; the items it gets back taken out
 * (an import's, and a back-office change's: menu/menu-editor.ts).
 */
export function retiredItemsAfter(
  stored: unknown,
  before: VenueOutlet['menu'],
  after: VenueOutlet['menu'],
  now: Date,
): RetiredItem[] {
  const kept = z.array(retiredItemSchema).parse(stored);
  const onMenu = itemsById(after);
  const leaving = [...itemsById(before).values()].filter((item) => !onMenu.has(item.id));
  const leavingIds = new Set(leaving.map((item) => item.id));
  return [
    ...kept.filter((item) => !onMenu.has(item.id) && !leavingIds.has(item.id)),
    ...leaving.map((item) => ({
      id: item.id,
      name: item.name,
      translations: item.translations,
      unit_price: item.unit_price,
      retired_at: now.toISOString(),
    })),
  ];
}

async function applyOutlet(
  tx: Queryable,
  companyId: number,
  outlet: VenueOutlet,
  plan: OutletPlan,
  now: Date,
): Promise<void> {
  if (plan.action === 'keep') return;
  const [existing] = await tx
    .select()
    .from(outlets)
    .where(and(eq(outlets.companyId, companyId), eq(outlets.key, outlet.key)));
  let outletId: number;
  if (existing === undefined) {
    const [row] = await tx
      .insert(outlets)
      .values({ companyId, locationId: 0, ...outletValues(outlet) })
      .returning({ id: outlets.id });
    if (!row) throw new Error('outlet insert returned nothing');
    outletId = row.id;
    // our choice: the location id is the outlet id plus 1000, distinct so a mix-up shows.
    await tx
      .update(outlets)
      .set({ locationId: outletId + 1000 })
      .where(eq(outlets.id, outletId));
  } else {
    outletId = existing.id;
    if (plan.fields.length > 0) {
      const before = z.object({ categories: z.array(z.any()) }).parse(existing.menu);
      await tx
        .update(outlets)
        .set({
          ...outletValues(outlet),
          retiredItems: retiredItemsAfter(
            existing.retiredItems,
            before as VenueOutlet['menu'],
            outlet.menu,
            now,
          ),
        })
        .where(eq(outlets.id, outletId));
    }
  }

  const tablesByNumber = new Map(outlet.tables.map((table) => [table.number, table]));
  for (const number of [...plan.tables.add, ...plan.tables.change.map((c) => c.name)]) {
    const table = tablesByNumber.get(number);
    if (table === undefined) continue;
    const tableId = await addOrReopenTable(tx, outletId, number);
    await settleCode(
      tx,
      { outletId, tableId, label: `Table ${number}` },
      { qrSource: table.qr_source, qrType: 'dine-in', dineMode: table.dine_mode },
      table.qr_token,
      now,
    );
  }
  if (plan.tables.retire.length > 0) {
    const retiring = await tx
      .update(diningTables)
      .set({ retiredAt: now })
      .where(
        and(eq(diningTables.outletId, outletId), inArray(diningTables.number, plan.tables.retire)),
      )
      .returning({ id: diningTables.id, number: diningTables.number });
    for (const table of retiring) {
      await retireCodes(tx, { outletId, tableId: table.id, label: `Table ${table.number}` }, now);
    }
  }

  const countersByLabel = new Map(outlet.counters.map((counter) => [counter.label, counter]));
  for (const label of [...plan.counters.add, ...plan.counters.change.map((c) => c.name)]) {
    const counter = countersByLabel.get(label);
    if (counter === undefined) continue;
    await settleCode(
      tx,
      { outletId, tableId: null, label },
      { qrSource: 'default', qrType: 'walk-in', dineMode: counter.dine_mode },
      counter.qr_token,
      now,
    );
  }
  for (const label of plan.counters.retire) {
    await retireCodes(tx, { outletId, tableId: null, label }, now);
  }
}

async function applyPromotions(
  tx: Queryable,
  companyId: number,
  venue: VenueFile,
  plan: ImportPlan,
): Promise<void> {
  const byKey = new Map(venue.promotions.map((promotion) => [promotion.key, promotion]));
  for (const key of plan.promotions.add) {
    const promotion = byKey.get(key);
    if (promotion === undefined) continue;
    await tx.insert(promotions).values({ companyId, ...promotion });
  }
  for (const { name: key } of plan.promotions.change) {
    const promotion = byKey.get(key);
    if (promotion === undefined) continue;
    await tx
      .update(promotions)
      .set({ active: promotion.active, definition: promotion.definition })
      .where(and(eq(promotions.companyId, companyId), eq(promotions.key, key)));
  }
  if (plan.promotions.retire.length > 0) {
    await tx
      .update(promotions)
      .set({ active: false })
      .where(
        and(eq(promotions.companyId, companyId), inArray(promotions.key, plan.promotions.retire)),
      );
  }
}

async function applyCoupons(
  tx: Queryable,
  companyId: number,
  venue: VenueFile,
  plan: ImportPlan,
): Promise<void> {
  const byCode = new Map(venue.coupons.map((coupon) => [coupon.code.toUpperCase(), coupon]));
  for (const code of [...plan.coupons.add, ...plan.coupons.change.map((c) => c.name)]) {
    const coupon = byCode.get(code);
    if (coupon === undefined) continue;
    await tx
      .insert(coupons)
      .values({ companyId, code, active: coupon.active, definition: coupon.definition })
      .onConflictDoUpdate({
        target: [coupons.companyId, coupons.code],
        set: { active: coupon.active, definition: coupon.definition },
      });
  }
  if (plan.coupons.retire.length > 0) {
    await tx
      .update(coupons)
      .set({ active: false })
      .where(and(eq(coupons.companyId, companyId), inArray(coupons.code, plan.coupons.retire)));
  }
}

/**
 * Writes a plan: the company (added or changed), each outlet with its menu, tables and
 * counters, then the promotions and coupons.
 *
 * @returns the company's id
 */
export async function applyVenue(
  tx: Queryable,
  venue: VenueFile,
  plan: ImportPlan,
  companyId: number | null,
  now: Date,
): Promise<number> {
  let id = companyId;
  if (id === null) {
    const [row] = await tx
      .insert(companies)
      .values(companyValues(venue))
      .returning({ id: companies.id });
    if (!row) throw new Error('company insert returned nothing');
    id = row.id;
  } else if (plan.company.action === 'change') {
    await tx.update(companies).set(companyValues(venue)).where(eq(companies.id, id));
  }
  for (const [index, outlet] of venue.outlets.entries()) {
    const outletPlan = plan.outlets[index];
    if (outletPlan) await applyOutlet(tx, id, outlet, outletPlan, now);
  }
  await applyPromotions(tx, id, venue, plan);
  await applyCoupons(tx, id, venue, plan);
  return id;
}
