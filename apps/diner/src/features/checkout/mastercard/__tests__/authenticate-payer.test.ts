import { ApiError, type ApiClient } from '@tabula/api-client';
import { hear, type Subscriptions } from '@test/support/fake-realtime';
import { fakeRealtime } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authenticatePayer,
  type AuthenticationDeps,
  type AuthenticationRequest,
} from '../authentication/authenticate-payer';
import type { ShownChallenge } from '../authentication/challenge-state';

const REFERENCE = 'sc_7_3_1767225600000_9f2c4a1b7e0d3c5a';
const CHANNEL = `mastercard_authentication_${REFERENCE}`;

/** The gateway calls a test answers: each endpoint name maps to an answer or an error. */
type Answers = Partial<Record<string, unknown>>;

interface Fake {
  deps: AuthenticationDeps;
  calls: { name: string; body: unknown }[];
  challenges: ShownChallenge[];
  hidden: () => number;
  subscriptions: Subscriptions;
  timers: ManualTimers;
}

function fake(answers: Answers): Fake {
  const calls: { name: string; body: unknown }[] = [];
  const challenges: ShownChallenge[] = [];
  let hidden = 0;
  const subscriptions: Subscriptions = new Map();
  const timers = manualTimers(Date.UTC(2026, 10, 26, 12));
  const client = {
    request: (endpoint: { name: string }, options: { body?: unknown }) => {
      calls.push({ name: endpoint.name, body: options.body });
      const answer = answers[endpoint.name];
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(answer);
    },
  } as unknown as ApiClient;
  const realtime = fakeRealtime(subscriptions);
  return {
    deps: {
      client,
      timers,
      listen: realtime.listenLive as AuthenticationDeps['listen'],
      showChallenge: (challenge) => {
        challenges.push(challenge);
      },
      hideChallenge: () => {
        hidden += 1;
      },
      device: () => ({ browser: 'test' }),
    },
    calls,
    challenges,
    hidden: () => hidden,
    subscriptions,
    timers,
  };
}

const card: AuthenticationRequest = {
  reference: REFERENCE,
  waitBeforeMs: 0,
  completeWhenUnavailable: true,
};
const googlePay: AuthenticationRequest = {
  ...card,
  waitBeforeMs: 10_000,
  completeWhenUnavailable: false,
};

const AVAILABLE = { authentication_available: true, gateway_recommendation: 'PROCEED' };
const FRICTIONLESS = {
  gateway_recommendation: 'PROCEED',
  payerInteraction: 'NOT_REQUIRED',
  redirect_html: null,
};
const CHALLENGE = {
  gateway_recommendation: 'PROCEED',
  payerInteraction: 'REQUIRED',
  redirect_html: '<form action="https://gateway.example/acs"></form>',
};

function apiError(status: number, errorId: string): ApiError {
  return new ApiError({
    kind: 'http',
    endpoint: 'mastercard.updateTmpOrderPaymentStatus',
    path: '/',
    status,
    errorId,
    serverMessage: errorId,
  });
}

const names = (f: Fake) => f.calls.map((call) => call.name);

describe('authenticatePayer', () => {
  let f: Fake;
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('goes straight on when the gateway authenticates the payer without a challenge', async () => {
    f = fake({
      'mastercard.initiateAuthentication': AVAILABLE,
      'mastercard.completeAuthentication': FRICTIONLESS,
    });
    await expect(authenticatePayer(card, f.deps)).resolves.toEqual({ ok: true });
    expect(names(f)).toEqual([
      'mastercard.initiateAuthentication',
      'mastercard.completeAuthentication',
    ]);
    expect(f.calls[1]?.body).toEqual({ reference_id: REFERENCE, device: { browser: 'test' } });
    expect(f.challenges).toEqual([]);
    expect(f.subscriptions.has(CHANNEL)).toBe(false);
  });

  it('waits 10 s before authenticating a Google Pay payer, and not a moment less', async () => {
    f = fake({
      'mastercard.initiateAuthentication': AVAILABLE,
      'mastercard.completeAuthentication': FRICTIONLESS,
    });
    const result = authenticatePayer(googlePay, f.deps);
    await expect.poll(() => names(f)).toEqual(['mastercard.initiateAuthentication']);
    f.timers.advance(9_999);
    await Promise.resolve();
    expect(names(f)).toHaveLength(1);
    f.timers.advance(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(names(f)).toHaveLength(2);
  });

  it('lets a wallet go on without authentication when the gateway has none, and completes a typed card', async () => {
    const unavailable = { authentication_available: false, gateway_recommendation: 'PROCEED' };
    f = fake({ 'mastercard.initiateAuthentication': unavailable });
    await expect(authenticatePayer(googlePay, f.deps)).resolves.toEqual({ ok: true });
    expect(names(f)).toEqual(['mastercard.initiateAuthentication']);

    f = fake({
      'mastercard.initiateAuthentication': unavailable,
      'mastercard.completeAuthentication': FRICTIONLESS,
    });
    await expect(authenticatePayer(card, f.deps)).resolves.toEqual({ ok: true });
    expect(names(f)).toHaveLength(2);
  });

  it('fails when the gateway does not recommend going on', async () => {
    f = fake({
      'mastercard.initiateAuthentication': {
        ...AVAILABLE,
        gateway_recommendation: 'DO_NOT_PROCEED',
      },
    });
    await expect(authenticatePayer(card, f.deps)).resolves.toMatchObject({
      ok: false,
      error: 'auth_failed',
    });
    f = fake({
      'mastercard.initiateAuthentication': AVAILABLE,
      'mastercard.completeAuthentication': { ...FRICTIONLESS, gateway_recommendation: 'RESUBMIT' },
    });
    await expect(authenticatePayer(card, f.deps)).resolves.toMatchObject({
      error: 'unexpected_auth_response',
    });
  });

  it('reports a failed call as an authentication error with its cause', async () => {
    const down = apiError(503, 'gateway_unavailable');
    f = fake({ 'mastercard.initiateAuthentication': down });
    await expect(authenticatePayer(card, f.deps)).resolves.toEqual({
      ok: false,
      error: 'auth_error',
      message: null,
      cause: down,
    });
  });

  it('shows the challenge and goes on once the issuer says the payer is authenticated', async () => {
    f = fake({
      'mastercard.initiateAuthentication': AVAILABLE,
      'mastercard.completeAuthentication': CHALLENGE,
    });
    const result = authenticatePayer(card, f.deps);
    await expect.poll(() => f.challenges).toHaveLength(1);
    expect(f.challenges[0]?.html).toBe(CHALLENGE.redirect_html);
    await hear(f.subscriptions, CHANNEL, 'authentication_completed', { reference_id: REFERENCE });
    await expect(result).resolves.toEqual({ ok: true });
    expect(f.hidden()).toBe(1);
    expect(f.subscriptions.has(CHANNEL)).toBe(false);
  });

  it('fails with the issuer’s reason when the challenge fails', async () => {
    f = fake({
      'mastercard.initiateAuthentication': AVAILABLE,
      'mastercard.completeAuthentication': CHALLENGE,
    });
    const result = authenticatePayer(card, f.deps);
    await hear(f.subscriptions, CHANNEL, 'authentication_failed', {
      reference_id: REFERENCE,
      error: 'The card holder could not be authenticated',
    });
    await expect(result).resolves.toEqual({
      ok: false,
      error: 'auth_failed',
      message: 'The card holder could not be authenticated',
    });
    expect(names(f)).not.toContain('mastercard.updateTmpOrderPaymentStatus');
  });

  it('declines the payment when the challenge is not answered in 120 s', async () => {
    f = fake({
      'mastercard.initiateAuthentication': AVAILABLE,
      'mastercard.completeAuthentication': CHALLENGE,
      'mastercard.updateTmpOrderPaymentStatus': undefined,
    });
    const result = authenticatePayer(card, f.deps);
    await expect.poll(() => f.challenges).toHaveLength(1);
    f.timers.advance(119_999);
    await Promise.resolve();
    expect(names(f)).not.toContain('mastercard.updateTmpOrderPaymentStatus');
    f.timers.advance(1);
    await expect(result).resolves.toMatchObject({ ok: false, error: 'auth_timeout' });
    expect(f.calls.at(-1)).toEqual({
      name: 'mastercard.updateTmpOrderPaymentStatus',
      body: { reference_id: REFERENCE, status: 'declined' },
    });
    expect(f.hidden()).toBe(1);
  });

  it('goes on after the timeout when the gateway had charged the card meanwhile', async () => {
    f = fake({
      'mastercard.initiateAuthentication': AVAILABLE,
      'mastercard.completeAuthentication': CHALLENGE,
      'mastercard.updateTmpOrderPaymentStatus': apiError(409, 'payment_already_paid'),
    });
    const result = authenticatePayer(card, f.deps);
    await expect.poll(() => f.challenges).toHaveLength(1);
    f.timers.advance(120_000);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('declines the payment when the diner closes the challenge', async () => {
    f = fake({
      'mastercard.initiateAuthentication': AVAILABLE,
      'mastercard.completeAuthentication': CHALLENGE,
      'mastercard.updateTmpOrderPaymentStatus': undefined,
    });
    const result = authenticatePayer(card, f.deps);
    await expect.poll(() => f.challenges).toHaveLength(1);
    f.challenges[0]?.onCancel();
    await expect(result).resolves.toMatchObject({ ok: false, error: 'auth_failed' });
    expect(names(f)).toContain('mastercard.updateTmpOrderPaymentStatus');
  });
});
