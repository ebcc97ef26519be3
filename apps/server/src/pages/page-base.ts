import type { Menu, OutOfStockItem, pageBaseSchema } from '@tabula/api-client';
import { filterVisibleCategories } from '@tabula/engine';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { SessionRecord } from '../session/session-store';
import { withPublicImages } from '../venue/image-url';
import { loadSessionVenue, outletTime, sessionView, type Venue } from '../venue/venue';
import { featureFlagsFor } from './feature-flags';
import { sessionUser } from '../users/user-view';

/** The fields every page answers (spec: A§7 page configuration; the contract's pageBaseSchema). */
export type PageBase = z.input<typeof pageBaseSchema>;

/** A page's venue and its shared fields. */
export interface PageStart {
  venue: Venue;
  base: PageBase;
}

/**
 * Loads what every configuration page answers: the signed-in user (null for a visitor), the
 * session, the company (its logo on the public address), the outlet and the plan's feature flags
 * (spec: A§7 "Response fields read from configuration answers"; A§4 flags by plan).
 */
export async function loadPageBase(app: AppContext, session: SessionRecord): Promise<PageStart> {
  const venue = await loadSessionVenue(app.db, session);
  const user = await sessionUser(app.db, session);
  return {
    venue,
    base: {
      user,
      session: sessionView(session, venue),
      company: withPublicImages(venue.company, app.config.publicUrl),
      outlet: venue.outlet,
      feature_flags: featureFlagsFor(venue.plan),
    },
  };
}

/**
 * The menu as the diner sees it now: only the categories whose schedule covers the outlet's
 * current day and time (spec: A§4 Category visibility, A§9 weekdays 1 to 7 from Sunday), with the
 * pictures on the public address, and the sold-out items beside it (A§7 out_of_stock_items).
 */
export function pageMenu(
  app: AppContext,
  venue: Venue,
): { menu: Omit<Menu, 'out_of_stock_items'>; out_of_stock_items: OutOfStockItem[] } {
  const now = outletTime(venue.timeZone, app.now());
  // The contract's published types lose the nested items of a grouped item (a recursive schema),
  // so the two type views of the same menu meet through unknown. The engine keeps the objects it
  // is given, so what comes back is still the contract's menu.
  const categories = filterVisibleCategories(
    venue.menu.categories,
    now,
  ) as unknown as Menu['categories'];
  return {
    menu: withPublicImages({ ...venue.menu, categories }, app.config.publicUrl),
    out_of_stock_items: venue.outOfStock,
  };
}

/** The advertisements with their pictures on the public address (spec: A§3 Advertisement). */
export function pageAdvertisements(app: AppContext, venue: Venue): Venue['advertisements'] {
  return withPublicImages(venue.advertisements, app.config.publicUrl);
}
