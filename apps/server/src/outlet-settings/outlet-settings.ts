import {
  companySchema,
  posOutletProfileSchema,
  tipsSchema,
  type OrderLimitsSettings,
  type PosOutletSettings,
  type PosOutletSettingsChanges,
  type Tips,
} from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { companies, outlets } from '../db/schema';
import { notFound, unprocessable } from '../http/http-error';
import { lockOutletPlaces } from '../places/place-lock';
import { auditChanges, recordAudit, type AuditActor } from '../staff/audit-log';
import { checkVenueChange } from '../venue-file/check-venue-change';
import { venueFileSchema } from '../venue-file/venue-file-schema';
import { withTaxes } from './menu-taxes';

/*
 * An outlet's settings in the back office (contract/pos-settings.ts), read and changed. A change
 * runs in one transaction under the company's venue lock, is checked as an import checks a venue
 * file (check-venue-change.ts), is written, moves the outlet's venue version (the triggers on
 * outlets and companies), so every diner's next request is served it, and leaves an audit line
 * naming each field changed with its value before and after.
 */

const storedMenuSchema = venueFileSchema.shape.outlets.element.shape.menu;

interface OutletRow {
  key: string;
  companyId: number;
  profile: unknown;
  menu: unknown;
  maxLineQuantity: number;
  maxOrderItems: number;
  maxOrderAmount: string | null;
  maxTipPercent: string;
  venueVersion: number;
  companyProfile: unknown;
  tips: unknown;
}

async function readOutlet(tx: Queryable, outletId: number): Promise<OutletRow> {
  const [row] = await tx
    .select({
      key: outlets.key,
      companyId: outlets.companyId,
      profile: outlets.profile,
      menu: outlets.menu,
      maxLineQuantity: outlets.maxLineQuantity,
      maxOrderItems: outlets.maxOrderItems,
      maxOrderAmount: outlets.maxOrderAmount,
      maxTipPercent: outlets.maxTipPercent,
      venueVersion: outlets.venueVersion,
      companyProfile: companies.profile,
      tips: companies.tips,
    })
    .from(outlets)
    .innerJoin(companies, eq(companies.id, outlets.companyId))
    .where(eq(outlets.id, outletId));
  if (!row) throw notFound('No such outlet', 'not_found');
  return row;
}

function limitsOf(row: OutletRow): OrderLimitsSettings {
  return {
    max_line_quantity: row.maxLineQuantity,
    max_order_items: row.maxOrderItems,
    max_order_amount: row.maxOrderAmount,
    max_tip_percent: row.maxTipPercent,
  };
}

/** The outlet's settings as the back office edits them. */
export async function outletSettingsOf(
  db: Queryable,
  outletId: number,
): Promise<PosOutletSettings> {
  const row = await readOutlet(db, outletId);
  const company = companySchema.omit({ id: true }).parse(row.companyProfile);
  const menu = storedMenuSchema.parse(row.menu);
  const { locales, default: first } = company.locale_data;
  return {
    profile: posOutletProfileSchema.parse(row.profile),
    order_limits: limitsOf(row),
    taxes: menu.taxes,
    surcharges: menu.surcharges,
    is_tax_inclusive: menu.is_tax_inclusive,
    tips: tipsSchema.parse(row.tips),
    languages: [first, ...locales.filter((locale) => locale !== first)],
    currency: company.currency,
    decimal_precision: company.decimal_precision,
    version: row.venueVersion,
  };
}

/**
 * Changes an outlet's settings: the fields of `body` given, taxes and surcharges whole (a tax's
 * copies on the dishes follow it, menu-taxes.ts).
 *
 * @throws HttpError 404 for no such outlet; 422 settings_invalid naming the place when the
 *   company's file after the change would not import
 */
export async function changeOutletSettings(
  db: Database,
  outletId: number,
  by: AuditActor,
  body: PosOutletSettingsChanges,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOutletPlaces(tx, outletId);
    const row = await readOutlet(tx, outletId);
    const profileBefore = posOutletProfileSchema.parse(row.profile);
    const profile = { ...profileBefore, ...body.profile };
    const limitsBefore = limitsOf(row);
    const order_limits = { ...limitsBefore, ...body.order_limits };
    const menuBefore = storedMenuSchema.parse(row.menu);
    const withSurcharges = { ...menuBefore, surcharges: body.surcharges ?? menuBefore.surcharges };
    const menu = {
      ...withTaxes(withSurcharges, body.taxes ?? menuBefore.taxes),
      is_tax_inclusive: body.is_tax_inclusive ?? menuBefore.is_tax_inclusive,
    };
    await checkVenueChange(
      tx,
      row.companyId,
      row.key,
      (venue, index) => ({
        ...venue,
        outlets: venue.outlets.map((each, i) =>
          i === index ? { ...each, profile, order_limits, menu } : each,
        ),
      }),
      'settings_invalid',
    );
    const stored = storedMenuSchema.parse(menu);
    const details = {
      ...auditChanges(profileBefore, profile, 'profile.'),
      ...auditChanges(limitsBefore, order_limits, 'order_limits.'),
      ...auditChanges(
        {
          taxes: menuBefore.taxes,
          surcharges: menuBefore.surcharges,
          is_tax_inclusive: menuBefore.is_tax_inclusive,
        },
        {
          taxes: stored.taxes,
          surcharges: stored.surcharges,
          is_tax_inclusive: stored.is_tax_inclusive,
        },
      ),
    };
    // Nothing changed: no write, so the venue version and the audit log stay as they are.
    if (Object.keys(details).length === 0) return;
    await tx
      .update(outlets)
      .set({
        profile: posOutletProfileSchema.parse(profile),
        menu: stored,
        maxLineQuantity: order_limits.max_line_quantity,
        maxOrderItems: order_limits.max_order_items,
        maxOrderAmount: order_limits.max_order_amount,
        maxTipPercent: order_limits.max_tip_percent,
      })
      .where(eq(outlets.id, outletId));
    await recordAudit(tx, {
      companyId: row.companyId,
      outletId,
      ...by,
      action: 'pos.changeOutletSettings',
      subject: `outlet ${row.key}`,
      details,
    });
  });
}

/**
 * Sets the company's tip percentages, in the order the diner is offered them.
 *
 * @throws HttpError 404 for no such outlet; 422 tips_invalid for a percentage given twice, or
 *   naming the place when the company's file after the change would not import
 */
export async function changeTips(
  db: Database,
  outletId: number,
  by: AuditActor,
  tips: Tips,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOutletPlaces(tx, outletId);
    const row = await readOutlet(tx, outletId);
    const twice = tips.find((tip, i) => tips.indexOf(tip) !== i);
    if (twice !== undefined) {
      throw unprocessable(`The tip of ${twice}% is offered twice.`, 'tips_invalid');
    }
    await checkVenueChange(
      tx,
      row.companyId,
      row.key,
      (venue) => ({ ...venue, company: { ...venue.company, tips } }),
      'tips_invalid',
    );
    await tx.update(companies).set({ tips }).where(eq(companies.id, row.companyId));
    await recordAudit(tx, {
      companyId: row.companyId,
      outletId,
      ...by,
      action: 'pos.changeTips',
      subject: 'tips',
      details: { tips: { from: tipsSchema.parse(row.tips), to: tips } },
    });
  });
}
