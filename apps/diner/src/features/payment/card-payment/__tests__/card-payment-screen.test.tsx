import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { FAKE_INTENT, installFakeStripeJs, stripeJs } from '@test/support/fake-stripe-js';
import { renderApp } from '@test/render-app';
import { fakeServer, json } from '../../__tests__/render-payment-page';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { CardPaymentScreen } from '../card-payment-screen';

vi.mock('@/lib/payment-attempt/go-to-provider', () => ({ goToProvider: vi.fn() }));

const REFERENCE = 'sc_5001_7_1767225600000_0123456789abcdef';
const POLL = `/sapaad_payments/stripe_connect/v1/payment_intents/${REFERENCE}`;
const SECRET = `${FAKE_INTENT}_secret_Tabula`;

/** The intent poll as the server answers the diner who started the payment. */
const intent = (clientSecret: string | null = SECRET) =>
  json({
    data: {
      client_secret: clientSecret,
      reference_id: REFERENCE,
      return_url: `http://127.0.0.1:3000/payment-processing?reference=${REFERENCE}&type=stripe_connect`,
      confirm_url:
        clientSecret === null ? null : `http://127.0.0.1:3000/card-payment?reference=${REFERENCE}`,
      publishable_key: 'pk_test_tabula',
      stripe_js_url: null,
    },
  });

const render = () =>
  renderApp(<CardPaymentScreen reference={REFERENCE} />, {
    path: `/card-payment?reference=${REFERENCE}`,
  });
const payNow = () => page.getByRole('button', { name: 'Pay now' });

/** Where the page sent the diner: /payment-processing and its search. */
const resultOf = (router: Awaited<ReturnType<typeof render>>['router']) => ({
  path: router.state.location.pathname,
  search: router.state.location.search,
});

beforeAll(installFakeStripeJs);
beforeEach(() => {
  stripeJs.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(goToProvider).mockClear();
  document.body.innerHTML = '';
});

describe('CardPaymentScreen, the connected card’s new card (B§4 step 6)', () => {
  it('confirms the card with Stripe.js against the payment’s intent, then shows the result as paid', async () => {
    fakeServer({ [POLL]: () => intent() });
    const { router } = await render();
    await expect.element(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await expect.element(page.getByLabelText('Card field')).toBeInTheDocument();
    expect(stripeJs.keys).toEqual([{ key: 'pk_test_tabula', locale: 'en' }]);
    await expect.element(payNow()).toBeDisabled();
    stripeJs.typeCard();
    await payNow().click();
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(stripeJs.confirmed.map((call) => call.secret)).toEqual([SECRET]);
    expect(resultOf(router).search).toEqual({
      reference: REFERENCE,
      type: 'stripe_connect',
      redirect_status: 'succeeded',
    });
  });

  it('a declined card shows Stripe’s reason for another card; Cancel goes back as failed', async () => {
    fakeServer({ [POLL]: () => intent() });
    stripeJs.results.push({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const { router } = await render();
    await expect.element(page.getByLabelText('Card field')).toBeInTheDocument();
    stripeJs.typeCard();
    await payNow().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(router.state.location.pathname).toBe('/card-payment');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(resultOf(router).search).toMatchObject({ redirect_status: 'failed' });
  });

  it('a saved card the issuer challenges goes to its 3-D Secure page', async () => {
    fakeServer({ [POLL]: () => intent() });
    stripeJs.standing = {
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'about:blank#challenge' } },
    };
    await render();
    await expect
      .poll(() => vi.mocked(goToProvider).mock.calls)
      .toEqual([[{ kind: 'redirect', url: 'about:blank#challenge' }]]);
    expect(stripeJs.confirmed).toEqual([]);
  });

  it('a payment no longer waiting for a card goes to the result page at once', async () => {
    fakeServer({ [POLL]: () => intent(null) });
    const { router } = await render();
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(resultOf(router).search).toEqual({ reference: REFERENCE, type: 'stripe_connect' });
    expect(stripeJs.keys).toEqual([]);
  });
});
