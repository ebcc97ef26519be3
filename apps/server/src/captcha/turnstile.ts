import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CaptchaSettings } from '../config/config';

/** Where Turnstile's script and token check live under its origin. */
export const TURNSTILE_SCRIPT_PATH = '/turnstile/v0/api.js';
export const TURNSTILE_VERIFY_PATH = '/turnstile/v0/siteverify';

/** Siteverify's answer, the part the server reads (Cloudflare's names). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
  hostname: z.string().optional(),
});

/** What Turnstile said of a token. */
export type TokenCheck =
  /** A token Turnstile issued for this site key, not yet spent and not expired. */
  | { passed: true }
  /** Refused: Cloudflare's error codes (`timeout-or-duplicate` for a spent or expired token). */
  | { passed: false; codes: string[] };

/** Turnstile could not be asked: no answer in time, or not an answer siteverify gives. */
export class CaptchaUnavailable extends Error {
  constructor(options: { cause: unknown }) {
    super('Turnstile could not check the token', options);
    this.name = 'CaptchaUnavailable';
  }
}

/**
 * Asks Turnstile's siteverify whether a widget's token is good (Cloudflare's documented server
 * check): a token is single use and lives 300 s, so a reused or late one is refused with
 * `timeout-or-duplicate`. The diner's address goes with it, and an idempotency key, so a
 * retried call is not taken for a second use.
 *
 * @throws CaptchaUnavailable when Turnstile does not answer within 10 s, or answers nonsense
 */
export async function checkTurnstileToken(
  settings: CaptchaSettings,
  token: string,
  remoteIp: string,
): Promise<TokenCheck> {
  const body = new URLSearchParams({
    secret: settings.secretKey,
    response: token,
    remoteip: remoteIp,
    idempotency_key: randomUUID(),
  });
  let answer: z.infer<typeof siteverifyAnswer>;
  try {
    // our choice: 10 s, as for the SMS and e-mail carriers, rather than holding the diner.
    const response = await fetch(`${settings.verifyUrl}${TURNSTILE_VERIFY_PATH}`, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(10_000),
    });
    answer = siteverifyAnswer.parse(await response.json());
  } catch (cause) {
    throw new CaptchaUnavailable({ cause });
  }
  return answer.success ? { passed: true } : { passed: false, codes: answer['error-codes'] };
}

/**
 * The captcha sign-in asks for, or null: Turnstile's keys when the company enables the captcha
 * (A§3 configuration.captcha_enabled) and the server has them.
 */
export function requiredCaptcha(
  config: { captcha: CaptchaSettings | null },
  company: { configuration: { captcha_enabled: boolean } },
): CaptchaSettings | null {
  return company.configuration.captcha_enabled ? config.captcha : null;
}
