import type { pageBaseSchema } from '@tabula/api-client';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { SessionRecord } from '../session/session-store';
import { sessionUser } from '../users/user-view';
import { sessionView, type Venue } from '../venue/venue';
import {
  sessionSnapshot,
  venueAtTable,
  type ScheduledMenu,
  type VenueSnapshot,
} from '../venue/venue-snapshots';
import { featureFlagsFor } from './feature-flags';

/** The fields every page answers (spec: A§7 page configuration; the contract's pageBaseSchema). */
export type PageBase = z.input<typeof pageBaseSchema>;

/** A page's venue, its snapshot and its shared fields. */
export interface PageStart {
  venue: Venue;
  snapshot: VenueSnapshot;
  base: PageBase;
}

/**
 * Loads what every configuration page answers: the signed-in user (null for a visitor), the
 * session, the company (its logo on the public address), the outlet and the plan's feature flags
 * (spec: A§7 "Response fields read from configuration answers"; A§4 flags by plan). The venue
 * comes from the outlet's snapshot (venue/venue-snapshots.ts); only the diner's part is read.
 */
export async function loadPageBase(app: AppContext, session: SessionRecord): Promise<PageStart> {
  const snapshot = await sessionSnapshot(app, session);
  const venue = venueAtTable(snapshot, session.tableId);
  const user = await sessionUser(app.db, session);
  return {
    venue,
    snapshot,
    base: {
      user,
      session: sessionView(session, venue),
      company: snapshot.publicCompany,
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
export function pageMenu(app: AppContext, snapshot: VenueSnapshot): ScheduledMenu {
  return snapshot.menuAt(app.now());
}
