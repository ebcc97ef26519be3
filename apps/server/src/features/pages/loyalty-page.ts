import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { loadPageBase } from '../../pages/page-base';

/** GET /pages/loyalty (spec: A§7): the loyalty widget's data; null for a visitor or non-member. */
export function registerLoyaltyPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.loyalty, 'session', async ({ session }) => {
    const { venue, base } = await loadPageBase(app, session);
    return { ...base, loyalty: await loyaltyFor(app.db, venue, session) };
  });
}
