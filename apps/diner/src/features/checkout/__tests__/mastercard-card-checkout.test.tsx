import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { fakeHostedSession } from '@test/support/fake-payment-session';
import { cardSaved, lastCallbacks } from '@test/support/fake-payment-session';
import { hear, type Subscriptions } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { checkoutPage, paymentType } from './checkout-fixtures';
import { renderCheckout } from './render-checkout';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);
const hosted = vi.hoisted(() => ({ state: null as ReturnType<typeof fakeHostedSession> | null }));
vi.mock('../mastercard/card/load-hosted-session', async () => {
  const { fakeHostedSession: fresh, fakeHostedSessionModule } =
    await import('@test/support/fake-payment-session');
  hosted.state = fresh();
  return fakeHostedSessionModule(hosted.state);
});

const SESSIONS_PATH = '/sapaad_payments/mastercard/v1/sessions';
const DIRECT = '/sapaad_payments/mastercard/direct_payments/v1';
const INITIATE_PATH = `${DIRECT}/authentications/initiate`;
const COMPLETE_PATH = `${DIRECT}/authentications/complete`;
const STATUS_PATH = `${DIRECT}/tmp_orders/update_payment_status`;
const PAYMENT_CHANNEL = 'private_mastercard_transaction_';
const AUTHENTICATION_CHANNEL = 'mastercard_authentication_';
const SCRIPT_URL = 'http://127.0.0.1:9/form/version/100/merchant/CAFE01/session.js';
const SESSION_ID = 'SESSION0001';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const FRICTIONLESS = {
  gateway_recommendation: 'PROCEED',
  payerInteraction: 'NOT_REQUIRED',
  redirect_html: null,
};
const CHALLENGE = {
  gateway_recommendation: 'PROCEED',
  payerInteraction: 'REQUIRED',
  redirect_html:
    '<p>The issuer asks.</p><iframe id="challengeFrame" name="challengeFrame"></iframe>',
};

/** The server of the Mastercard gateway: records every call, answers the authentication. */
function gatewayServer(
  options: { session?: () => Response; complete?: unknown; status?: () => Response } = {},
) {
  const sent: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const url = new URL(address, location.origin);
    const text = typeof init?.body === 'string' ? init.body : null;
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: text === null ? null : JSON.parse(text),
    };
    sent.push(call);
    const answer = (() => {
      switch (call.path) {
        case SESSIONS_PATH:
          return options.session?.() ?? json({ data: { session_id: SESSION_ID } });
        case INITIATE_PATH:
          return json({ authentication_available: true, gateway_recommendation: 'PROCEED' });
        case COMPLETE_PATH:
          return json(options.complete ?? FRICTIONLESS);
        case STATUS_PATH:
          return options.status?.() ?? new Response(null, { status: 204 });
        default:
          return json({ error: `no mock for ${url.pathname}` }, 500);
      }
    })();
    return Promise.resolve(answer);
  });
  return sent;
}

function renderGatewayCheckout(timers: ManualTimers) {
  const details = checkoutPage({
    payment_types: [
      {
        ...paymentType(9, 'mastercard', 'Mastercard gateway'),
        hosted_session_script_url: SCRIPT_URL,
      },
    ],
  });
  return renderCheckout(details, { timers });
}

const placeOrder = () => page.getByRole('button', { name: 'Place Order' });
const cardForm = () => page.getByTestId('mastercard-card-form');
const callsTo = (sent: Call[], path: string) => sent.filter((call) => call.path === path);

interface SessionBody {
  reference_id: string;
  order_details: { payment: Record<string, unknown> };
}

/** The fake session.js's state (made by the module's mock). */
function gateway() {
  if (hosted.state === null) throw new Error('the hosted session module was not mocked');
  return hosted.state;
}

/** Places the order and waits for the hosted fields, drawn; returns what the session was asked. */
async function placeAndOpenForm(sent: Call[]): Promise<SessionBody> {
  await placeOrder().click();
  await expect.poll(() => callsTo(sent, SESSIONS_PATH)).toHaveLength(1);
  await expect.element(cardForm()).toBeVisible();
  await expect.poll(() => gateway().configurations).toHaveLength(1);
  lastCallbacks(gateway()).initialized({ status: 'ok' });
  await expect.element(payButton()).toBeEnabled();
  return callsTo(sent, SESSIONS_PATH)[0]?.body as SessionBody;
}

const payButton = () => page.getByRole('button', { name: 'Pay', exact: true });

/** The diner presses Pay; session.js answers `response` to the page. */
async function pay(response: unknown) {
  const before = gateway().updates.length;
  await payButton().click();
  await expect.poll(() => gateway().updates.length).toBe(before + 1);
  lastCallbacks(gateway()).formSessionUpdate(response);
}

beforeEach(addCsrfToken);
beforeEach(() => {
  Object.assign(gateway(), { loadFails: false, loads: [], configurations: [], updates: [] });
});
afterEach(() => {
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('CheckoutScreen with a card typed on the Mastercard gateway (B§4 Mastercard)', () => {
  it('asks the session with the order and the reference, listening first, and draws its hosted fields', async () => {
    const sent = gatewayServer();
    await renderGatewayCheckout(manualTimers(1_767_225_600_000));
    const body = await placeAndOpenForm(sent);
    expect(body.reference_id).toMatch(/^mc_7_\d+_1767225600000_[0-9a-f]{16}$/);
    expect(body.order_details.payment).toMatchObject({ payment_type: 'mastercard' });
    expect(subscriptions.has(`${PAYMENT_CHANNEL}${body.reference_id}`)).toBe(true);
    expect(gateway().loads).toEqual([SCRIPT_URL]);
    // session.js draws its fields in place of the form's own readonly inputs, labelled.
    const configured = gateway().configurations[0];
    expect(configured).toMatchObject({
      session: SESSION_ID,
      frameEmbeddingMitigation: ['javascript'],
      interaction: { displayControl: { formatCard: 'EMBOSSED', invalidFieldCharacters: 'REJECT' } },
    });
    for (const [name, label] of [
      ['number', 'Card number'],
      ['expiryMonth', 'Expiry month'],
      ['expiryYear', 'Expiry year'],
      ['securityCode', 'Security code'],
      ['nameOnCard', 'Name on card'],
    ] as const) {
      const input = document.querySelector(configured?.fields.card[name] ?? 'none');
      expect(input).toBe(page.getByLabelText(label).element());
      expect(input).toHaveAttribute('readonly');
    }
    await expect.element(placeOrder()).toBeDisabled();
    await expect
      .element(page.getByText('Finishing the payment with the card gateway…'))
      .toBeVisible();
  });

  it('ignores an answer of another session; its own session’s ok runs the authentication', async () => {
    const sent = gatewayServer();
    const { router } = await renderGatewayCheckout(manualTimers(0));
    const { reference_id } = await placeAndOpenForm(sent);
    await pay(cardSaved('SESSION9999'));
    expect(gateway().updates).toEqual(['card']);
    await expect.element(cardForm()).toBeVisible();
    expect(callsTo(sent, INITIATE_PATH)).toHaveLength(0);

    lastCallbacks(gateway()).formSessionUpdate(cardSaved(SESSION_ID));
    // spec: B§4 Google Pay steps 2 and 3 for the typed card, with no wait before authenticating.
    await expect.poll(() => callsTo(sent, COMPLETE_PATH)).toHaveLength(1);
    expect(callsTo(sent, INITIATE_PATH)[0]?.body).toEqual({ reference_id });
    expect(callsTo(sent, COMPLETE_PATH)[0]?.body).toMatchObject({
      reference_id,
      device: { browser: expect.any(String) as unknown },
    });
    await expect.element(cardForm()).not.toBeInTheDocument();
    // Frictionless: the result page of the payment.
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference: reference_id, type: 'mastercard' });
  });

  it('fields in error: each wrong field is named under it, and Pay tries again', async () => {
    const sent = gatewayServer();
    await renderGatewayCheckout(manualTimers(0));
    await placeAndOpenForm(sent);
    await pay({
      status: 'fields_in_error',
      session: { id: SESSION_ID },
      errors: { cardNumber: 'invalid', securityCode: 'missing' },
    });
    await expect.element(page.getByText('Check the card number.')).toBeVisible();
    await expect.element(page.getByText('Enter the security code.')).toBeVisible();
    await expect.element(page.getByText('Check the expiry month.')).not.toBeInTheDocument();
    expect(callsTo(sent, INITIATE_PATH)).toHaveLength(0);
    expect(callsTo(sent, STATUS_PATH)).toHaveLength(0);

    // A gateway failure says so above Pay; an answer the app cannot read is one too.
    await pay({ status: 'system_error', session: { id: SESSION_ID } });
    await expect
      .element(page.getByText('The card gateway could not take the card. Please try again.'))
      .toBeVisible();
    await expect.element(page.getByText('Check the card number.')).not.toBeInTheDocument();
    await pay({ status: 'ok', session: { id: SESSION_ID } });
    expect(callsTo(sent, INITIATE_PATH)).toHaveLength(0);

    await pay(cardSaved(SESSION_ID));
    await expect.poll(() => callsTo(sent, COMPLETE_PATH)).toHaveLength(1);
  });

  it('a script that fails to load: the payment is declined with the failure, Place Order back', async () => {
    gateway().loadFails = true;
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(manualTimers(0));
    await placeOrder().click();
    await expect.poll(() => callsTo(sent, STATUS_PATH)).toHaveLength(1);
    expect(callsTo(sent, STATUS_PATH)[0]?.body).toMatchObject({ status: 'declined' });
    await expect.poll(() => currentResolvedError(store)?.id).toBe('mastercard_payment_failed');
    await expect.element(placeOrder()).toBeEnabled();
    await expect.element(cardForm()).not.toBeInTheDocument();
  });

  it('fields the gateway cannot draw (initialized with an error) end the payment the same way', async () => {
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(manualTimers(0));
    await placeOrder().click();
    await expect.poll(() => gateway().configurations).toHaveLength(1);
    await expect.element(payButton()).toBeDisabled();
    lastCallbacks(gateway()).initialized({ status: 'system_error', message: 'Session not found' });
    await expect.poll(() => callsTo(sent, STATUS_PATH)).toHaveLength(1);
    await expect.poll(() => currentResolvedError(store)?.id).toBe('mastercard_payment_failed');
    await expect.element(cardForm()).not.toBeInTheDocument();
  });

  it('a failed challenge says why, then the payment failure; Place Order works again, the cart kept', async () => {
    const sent = gatewayServer({ complete: CHALLENGE });
    const { router, store } = await renderGatewayCheckout(manualTimers(0));
    const cart = localStorage.getItem(STORAGE_KEYS.cart);
    const { reference_id } = await placeAndOpenForm(sent);
    await pay(cardSaved(SESSION_ID));
    await expect.element(page.getByTestId('mastercard-challenge')).toBeInTheDocument();
    // The gateway's frame is named for screen readers.
    await expect
      .element(page.getByTitle("Your bank's confirmation page"))
      .toHaveAttribute('id', 'challengeFrame');
    await hear(subscriptions, `${AUTHENTICATION_CHANNEL}${reference_id}`, 'authentication_failed', {
      reference_id,
      error: 'The card holder could not be authenticated',
    });
    // spec: B§8 payment 5, the authentication error first, the payment-failed message next.
    await expect.poll(() => currentResolvedError(store)?.id).toBe('google_pay_auth_failed');
    const shown = currentResolvedError(store)?.entry;
    expect(shown?.messageKey).toBe('error.auth_failed');
    expect(shown?.action).toEqual({ type: 'show_next', next: 'google_pay_payment_failed' });
    await expect.element(placeOrder()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe(cart);
    expect(subscriptions.has(`${PAYMENT_CHANNEL}${reference_id}`)).toBe(false);
  });

  it('closing the card form marks the payment declined and gives Place Order back', async () => {
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(manualTimers(0));
    const { reference_id } = await placeAndOpenForm(sent);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => callsTo(sent, STATUS_PATH)).toHaveLength(1);
    expect(callsTo(sent, STATUS_PATH)[0]).toMatchObject({
      method: 'PUT',
      body: { reference_id, status: 'declined' },
    });
    await expect.element(placeOrder()).toBeEnabled();
    await expect.element(cardForm()).not.toBeInTheDocument();
    expect(callsTo(sent, INITIATE_PATH)).toHaveLength(0);
    expect(store.get(currentErrorAtom)).toBeNull();

    // A new Place Order is a new payment with a reference of its own.
    await placeOrder().click();
    await expect.poll(() => callsTo(sent, SESSIONS_PATH)).toHaveLength(2);
    expect((callsTo(sent, SESSIONS_PATH)[1]?.body as SessionBody).reference_id).not.toBe(
      reference_id,
    );
  });

  it('a session the server refuses goes to the error queue and gives Place Order back', async () => {
    const sent = gatewayServer({
      session: () =>
        json(
          {
            error: 'The payment must be a Mastercard gateway payment',
            error_id: 'payment_type_mismatch',
          },
          422,
        ),
    });
    const { store } = await renderGatewayCheckout(manualTimers(0));
    await placeOrder().click();
    await expect.poll(() => store.get(currentErrorAtom)).not.toBeNull();
    await expect.element(placeOrder()).toBeEnabled();
    await expect.element(cardForm()).not.toBeInTheDocument();
    // Refused, nothing was placed: nothing to decline.
    expect(callsTo(sent, STATUS_PATH)).toHaveLength(0);
  });

  it('a payment failure announced while the form is open ends the payment (B§8 payment 7)', async () => {
    const sent = gatewayServer();
    const { store } = await renderGatewayCheckout(manualTimers(0));
    const { reference_id } = await placeAndOpenForm(sent);
    await hear(subscriptions, `${PAYMENT_CHANNEL}${reference_id}`, 'payment_failed', {
      reference_id,
      error: 'The payment was not completed in time',
    });
    await expect.poll(() => currentResolvedError(store)?.id).toBe('mastercard_payment_failed');
    await expect.element(cardForm()).not.toBeInTheDocument();
    await expect.element(placeOrder()).toBeEnabled();
  });
});
