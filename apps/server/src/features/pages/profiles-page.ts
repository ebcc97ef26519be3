import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { unauthorized } from '../../http/http-error';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { loadPageBase } from '../../pages/page-base';

/**
 * GET /pages/profiles (spec: A§7; A§2 Profile screen): the signed-in diner and their loyalty.
 * A visitor gets 401 (the app shows the server's text and goes to /, A§8 row 2).
 */
export function registerProfilesPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.profiles, 'session', async ({ session }) => {
    const { venue, base } = await loadPageBase(app, session);
    if (!base.user) throw unauthorized('Please sign in to see your profile', 'unauthorized');
    return { ...base, user: base.user, loyalty: await loyaltyFor(app.db, venue, session) };
  });
}
