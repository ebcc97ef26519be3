import { companySchema, type PosMenuEditor } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client';
import { companies, outlets } from '../db/schema';
import { notFound } from '../http/http-error';
import { lockOutletPlaces } from '../places/place-lock';
import { recordAudit, type AuditActor } from '../staff/audit-log';
import { withPublicImages } from '../venue/image-url';
import { retiredItemSchema, retiredItemsAfter } from '../venue-file/apply-venue';
import { checkVenueChange } from '../venue-file/check-venue-change';
import { venueFileSchema } from '../venue-file/venue-file-schema';
import type { MenuChange, StoredMenu } from './menu-changes';

/*
 * The back office's menu, read and changed (contract/pos-menu.ts). A change runs in one
 * transaction under the company's venue lock (the lock an import takes), is checked as an import
 * checks a venue file (the whole company's file with this outlet's new menu: prices at the
 * currency's precision, ids used once, banners leading to what is on the menu), and then written:
 * the outlet's venue version moves (migration 0003's trigger), so every diner's next request is
 * served the new menu, and an item taken off is kept in retired_items for the orders naming it.
 */

interface OutletRow {
  id: number;
  key: string;
  companyId: number;
  menu: unknown;
  retiredItems: unknown;
  venueVersion: number;
}

async function readOutlet(tx: Queryable, outletId: number): Promise<OutletRow> {
  const [row] = await tx
    .select({
      id: outlets.id,
      key: outlets.key,
      companyId: outlets.companyId,
      menu: outlets.menu,
      retiredItems: outlets.retiredItems,
      venueVersion: outlets.venueVersion,
    })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  if (!row) throw notFound('No such outlet', 'not_found');
  return row;
}

const storedMenuSchema = venueFileSchema.shape.outlets.element.shape.menu;

/** The outlet's menu as the back office edits it, its pictures on the public address. */
export async function menuEditorOf(
  db: Queryable,
  outletId: number,
  publicUrl: string,
): Promise<PosMenuEditor> {
  const outlet = await readOutlet(db, outletId);
  const [company] = await db
    .select({ profile: companies.profile })
    .from(companies)
    .where(eq(companies.id, outlet.companyId));
  if (!company) throw notFound('No such outlet', 'not_found');
  const profile = companySchema.omit({ id: true }).parse(company.profile);
  const { locales, default: first } = profile.locale_data;
  return {
    menu: withPublicImages(storedMenuSchema.parse(outlet.menu), publicUrl),
    languages: [first, ...locales.filter((locale) => locale !== first)],
    currency: profile.currency,
    decimal_precision: profile.decimal_precision,
    version: outlet.venueVersion,
  };
}

/**
 * Makes one change to an outlet's menu: `change` gets the stored menu and the ids of its
 * retired items and returns the menu after it; the result is checked, written and recorded in
 * the audit log under `action` (the call's name) by `by`.
 *
 * @throws HttpError 404 for no such outlet (or what `change` throws), 422 menu_invalid naming
 *   the first problem's place in the menu when the menu after the change would not import
 */
export async function changeOutletMenu(
  db: Database,
  outletId: number,
  action: string,
  by: AuditActor,
  change: (menu: StoredMenu, retiredIds: number[]) => MenuChange,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOutletPlaces(tx, outletId);
    const outlet = await readOutlet(tx, outletId);
    const before = storedMenuSchema.parse(outlet.menu);
    const retiredIds = z
      .array(retiredItemSchema)
      .parse(outlet.retiredItems)
      .map((item) => item.id);
    const made = change(before, retiredIds);

    await checkVenueChange(
      tx,
      outlet.companyId,
      outlet.key,
      (venue, index) => ({
        ...venue,
        outlets: venue.outlets.map((each, i) =>
          i === index ? { ...each, menu: made.menu } : each,
        ),
      }),
      'menu_invalid',
    );
    const menu = storedMenuSchema.parse(made.menu);
    await tx
      .update(outlets)
      .set({
        menu,
        retiredItems: retiredItemsAfter(outlet.retiredItems, before, menu, now),
      })
      .where(eq(outlets.id, outletId));
    await recordAudit(tx, {
      companyId: outlet.companyId,
      outletId,
      ...by,
      action,
      subject: made.subject,
      details: made.details,
    });
  });
}
