import type { homePageSchema, scanAndPayPageSchema } from '@tabula/api-client';
import type { z } from 'zod';
import { serialiseFields, type SerialisedFields } from '../http/json-text';
import type { ScheduledMenu, VenueSnapshot } from '../venue/venue-snapshots';
import { featureFlagsFor } from './feature-flags';

type Home = z.input<typeof homePageSchema>;
type ScanAndPay = z.input<typeof scanAndPayPageSchema>;

/**
 * The page fields that are the same for every diner of an outlet at one moment (spec: A§7 page
 * configuration): what the pages splice after the diner's own fields (issue 16).
 */
export interface VenueFields {
  company: Home['company'];
  outlet: Home['outlet'];
  feature_flags: Home['feature_flags'];
  menu: Home['menu'];
  out_of_stock_items: Home['out_of_stock_items'];
  advertisements: Home['advertisements'];
  promotions: Home['promotions'];
  payment_types: ScanAndPay['payment_types'];
  tips: ScanAndPay['tips'];
}

export type VenueFieldName = keyof VenueFields;

/** The fields of a venue at one scheduled menu of its snapshot. */
function allFields(snapshot: VenueSnapshot, scheduled: ScheduledMenu): VenueFields {
  const { venue } = snapshot;
  return {
    company: snapshot.publicCompany,
    outlet: venue.outlet,
    feature_flags: featureFlagsFor(venue.plan),
    menu: scheduled.menu,
    out_of_stock_items: scheduled.out_of_stock_items,
    advertisements: snapshot.publicAdvertisements,
    promotions: venue.promotions,
    payment_types: snapshot.publicPaymentTypes,
    // Tips are offered only when the company takes them (spec: B§5 Tips).
    tips: venue.company.has_tips ? venue.tips : [],
  };
}

/** Per scheduled menu, each page's choice of fields, serialised. */
const serialised = new WeakMap<ScheduledMenu, Map<string, SerialisedFields<object>>>();

/**
 * Some of the venue's page fields as the diner sees them at `now`, serialised once per scheduled
 * menu of the snapshot and kept with it, to be spliced into every diner's answer.
 */
export function venueFields<K extends VenueFieldName>(
  snapshot: VenueSnapshot,
  now: Date,
  names: readonly K[],
  // NoInfer: the fields are those named, never widened to what the caller's answer expects.
): SerialisedFields<Pick<VenueFields, NoInfer<K>>> {
  const scheduled = snapshot.menuAt(now);
  let kept = serialised.get(scheduled);
  if (!kept) {
    kept = new Map();
    serialised.set(scheduled, kept);
  }
  const key = names.join(',');
  let fields = kept.get(key);
  if (!fields) {
    const all = allFields(snapshot, scheduled);
    fields = serialiseFields(Object.fromEntries(names.map((name) => [name, all[name]])));
    kept.set(key, fields);
  }
  return fields as SerialisedFields<Pick<VenueFields, NoInfer<K>>>;
}
