import { channelName, mastercardEndpoints, isApiError, type ApiClient } from '@tabula/api-client';
import type { listenLive } from '@/lib/realtime/realtime-client';
import type { Timers } from '@/lib/timers';
import { AUTHENTICATION_TIMEOUT_MS } from '../mastercard-timing';
import type { ShownChallenge } from './challenge-state';
import { deviceBlock } from './device-block';

/** Why the payer could not be authenticated (B§8 Google Pay authentication errors). */
export type AuthenticationErrorId =
  /** The gateway or the issuer refused the payer (DO_NOT_PROCEED, a failed challenge). */
  | 'auth_failed'
  /** The gateway answered something the flow does not know. */
  | 'unexpected_auth_response'
  /** A call failed (the network, the server). */
  | 'auth_error'
  /** The challenge was not answered in 120 s; the payment is declined. */
  | 'auth_timeout';

/** How the payer authentication ended. */
export type AuthenticationResult =
  | { ok: true }
  | {
      ok: false;
      error: AuthenticationErrorId;
      /** The issuer's or the gateway's reason, when one came. */
      message: string | null;
      /** The failed call, for an `auth_error`. */
      cause?: unknown;
    };

/** What the authentication needs from the app. */
export interface AuthenticationDeps {
  client: ApiClient;
  timers: Timers;
  listen: typeof listenLive;
  showChallenge: (challenge: ShownChallenge) => void;
  hideChallenge: () => void;
  /** The browser's device block; the real browser's by default. */
  device?: () => Record<string, unknown>;
}

/** One payment's authentication. */
export interface AuthenticationRequest {
  reference: string;
  /** Google Pay waits 10 s before authenticating the payer (B§4 step 2); a typed card does not. */
  waitBeforeMs: number;
  /**
   * Whether the payer is completed even when authentication is unavailable: a typed card is
   * charged by that call (the issuer decides), a wallet goes straight to its payment.
   */
  completeWhenUnavailable: boolean;
}

const ok = { ok: true } as const;

function failed(
  error: AuthenticationErrorId,
  message: string | null = null,
  cause?: unknown,
): AuthenticationResult {
  return { ok: false, error, message, ...(cause === undefined ? {} : { cause }) };
}

function wait(timers: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => {
    timers.setTimeout(resolve, ms);
  });
}

/**
 * Authenticates the payer of a Mastercard gateway payment (B§4 Google Pay steps 2 and 3; the
 * typed card goes the same way): asks the gateway whether the payer can be authenticated; if so
 * and it recommends PROCEED, waits (Google Pay's 10 s), then authenticates with the browser's
 * device block. PROCEED with payerInteraction NOT_REQUIRED goes straight on; a challenge shows
 * the gateway's redirect html and waits for authentication_completed or authentication_failed on
 * `mastercard_authentication_{reference}`, up to 120 s. A challenge timed out or closed marks the
 * payment declined (B§8) — unless the gateway had charged it meanwhile, which then goes on.
 */
export async function authenticatePayer(
  request: AuthenticationRequest,
  deps: AuthenticationDeps,
): Promise<AuthenticationResult> {
  const { client, timers } = deps;
  const { reference } = request;
  let initiated;
  try {
    initiated = await client.request(mastercardEndpoints.initiateAuthentication, {
      body: { reference_id: reference },
    });
  } catch (error) {
    return failed('auth_error', null, error);
  }
  if (initiated.authentication_available) {
    if (initiated.gateway_recommendation !== 'PROCEED') return failed('auth_failed');
    if (request.waitBeforeMs > 0) await wait(timers, request.waitBeforeMs);
  } else if (!request.completeWhenUnavailable) {
    return ok;
  }

  // The channel is listened to before the payer is completed, so no outcome is missed.
  let settle: (result: AuthenticationResult | 'cancelled') => void = () => undefined;
  const outcome = new Promise<AuthenticationResult | 'cancelled'>((resolve) => {
    settle = resolve;
  });
  const stop = deps.listen(channelName('mastercard_authentication', reference), {
    authentication_completed: () => {
      settle(ok);
    },
    authentication_failed: (event) => {
      settle(failed('auth_failed', event.error));
    },
  });
  let timeout: unknown = null;
  let challenged = false;
  try {
    let completed;
    try {
      completed = await client.request(mastercardEndpoints.completeAuthentication, {
        body: { reference_id: reference, device: (deps.device ?? deviceBlock)() },
      });
    } catch (error) {
      return failed('auth_error', null, error);
    }
    if (completed.gateway_recommendation === 'DO_NOT_PROCEED') return failed('auth_failed');
    if (completed.gateway_recommendation !== 'PROCEED') return failed('unexpected_auth_response');
    if (completed.payerInteraction === 'NOT_REQUIRED') return ok;
    if (completed.payerInteraction !== 'REQUIRED' || completed.redirect_html === null) {
      return failed('unexpected_auth_response');
    }
    challenged = true;
    deps.showChallenge({
      reference,
      html: completed.redirect_html,
      onCancel: () => {
        settle('cancelled');
      },
    });
    timeout = timers.setTimeout(() => {
      settle(failed('auth_timeout'));
    }, AUTHENTICATION_TIMEOUT_MS);
    const result = await outcome;
    if (result !== 'cancelled' && (result.ok || result.error !== 'auth_timeout')) return result;
    return await declineUnanswered(client, reference, result);
  } finally {
    if (timeout !== null) timers.clearTimeout(timeout);
    stop();
    if (challenged) deps.hideChallenge();
  }
}

/**
 * A challenge timed out or closed: the payment is marked declined (B§8 'error.auth_timeout' also
 * marks the payment declined). The server asks the gateway first: a payment charged meanwhile
 * (the issuer's answer came back without its event) goes on to its result.
 */
async function declineUnanswered(
  client: ApiClient,
  reference: string,
  result: AuthenticationResult | 'cancelled',
): Promise<AuthenticationResult> {
  const reason = result === 'cancelled' ? failed('auth_failed') : result;
  try {
    await client.request(mastercardEndpoints.updateTmpOrderPaymentStatus, {
      body: { reference_id: reference, status: 'declined' },
    });
  } catch (error) {
    if (
      isApiError(error) &&
      (error.errorId === 'payment_already_paid' || error.errorId === 'payment_processing')
    ) {
      return ok;
    }
  }
  return reason;
}
