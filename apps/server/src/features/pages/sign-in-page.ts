import { pages } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { loadPageBase } from '../../pages/page-base';

/**
 * GET /pages/sign_in (spec: A§7; A§2 /login): the shared fields only; the company carries the
 * captcha and one-time code settings the sign-in screen reads.
 */
export function registerSignInPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.signIn, 'session', async ({ session }) => {
    const { base } = await loadPageBase(app, session);
    return base;
  });
}
