import type { Session } from '@tabula/api-client';
import type { ServiceMode } from '@tabula/engine';

/**
 * Where the order is eaten, as the engine picks surcharges by it: dine-in at a table, walk-in
 * otherwise.
 */
// our choice: the same rule the server prices with (a table_id means dine-in), so the app's bill
// and the server's agree on the surcharges; at a counter the Eat In / Take Out choice travels
// beside it (dine_mode), and an order eaten in takes no delivery charge (packaging).
export function serviceMode(session: Pick<Session, 'table_id'>): ServiceMode {
  return session.table_id === null ? 'walk_in' : 'dine_in';
}
