import type { pageBaseSchema } from '@tabula/api-client';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { SessionRecord } from '../session/session-store';
import { sessionUser } from '../users/user-view';
import { sessionView, type Venue } from '../venue/venue';
import { sessionSnapshot, venueAtTable, type VenueSnapshot } from '../venue/venue-snapshots';
import { featureFlagsFor } from './feature-flags';

/** The fields every page answers (spec: A§7 page configuration; the contract's pageBaseSchema). */
export type PageBase = z.input<typeof pageBaseSchema>;

/** A page's venue, its snapshot and its shared fields. */
export interface PageStart {
  venue: Venue;
  snapshot: VenueSnapshot;
  base: PageBase;
}

/** A page's venue, its snapshot, and the fields of the base that are the diner's own. */
export interface DinerStart {
  venue: Venue;
  snapshot: VenueSnapshot;
  diner: Pick<PageBase, 'user' | 'session'>;
}

/**
 * What a page that splices the venue's fields (pages/venue-fields.ts) reads per request: the
 * signed-in user (null for a visitor) and the session (spec: A§7).
 */
export async function loadDinerFields(
  app: AppContext,
  session: SessionRecord,
): Promise<DinerStart> {
  const snapshot = await sessionSnapshot(app, session);
  const venue = venueAtTable(snapshot, session.tableId);
  const user = await sessionUser(app.db, session);
  return { venue, snapshot, diner: { user, session: sessionView(session, venue) } };
}

/**
 * Loads what every configuration page answers: the signed-in user (null for a visitor), the
 * session, the company (its logo on the public address), the outlet and the plan's feature flags
 * (spec: A§7 "Response fields read from configuration answers"; A§4 flags by plan). The venue
 * comes from the outlet's snapshot (venue/venue-snapshots.ts); only the diner's part is read.
 */
export async function loadPageBase(app: AppContext, session: SessionRecord): Promise<PageStart> {
  const { venue, snapshot, diner } = await loadDinerFields(app, session);
  return {
    venue,
    snapshot,
    base: {
      ...diner,
      company: snapshot.publicCompany,
      outlet: venue.outlet,
      feature_flags: featureFlagsFor(venue.plan),
    },
  };
}
