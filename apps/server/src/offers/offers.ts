import {
  companySchema,
  couponDefinitionSchema,
  loyaltyProgrammeSchema,
  promotionSchema,
  type LoyaltyProgramme,
  type MenuCategory,
  type MenuItem,
  type PosCouponBody,
  type PosOffers,
  type PosPromotionBody,
  type PromotionTarget,
} from '@tabula/api-client';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { companies, coupons, outlets, promotions } from '../db/schema';
import { notFound, unprocessable } from '../http/http-error';
import { lockOutletPlaces } from '../places/place-lock';
import { auditChanges, recordAudit, type AuditActor } from '../staff/audit-log';
import { checkCompanyChange } from '../venue-file/check-venue-change';
import type { VenueFile } from '../venue-file/venue-file-schema';

/*
 * A company's offers in the back office (contract/pos-offers.ts): its promotions, coupons and
 * loyalty programme, read from an outlet of it and changed whole. Each change runs in one
 * transaction under the company's venue lock, is checked as an import checks a venue file
 * (check-venue-change.ts, offer-problems.ts), is written, and leaves an audit line naming each
 * field changed with its value before and after; a change that changes nothing writes nothing.
 * A promotion's row and the company's loyalty programme move every outlet's venue version (the
 * triggers of migration 0003), so diners' next request is served them; a coupon is looked up
 * when a diner types it.
 */

const promotionDefinitionSchema = promotionSchema.omit({ id: true });

async function companyOf(tx: Queryable, outletId: number) {
  const [row] = await tx
    .select({
      id: companies.id,
      profile: companies.profile,
      loyalty: companies.loyaltyProgramme,
      outletKey: outlets.key,
    })
    .from(outlets)
    .innerJoin(companies, eq(companies.id, outlets.companyId))
    .where(eq(outlets.id, outletId));
  if (!row) throw notFound('No such outlet', 'not_found');
  return row;
}

function loyaltyOf(stored: unknown): LoyaltyProgramme | null {
  return stored === null ? null : loyaltyProgrammeSchema.parse(stored);
}

/** The company's promotions, coupons and loyalty programme, from one of its outlets. */
export async function offersOf(db: Queryable, outletId: number): Promise<PosOffers> {
  const company = await companyOf(db, outletId);
  const profile = companySchema.omit({ id: true }).parse(company.profile);
  const promotionRows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.companyId, company.id))
    .orderBy(asc(promotions.id));
  const couponRows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.companyId, company.id))
    .orderBy(asc(coupons.code));
  const { locales, default: first } = profile.locale_data;
  return {
    promotions: promotionRows
      .map((row) => ({
        key: row.key,
        id: row.id,
        active: row.active,
        definition: promotionDefinitionSchema.parse(row.definition),
      }))
      .sort((a, b) => a.definition.priority - b.definition.priority || a.id - b.id),
    coupons: couponRows.map((row) => ({
      code: row.code,
      active: row.active,
      definition: couponDefinitionSchema.parse(row.definition),
    })),
    loyalty: loyaltyOf(company.loyalty),
    languages: [first, ...locales.filter((locale) => locale !== first)],
    currency: profile.currency,
    decimal_precision: profile.decimal_precision,
  };
}

/** The dish and category ids of every outlet's menu of the company. */
function menuIds(venue: VenueFile): { items: Set<number>; categories: Set<number> } {
  const items = new Set<number>();
  const categories = new Set<number>();
  const visitItems = (list: readonly MenuItem[]) => {
    for (const item of list) {
      items.add(item.id);
      visitItems(item.items ?? []);
    }
  };
  const visit = (list: readonly MenuCategory[]) => {
    for (const category of list) {
      categories.add(category.id);
      visitItems(category.items);
      visit(category.categories ?? []);
    }
  };
  for (const outlet of venue.outlets) visit(outlet.menu.categories);
  return { items, categories };
}

/** The places of a promotion's targets that name a dish or category no menu of the company has. */
function unknownTargets(
  body: PosPromotionBody,
  venue: VenueFile,
): { path: string; message: string }[] {
  const known = menuIds(venue);
  const targets: [string, PromotionTarget | null][] = [
    ['definition.condition.include', body.definition.condition.include],
    ['definition.condition.exclude', body.definition.condition.exclude],
    ['definition.action.include', body.definition.action.include],
    ['definition.action.exclude', body.definition.action.exclude],
  ];
  return targets.flatMap(([path, target]) => [
    ...(target?.items ?? []).flatMap((id, i) =>
      known.items.has(id)
        ? []
        : [{ path: `${path}.items[${String(i)}]`, message: `no dish ${String(id)} on any menu` }],
    ),
    ...(target?.categories ?? []).flatMap((id, i) =>
      known.categories.has(id)
        ? []
        : [
            {
              path: `${path}.categories[${String(i)}]`,
              message: `no category ${String(id)} on any menu`,
            },
          ],
    ),
  ]);
}

/**
 * Adds the promotion under `key`, or replaces the one there (retiring it is saving it inactive).
 *
 * @throws HttpError 404 for no such outlet; 422 promotion_invalid naming the place when the
 *   company's file after the change would not import, or a target names no dish or category of
 *   the company's menus
 */
export async function savePromotion(
  db: Database,
  outletId: number,
  by: AuditActor,
  key: string,
  body: PosPromotionBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOutletPlaces(tx, outletId);
    const company = await companyOf(tx, outletId);
    const [before] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.companyId, company.id), eq(promotions.key, key)));
    await checkCompanyChange(
      tx,
      company.id,
      (venue) => {
        const unknown = unknownTargets(body, venue);
        const first = unknown[0];
        if (first !== undefined) {
          throw unprocessable(`${first.path}: ${first.message}`, 'promotion_invalid', {
            problems: unknown,
          });
        }
        const index = venue.promotions.findIndex((each) => each.key === key);
        const at = index < 0 ? venue.promotions.length : index;
        const next = [...venue.promotions];
        next[at] = { key, ...body };
        return { file: { ...venue, promotions: next }, scope: `promotions[${String(at)}].` };
      },
      'promotion_invalid',
    );
    const definition = promotionDefinitionSchema.parse(body.definition);
    if (before === undefined) {
      await tx
        .insert(promotions)
        .values({ companyId: company.id, key, active: body.active, definition });
      await recordAudit(tx, {
        companyId: company.id,
        outletId,
        ...by,
        action: 'pos.savePromotion',
        subject: `promotion ${key}`,
        details: { added: { from: null, to: { active: body.active, ...definition } } },
      });
      return;
    }
    const details = auditChanges(
      { active: before.active, ...promotionDefinitionSchema.parse(before.definition) },
      { active: body.active, ...definition },
    );
    if (Object.keys(details).length === 0) return;
    await tx
      .update(promotions)
      .set({ active: body.active, definition })
      .where(eq(promotions.id, before.id));
    await recordAudit(tx, {
      companyId: company.id,
      outletId,
      ...by,
      action: 'pos.savePromotion',
      subject: `promotion ${key}`,
      details,
    });
  });
}

/**
 * Adds the coupon under `code` (upper-cased), or replaces the one there.
 *
 * @throws HttpError 404 for no such outlet; 422 coupon_invalid naming the place when the
 *   company's file after the change would not import
 */
export async function saveCoupon(
  db: Database,
  outletId: number,
  by: AuditActor,
  typed: string,
  body: PosCouponBody,
): Promise<void> {
  const code = typed.toUpperCase();
  await db.transaction(async (tx) => {
    await lockOutletPlaces(tx, outletId);
    const company = await companyOf(tx, outletId);
    const [before] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.companyId, company.id), eq(coupons.code, code)));
    await checkCompanyChange(
      tx,
      company.id,
      (venue) => {
        const index = venue.coupons.findIndex((each) => each.code.toUpperCase() === code);
        const at = index < 0 ? venue.coupons.length : index;
        const next = [...venue.coupons];
        next[at] = { code, ...body };
        return { file: { ...venue, coupons: next }, scope: `coupons[${String(at)}].` };
      },
      'coupon_invalid',
    );
    const definition = couponDefinitionSchema.parse(body.definition);
    const details =
      before === undefined
        ? { added: { from: null, to: { active: body.active, ...definition } } }
        : auditChanges(
            { active: before.active, ...couponDefinitionSchema.parse(before.definition) },
            { active: body.active, ...definition },
          );
    if (Object.keys(details).length === 0) return;
    await tx
      .insert(coupons)
      .values({ companyId: company.id, code, active: body.active, definition })
      .onConflictDoUpdate({
        target: [coupons.companyId, coupons.code],
        set: { active: body.active, definition },
      });
    await recordAudit(tx, {
      companyId: company.id,
      outletId,
      ...by,
      action: 'pos.saveCoupon',
      subject: `coupon ${code}`,
      details,
    });
  });
}

/**
 * Sets the company's loyalty programme, or ends it (null): diners keep their balances, and
 * can no longer earn or redeem until a programme runs again.
 *
 * @throws HttpError 404 for no such outlet; 422 loyalty_invalid naming the place when the
 *   company's file after the change would not import
 */
export async function changeLoyalty(
  db: Database,
  outletId: number,
  by: AuditActor,
  loyalty: LoyaltyProgramme | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOutletPlaces(tx, outletId);
    const company = await companyOf(tx, outletId);
    await checkCompanyChange(
      tx,
      company.id,
      (venue) => ({
        file: { ...venue, company: { ...venue.company, loyalty } },
        scope: 'company.loyalty.',
      }),
      'loyalty_invalid',
    );
    const before = loyaltyOf(company.loyalty);
    if (JSON.stringify(before) === JSON.stringify(loyalty)) return;
    await tx
      .update(companies)
      .set({ loyaltyProgramme: loyalty })
      .where(eq(companies.id, company.id));
    await recordAudit(tx, {
      companyId: company.id,
      outletId,
      ...by,
      action: 'pos.changeLoyalty',
      subject: 'loyalty',
      details: { loyalty: { from: before, to: loyalty } },
    });
  });
}
