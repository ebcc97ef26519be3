import type { homePageSchema } from '@tabula/api-client';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { loyaltyFor } from '../loyalty/loyalty-view';
import { orderView, recentOrderFor } from '../orders/order-view';
import type { SessionRecord } from '../session/session-store';
import { loadPageBase, pageAdvertisements, pageMenu } from './page-base';

/**
 * The home page configuration of a session (spec: A§7; A§2 `/`): the menu as scheduled now with
 * its sold-out items, the advertisements, the promotions, the diner's loyalty and the status
 * bar's running order. GET /pages/home answers it, and the diner app's page inlines it
 * (serve-diner).
 */
export async function buildHomePage(
  app: AppContext,
  session: SessionRecord,
): Promise<z.input<typeof homePageSchema>> {
  const { venue, base } = await loadPageBase(app, session);
  const recent = await recentOrderFor(app.db, session);
  return {
    ...base,
    ...pageMenu(app, venue),
    loyalty: await loyaltyFor(app.db, venue, session),
    advertisements: pageAdvertisements(app, venue),
    promotions: venue.promotions,
    recent_order: recent ? orderView(recent) : null,
  };
}
