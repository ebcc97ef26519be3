import { pages, type CaptchaWidget } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requiredCaptcha, TURNSTILE_SCRIPT_PATH } from '../../captcha/turnstile';
import { contractRoute } from '../../http/contract-route';
import { loadPageBase } from '../../pages/page-base';

/**
 * GET /pages/sign_in (spec: A§7; A§2 /login): the shared fields (the company carries the one-time
 * code settings) and the captcha widget to draw, Turnstile's site key and script, when the
 * company enables the captcha and a service is configured (A§3 configuration.captcha_enabled).
 */
export function registerSignInPage(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, pages.signIn, 'session', async ({ session }) => {
    const { base, venue } = await loadPageBase(app, session);
    const settings = requiredCaptcha(app.config, venue.company);
    const captcha: CaptchaWidget | null =
      settings !== null
        ? {
            provider: 'turnstile',
            site_key: settings.siteKey,
            script_url: `${settings.url}${TURNSTILE_SCRIPT_PATH}`,
          }
        : null;
    return { ...base, captcha };
  });
}
