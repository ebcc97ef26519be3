import type { homePageSchema } from '@tabula/api-client';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { spliceJson, type JsonText } from '../http/json-text';
import { loyaltyFor } from '../loyalty/loyalty-view';
import { dinerOrderOrNull } from '../orders/diner-orders';
import { recentOrderFor } from '../orders/order-view';
import type { SessionRecord } from '../session/session-store';
import { tableChoiceFor } from '../tables/table-choice';
import { loadDinerFields } from './page-base';
import { venueFields } from './venue-fields';

/** The home page configuration (the contract's input type: what the server may answer). */
export type HomePage = z.input<typeof homePageSchema>;

/** The home page's fields that are the same for every diner of an outlet at one moment. */
const SHARED = [
  'company',
  'outlet',
  'feature_flags',
  'menu',
  'out_of_stock_items',
  'advertisements',
  'promotions',
] as const;

/**
 * The home page configuration of a session (spec: A§7; A§2 `/`): the menu as scheduled now with
 * its sold-out items, the advertisements, the promotions, the diner's loyalty, the status bar's
 * running order and the table choice a scan left waiting (issue 30). GET /pages/home answers it,
 * and the diner app's page inlines it (serve-diner). The venue's part comes serialised from the
 * outlet's snapshot (issue 16); only the diner's part (user, session, loyalty, running order,
 * table choice) is read and serialised per request.
 */
export async function buildHomePage(
  app: AppContext,
  session: SessionRecord,
): Promise<JsonText<HomePage>> {
  const { venue, snapshot, diner } = await loadDinerFields(app, session);
  const recent = await recentOrderFor(app.db, session);
  const own = {
    ...diner,
    loyalty: await loyaltyFor(app.db, venue, session),
    recent_order: await dinerOrderOrNull(app.db, recent, venue.company.decimal_precision),
    table_choice: await tableChoiceFor(app.db, session),
  };
  return spliceJson(own, venueFields(snapshot, app.now(), SHARED));
}
