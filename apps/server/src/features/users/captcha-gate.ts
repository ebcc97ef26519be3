import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { CaptchaUnavailable, checkTurnstileToken, requiredCaptcha } from '../../captcha/turnstile';
import { HttpError, badRequest } from '../../http/http-error';
import { sessionState, updateSession, type SessionRecord } from '../../session/session-store';
import type { Venue } from '../../venue/venue';

/**
 * How long a passed captcha carries a session on to sign-up. our choice: 10 minutes, the time
 * to fill in the sign-up form after the verification's 404; the token itself is spent.
 */
export const CAPTCHA_PASS_MS = 10 * 60_000;

/**
 * Checks the verification's captcha token with Turnstile before anything else is looked up or
 * sent (A§5: with captcha enabled a token is required; A§7 the captcha header), and remembers
 * on the session that it passed, for the sign-up that may follow.
 *
 * @throws HttpError 400 `captcha_required` without a token, 400 `captcha_invalid` for a token
 *   Turnstile refuses (spent, expired, forged), 503 `captcha_unavailable` when it cannot be asked
 */
export async function assertCaptchaPassed(
  app: AppContext,
  venue: Venue,
  session: SessionRecord,
  request: FastifyRequest,
): Promise<void> {
  const settings = requiredCaptcha(app.config, venue.company);
  if (settings === null) return;
  const header = request.headers['x-captcha-token'];
  const token = typeof header === 'string' ? header.trim() : '';
  if (token === '') {
    throw badRequest('Please confirm you are not a robot.', 'captcha_required');
  }
  let check;
  try {
    check = await checkTurnstileToken(settings, token, request.ip);
  } catch (error) {
    if (!(error instanceof CaptchaUnavailable)) throw error;
    app.log.warn({ err: error.cause }, 'Turnstile could not be reached');
    throw new HttpError(
      503,
      'We could not check that you are not a robot. Please try again in a moment.',
      'captcha_unavailable',
    );
  }
  if (!check.passed) {
    throw badRequest(
      'The check that you are not a robot has expired. Please do it again.',
      'captcha_invalid',
    );
  }
  const state = { ...sessionState(session), captcha_passed_at: app.now().getTime() };
  await updateSession(app.db, session.id, { state });
  session.state = state;
}

/**
 * Lets a sign-up send its code only after this session passed the captcha at its verification,
 * within {@link CAPTCHA_PASS_MS}.
 *
 * @throws HttpError 400 `captcha_required` otherwise
 */
export function assertCaptchaCarried(app: AppContext, venue: Venue, session: SessionRecord): void {
  if (requiredCaptcha(app.config, venue.company) === null) return;
  const passedAt = sessionState(session).captcha_passed_at;
  if (passedAt === undefined || app.now().getTime() - passedAt > CAPTCHA_PASS_MS) {
    throw badRequest('Please confirm you are not a robot.', 'captcha_required');
  }
}
