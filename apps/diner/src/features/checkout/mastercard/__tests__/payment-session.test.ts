import { describe, expect, it, vi } from 'vitest';
import {
  cardSaved,
  fakeHostedSession,
  fakeHostedSessionModule,
  lastCallbacks,
} from '@test/support/fake-payment-session';
import {
  configureHostedCard,
  paymentSessionOf,
  type HostedCardCallbacks,
} from '../card/payment-session';

const SESSION = 'SESSION0001';
const FIELDS = { number: '#number', securityCode: '#code' };

/** The fake session.js, configured for SESSION, with spies for the page's callbacks. */
async function configured() {
  const state = fakeHostedSession();
  const api = await fakeHostedSessionModule(state).loadHostedSession(
    'https://gateway.test/session.js',
  );
  const callbacks = {
    onReady: vi.fn(),
    onUnavailable: vi.fn(),
    onUpdate: vi.fn(),
  } satisfies HostedCardCallbacks;
  const form = configureHostedCard(api, SESSION, FIELDS, callbacks);
  return { state, callbacks, form, gateway: lastCallbacks(state) };
}

describe('configureHostedCard, the page side of session.js (MPGS Hosted Session)', () => {
  it('configures the session’s fields with the frame mitigation, the embossed card and rejected characters', async () => {
    const { state, form } = await configured();
    expect(state.configurations[0]).toMatchObject({
      session: SESSION,
      fields: { card: FIELDS },
      frameEmbeddingMitigation: ['javascript'],
      interaction: { displayControl: { formatCard: 'EMBOSSED', invalidFieldCharacters: 'REJECT' } },
    });
    form.pay();
    expect(state.updates).toEqual(['card']);
  });

  it('initialized ok: ready; an error or an unreadable answer: unavailable', async () => {
    const ok = await configured();
    ok.gateway.initialized({ status: 'ok' });
    expect(ok.callbacks.onReady).toHaveBeenCalledOnce();
    const failed = await configured();
    failed.gateway.initialized({ status: 'system_error', message: 'Session not found' });
    failed.gateway.initialized('nonsense');
    expect(failed.callbacks.onUnavailable).toHaveBeenCalledTimes(2);
    expect(failed.callbacks.onReady).not.toHaveBeenCalled();
  });

  it('ok: the card, masked, for this session', async () => {
    const { gateway, callbacks } = await configured();
    gateway.formSessionUpdate(cardSaved(SESSION));
    expect(callbacks.onUpdate).toHaveBeenCalledWith({
      status: 'ok',
      brand: 'MASTERCARD',
      maskedNumber: '555555xxxxxx4444',
    });
  });

  it('fields in error: which field, missing or invalid', async () => {
    const { gateway, callbacks } = await configured();
    gateway.formSessionUpdate({
      status: 'fields_in_error',
      session: { id: SESSION },
      errors: { cardNumber: 'invalid', expiryYear: 'missing' },
    });
    expect(callbacks.onUpdate).toHaveBeenCalledWith({
      status: 'fields_in_error',
      errors: {
        cardNumber: 'invalid',
        expiryYear: 'missing',
        securityCode: undefined,
        expiryMonth: undefined,
      },
    });
  });

  it('a response of another session is ignored; a timeout, a system error or an unreadable one fails', async () => {
    const { gateway, callbacks } = await configured();
    gateway.formSessionUpdate(cardSaved('SESSION9999'));
    gateway.formSessionUpdate({
      status: 'fields_in_error',
      session: { id: 'SESSION9999' },
      errors: { cardNumber: 'invalid' },
    });
    expect(callbacks.onUpdate).not.toHaveBeenCalled();
    gateway.formSessionUpdate({ status: 'request_timeout', session: { id: SESSION } });
    gateway.formSessionUpdate({ status: 'system_error' });
    gateway.formSessionUpdate({ status: 'ok', session: { id: SESSION } });
    gateway.formSessionUpdate({
      status: 'fields_in_error',
      session: { id: SESSION },
      errors: { cardNumber: 'wrong' },
    });
    expect(callbacks.onUpdate.mock.calls).toEqual([
      [{ status: 'failed' }],
      [{ status: 'failed' }],
      [{ status: 'failed' }],
      [{ status: 'failed' }],
    ]);
  });

  it('stopped: nothing more is heard or sent', async () => {
    const { gateway, callbacks, form, state } = await configured();
    form.stop();
    gateway.initialized({ status: 'ok' });
    gateway.formSessionUpdate(cardSaved(SESSION));
    form.pay();
    expect(callbacks.onReady).not.toHaveBeenCalled();
    expect(callbacks.onUpdate).not.toHaveBeenCalled();
    expect(state.updates).toEqual([]);
  });

  it('finds PaymentSession on the window only when it has both calls', () => {
    const api = { configure: () => undefined, updateSessionFromForm: () => undefined };
    expect(paymentSessionOf({ PaymentSession: api })).toBe(api);
    expect(paymentSessionOf({ PaymentSession: { configure: () => undefined } })).toBeNull();
    expect(paymentSessionOf({})).toBeNull();
  });
});
