import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerConvertGuestRoute } from './convert-guest-route';
import { registerGuestLoginRoute } from './guest-login-route';
import { registerOtpRoutes } from './otp/otp-routes';
import { registerProfileRoute } from './profile-route';
import { registerSavedCardsRoutes } from './saved-cards-routes';
import { registerSignInRoutes } from './sign-in-routes';
import { registerSignUpRoute } from './sign-up-route';
import { registerUpdateSessionsRoute } from './update-sessions-route';

/**
 * Every call of the contract's `users` group (spec: A§7 User and auth): one-time codes, sign-in,
 * sign-up, sign-out, clear-session, guest login and conversion, profile, session table and
 * saved cards.
 */
export function registerUsers(server: FastifyInstance, app: AppContext): void {
  registerOtpRoutes(server, app);
  registerSignInRoutes(server, app);
  registerSignUpRoute(server, app);
  registerGuestLoginRoute(server, app);
  registerConvertGuestRoute(server, app);
  registerProfileRoute(server, app);
  registerUpdateSessionsRoute(server, app);
  registerSavedCardsRoutes(server, app);
}
