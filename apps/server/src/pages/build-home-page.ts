import type { homePageSchema } from '@tabula/api-client';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import {
  serialiseFields,
  spliceJson,
  type JsonText,
  type SerialisedFields,
} from '../http/json-text';
import { loyaltyFor } from '../loyalty/loyalty-view';
import { orderView, recentOrderFor } from '../orders/order-view';
import type { SessionRecord } from '../session/session-store';
import { sessionUser } from '../users/user-view';
import { sessionView } from '../venue/venue';
import {
  sessionSnapshot,
  venueAtTable,
  type ScheduledMenu,
  type VenueSnapshot,
} from '../venue/venue-snapshots';
import { featureFlagsFor } from './feature-flags';

/** The home page configuration (the contract's input type: what the server may answer). */
export type HomePage = z.input<typeof homePageSchema>;

/** The home page's fields that are the same for every diner of an outlet at one moment. */
type SharedHomeFields = Pick<
  HomePage,
  | 'company'
  | 'outlet'
  | 'feature_flags'
  | 'menu'
  | 'out_of_stock_items'
  | 'advertisements'
  | 'promotions'
>;

/** The shared fields, serialised once per scheduled menu of a snapshot. */
const sharedFields = new WeakMap<ScheduledMenu, SerialisedFields<SharedHomeFields>>();

function sharedHomeFields(
  snapshot: VenueSnapshot,
  scheduled: ScheduledMenu,
): SerialisedFields<SharedHomeFields> {
  let fields = sharedFields.get(scheduled);
  if (fields === undefined) {
    const shared: SharedHomeFields = {
      company: snapshot.publicCompany,
      outlet: snapshot.venue.outlet,
      feature_flags: featureFlagsFor(snapshot.venue.plan),
      menu: scheduled.menu,
      out_of_stock_items: scheduled.out_of_stock_items,
      advertisements: snapshot.publicAdvertisements,
      promotions: snapshot.venue.promotions,
    };
    fields = serialiseFields(shared);
    sharedFields.set(scheduled, fields);
  }
  return fields;
}

/**
 * The home page configuration of a session (spec: A§7; A§2 `/`): the menu as scheduled now with
 * its sold-out items, the advertisements, the promotions, the diner's loyalty and the status
 * bar's running order. GET /pages/home answers it, and the diner app's page inlines it
 * (serve-diner). The venue's part comes serialised from the outlet's snapshot (issue 16); only
 * the diner's part (user, session, loyalty, running order) is read and serialised per request.
 */
export async function buildHomePage(
  app: AppContext,
  session: SessionRecord,
): Promise<JsonText<HomePage>> {
  const snapshot = await sessionSnapshot(app, session);
  const venue = venueAtTable(snapshot, session.tableId);
  const user = await sessionUser(app.db, session);
  const recent = await recentOrderFor(app.db, session);
  const own = {
    user,
    session: sessionView(session, venue),
    loyalty: await loyaltyFor(app.db, venue, session),
    recent_order: recent ? orderView(recent) : null,
  };
  return spliceJson(own, sharedHomeFields(snapshot, snapshot.menuAt(app.now())));
}
