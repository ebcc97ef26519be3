import {
  catalogueEntry,
  type ErrorId,
  type PaymentType,
  type ResolvedError,
} from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { Subscriptions } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { noContent, recordApi, type Routes, type SentCall } from '@test/support/record-api';
import { planError } from '@/lib/errors/error-plan';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { checkoutPage, paymentType } from './checkout-fixtures';
import { renderCheckout } from './render-checkout';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

const DIRECT = '/sapaad_payments/mastercard/direct_payments/v1';
const PATHS = {
  cards: `${DIRECT}/cards`,
  initiate: `${DIRECT}/authentications/initiate`,
  complete: `${DIRECT}/authentications/complete`,
  process: `${DIRECT}/google_pay/process_payment`,
  status: `${DIRECT}/tmp_orders/update_payment_status`,
} as const;
const TOKEN = '{"protocolVersion":"ECv2","signature":"sandbox","signedMessage":"{}"}';

/** What the fake Google Pay saw and how it answers. */
interface FakeWallet {
  /** Each `new PaymentsClient(options)`. */
  clients: unknown[];
  readyRequests: unknown[];
  /** Each `loadPaymentData`: its request, and whether the diner's tap was still active. */
  sheets: { request: Record<string, unknown>; inTap: boolean }[];
  /** Settles the sheet open now, as Google Pay would: PaymentData, or a PaymentsError. */
  resolve: (paymentData: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A fake of Google's pay.js: `google.payments.api.PaymentsClient` on the window, and a script
 * address of its own (a fresh one for each test, so its client is made anew).
 */
function fakeGooglePay(ready: boolean | 'rejects' | Promise<boolean> = true): {
  wallet: FakeWallet;
  script: string;
} {
  const wallet: FakeWallet = {
    clients: [],
    readyRequests: [],
    sheets: [],
    resolve: () => undefined,
    reject: () => undefined,
  };
  class PaymentsClient {
    constructor(options: unknown) {
      wallet.clients.push(options);
    }
    isReadyToPay(request: unknown) {
      wallet.readyRequests.push(request);
      if (ready === 'rejects') return Promise.reject(new Error('isReadyToPay failed'));
      return Promise.resolve(ready).then((result) => ({ result }));
    }
    loadPaymentData(request: Record<string, unknown>) {
      wallet.sheets.push({ request, inTap: navigator.userActivation.isActive });
      return new Promise((resolve, reject) => {
        wallet.resolve = resolve;
        wallet.reject = reject;
      });
    }
  }
  Object.assign(window, { google: { payments: { api: { PaymentsClient } } } });
  const script = URL.createObjectURL(new Blob(['/* pay.js */'], { type: 'text/javascript' }));
  return { wallet, script };
}

/** The Mastercard gateway with Google Pay, while the card sandbox plays it. */
function gatewayType(script: string, overrides: Partial<PaymentType> = {}): PaymentType {
  return {
    ...paymentType(9, 'mastercard', 'Mastercard gateway'),
    direct_payment_enabled: true,
    google_pay_enabled: true,
    google_pay_merchant_id: 'sandbox-google-merchant',
    merchant_id: 'merchant.com.tabula.sandbox',
    google_pay_script_url: script,
    google_pay_environment: 'TEST',
    gateway_merchant_id: 'SANDBOX_MERCHANT',
    ...overrides,
  };
}

function renderGatewayCheckout(timers: ManualTimers, type: PaymentType) {
  return renderCheckout(checkoutPage({ payment_types: [type] }), { timers });
}

const AVAILABLE = { authentication_available: true, gateway_recommendation: 'PROCEED' };
const FRICTIONLESS = {
  gateway_recommendation: 'PROCEED',
  payerInteraction: 'NOT_REQUIRED',
  redirect_html: null,
};
const CHALLENGE = {
  gateway_recommendation: 'PROCEED',
  payerInteraction: 'REQUIRED',
  redirect_html: '<div id="issuer">The issuer asks</div>',
};

/** The gateway's answers; the reference of the verification is read back from what was sent. */
function gatewayServer(overrides: Partial<Routes> = {}): SentCall[] {
  const routes: Routes = {
    [PATHS.cards]: () => noContent(),
    [PATHS.initiate]: () => json(AVAILABLE),
    [PATHS.complete]: () => json(FRICTIONLESS),
    [PATHS.process]: (call) => {
      const reference = (call.body as { reference_id: string }).reference_id;
      return json({
        payment_page_url: `${location.origin}/payment-processing?reference=${reference}&type=mastercard`,
      });
    },
    [PATHS.status]: () => noContent(),
  };
  for (const [path, handler] of Object.entries(overrides)) {
    if (handler) routes[path] = handler;
  }
  return recordApi(routes);
}

function expectDefined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

const resolvedById = (id: ErrorId): ResolvedError => ({
  id,
  entry: catalogueEntry(id),
  serverMessage: null,
  status: null,
});

const placeOrder = () => page.getByRole('button', { name: 'Place Order' });
const gatewayCalls = (sent: SentCall[]) =>
  sent.filter((call) => call.path.startsWith(DIRECT)).map((call) => call.path);

const PAYMENT_DATA = {
  apiVersion: 2,
  apiVersionMinor: 0,
  paymentMethodData: {
    type: 'CARD',
    description: 'Mastercard •••• 4444',
    tokenizationData: { type: 'PAYMENT_GATEWAY', token: TOKEN },
  },
};

/** Chooses Google Pay, places the order and waits for Google Pay's sheet; returns its request. */
async function openSheet(wallet: FakeWallet): Promise<Record<string, unknown>> {
  await page.getByRole('radio', { name: 'Google Pay' }).click();
  await placeOrder().click();
  await expect.poll(() => wallet.sheets.length).toBe(1);
  await expect
    .element(page.getByText('Finishing the payment with the card gateway…'))
    .toBeVisible();
  const [sheet] = wallet.sheets;
  // Google's rule: loadPaymentData is called within the diner's tap, nothing awaited before it.
  expect(sheet?.inTap).toBe(true);
  return sheet?.request ?? {};
}

beforeEach(addCsrfToken);
afterEach(() => {
  Reflect.deleteProperty(window, 'google');
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('Google Pay offered through its pay.js (useGooglePaySupport)', () => {
  it("loads the script, makes a client for the type's environment and offers Google Pay when isReadyToPay says yes", async () => {
    gatewayServer();
    const { wallet, script } = fakeGooglePay(true);
    await renderGatewayCheckout(manualTimers(0), gatewayType(script));
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Card', exact: true })).toBeVisible();
    expect(document.querySelector(`script[src="${script}"]`)).not.toBeNull();
    expect(wallet.clients).toEqual([{ environment: 'TEST' }]);
    // spec: B§9 Google Pay: API 2.0, the card method with its networks and auth methods.
    expect(wallet.readyRequests).toEqual([
      {
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: ['MASTERCARD', 'VISA'],
            },
          },
        ],
      },
    ]);
  });

  it("a restaurant's merchant: the client is made for PRODUCTION", async () => {
    gatewayServer();
    const { wallet, script } = fakeGooglePay(true);
    await renderGatewayCheckout(
      manualTimers(0),
      gatewayType(script, { google_pay_environment: 'PRODUCTION' }),
    );
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).toBeVisible();
    expect(wallet.clients).toEqual([{ environment: 'PRODUCTION' }]);
  });

  it("gives pay.js the page's CSP nonce: on its script element and as PaymentOptions.nonce", async () => {
    // The server's page: each of its scripts carries the answer's nonce.
    const pageScript = document.createElement('script');
    pageScript.type = 'application/json';
    pageScript.nonce = 'cGFnZS1ub25jZQ';
    document.head.append(pageScript);
    try {
      gatewayServer();
      const { wallet, script } = fakeGooglePay(true);
      await renderGatewayCheckout(manualTimers(0), gatewayType(script));
      await expect.element(page.getByRole('radio', { name: 'Google Pay' })).toBeVisible();
      expect(wallet.clients).toEqual([{ environment: 'TEST', nonce: 'cGFnZS1ub25jZQ' }]);
      const loaded = document.querySelector<HTMLScriptElement>(`script[src="${script}"]`);
      expect(loaded?.nonce).toBe('cGFnZS1ub25jZQ');
    } finally {
      pageScript.remove();
    }
  });

  it('Google Pay offered after the card was shown chosen: the card stays chosen', async () => {
    gatewayServer();
    let answer: (ready: boolean) => void = () => undefined;
    const { wallet, script } = fakeGooglePay(
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
    );
    await renderGatewayCheckout(manualTimers(0), gatewayType(script));
    await expect.poll(() => wallet.readyRequests.length).toBe(1);
    // While the browser's check is out, the card is the only way and is shown chosen.
    const card = page.getByRole('radio', { name: 'Card', exact: true });
    await expect.element(card).toBeChecked();
    answer(true);
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).toBeVisible();
    await expect.element(card).toBeChecked();
    await expect.element(placeOrder()).toBeEnabled();
    await expect.element(placeOrder()).not.toHaveAccessibleDescription(/Choose how to pay/);
  });

  it.each([
    ['isReadyToPay says no', false],
    ['isReadyToPay rejects', 'rejects'],
  ] as const)('%s: the card only', async (_case, ready) => {
    gatewayServer();
    const { wallet, script } = fakeGooglePay(ready);
    await renderGatewayCheckout(manualTimers(0), gatewayType(script));
    await expect.poll(() => wallet.readyRequests.length).toBe(1);
    await expect.element(page.getByText('Card', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
  });

  it('a script that fails to load, or defines no PaymentsClient: the card only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    gatewayServer();
    const { script } = fakeGooglePay(true);
    URL.revokeObjectURL(script);
    await renderGatewayCheckout(manualTimers(0), gatewayType(script));
    await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
    await expect.element(page.getByText('Card', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
    cleanUp();

    const { script: empty } = fakeGooglePay(true);
    Reflect.deleteProperty(window, 'google');
    warn.mockClear();
    await renderGatewayCheckout(manualTimers(0), gatewayType(empty));
    await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
  });

  it.each([
    ['no script', { google_pay_script_url: null }],
    ['Google Pay off', { google_pay_enabled: false }],
    ['no Google merchant', { google_pay_merchant_id: null }],
    ['no gateway merchant', { gateway_merchant_id: null }],
  ] as const)('%s: the card only, and the script is never loaded', async (_case, overrides) => {
    gatewayServer();
    const { wallet, script } = fakeGooglePay(true);
    await renderGatewayCheckout(manualTimers(0), gatewayType(script, overrides));
    await expect.element(page.getByText('Card', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
    expect(wallet.clients).toEqual([]);
  });
});

describe('CheckoutScreen with Google Pay through the Mastercard gateway (B§4)', () => {
  it('loadPaymentData in the tap, verify, 10 s, authenticate, pay, /payment-processing: in that order, with those bodies', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = gatewayServer();
    const { wallet, script } = fakeGooglePay();
    const { router } = await renderGatewayCheckout(timers, gatewayType(script));
    const request = await openSheet(wallet);
    // spec: B§9 Google Pay: API 2.0, MASTERCARD and VISA, PAN_ONLY and CRYPTOGRAM_3DS, mpgs, final.
    expect(request).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantId: 'sandbox-google-merchant' },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['MASTERCARD', 'VISA'],
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'mpgs', gatewayMerchantId: 'SANDBOX_MERCHANT' },
          },
        },
      ],
      transactionInfo: {
        totalPriceStatus: 'FINAL',
        totalPrice: expect.stringMatching(/^\d+\.\d{2}$/) as unknown,
        currencyCode: expect.stringMatching(/^[A-Z]{3}$/) as unknown,
      },
    });
    // Nothing goes to the gateway before the diner picks a card.
    expect(gatewayCalls(sent)).toEqual([]);
    const reference = [...subscriptions.keys()]
      .find((channel) => channel.startsWith('private_mastercard_transaction_'))
      ?.replace('private_mastercard_transaction_', '');
    expect(reference).toMatch(/^mc_7_\d+_1767225600000_[0-9a-f]{16}$/);

    wallet.resolve(PAYMENT_DATA);
    await expect.poll(() => gatewayCalls(sent)).toEqual([PATHS.cards, PATHS.initiate]);
    const verify = sent.find((call) => call.path === PATHS.cards)?.body as Record<string, unknown>;
    expect(verify.token_data).toBe(TOKEN);
    expect(verify.reference_id).toBe(reference);
    const orderDetails = verify.order_details as {
      payment: { payment_type: string; amount: string };
    };
    expect(orderDetails.payment.payment_type).toBe('mastercard');
    expect((request.transactionInfo as { totalPrice: string }).totalPrice).toBe(
      orderDetails.payment.amount,
    );

    // spec: B§4 step 2 and B§9, the payer is authenticated 10 s after, not before.
    timers.advance(9_999);
    expect(gatewayCalls(sent)).toEqual([PATHS.cards, PATHS.initiate]);
    timers.advance(1);
    await expect
      .poll(() => gatewayCalls(sent))
      .toEqual([PATHS.cards, PATHS.initiate, PATHS.complete, PATHS.process]);
    const processCall = sent.find((call) => call.path === PATHS.process);
    expect(processCall?.body).toEqual({
      order_details: verify.order_details,
      reference_id: reference,
      token_data: TOKEN,
    });
    await expect.poll(() => router.state.location.pathname).toBe('/payment-processing');
    expect(router.state.location.search).toEqual({ reference, type: 'mastercard' });
  });

  it('the card the gateway cannot verify: card_verification_failed, reported, Place Order again', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = gatewayServer({
      [PATHS.cards]: () =>
        json(
          { error: 'The card could not be verified', error_id: 'card_verification_failed' },
          422,
        ),
    });
    const { wallet, script } = fakeGooglePay();
    const { store } = await renderGatewayCheckout(timers, gatewayType(script));
    await openSheet(wallet);
    wallet.resolve(PAYMENT_DATA);
    await expect
      .poll(() => currentResolvedError(store)?.id)
      .toBe('google_pay_card_verification_failed');
    expect(currentResolvedError(store)?.entry.messageKey).toBe('error.card_verification_failed');
    expect(report).toHaveBeenCalledWith(
      'Google Pay card verification failed',
      expect.objectContaining({ reference: expect.any(String) as unknown }),
    );
    expect(gatewayCalls(sent)).toEqual([PATHS.cards]);
    timers.advance(10_000);
    expect(gatewayCalls(sent)).toEqual([PATHS.cards]);
    await expect.element(placeOrder()).toBeEnabled();
  });

  it('a challenge left unanswered for 120 s: declined, the auth-timeout message, then payment failed', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = gatewayServer({ [PATHS.complete]: () => json(CHALLENGE) });
    const { wallet, script } = fakeGooglePay();
    const { store } = await renderGatewayCheckout(timers, gatewayType(script));
    await openSheet(wallet);
    wallet.resolve(PAYMENT_DATA);
    await expect.poll(() => gatewayCalls(sent)).toEqual([PATHS.cards, PATHS.initiate]);
    timers.advance(10_000);
    await expect
      .element(page.getByRole('dialog', { name: 'Confirm the payment with your bank' }))
      .toBeVisible();
    timers.advance(119_999);
    expect(gatewayCalls(sent)).not.toContain(PATHS.status);
    timers.advance(1);
    await expect
      .poll(() => gatewayCalls(sent))
      .toEqual([PATHS.cards, PATHS.initiate, PATHS.complete, PATHS.status]);
    const reference = (sent[0]?.body as { reference_id: string } | undefined)?.reference_id;
    expect(sent.find((call) => call.path === PATHS.status)?.body).toEqual({
      reference_id: reference,
      status: 'declined',
    });
    // spec: B§8, 'error.auth_timeout', followed by the payment-failed error and the failed
    // order details (the popup host shows the next entry and follows its redirect).
    await expect.poll(() => currentResolvedError(store)?.id).toBe('google_pay_auth_timeout');
    const plan = planError(expectDefined(currentResolvedError(store)));
    expect(plan.next).toBe('google_pay_payment_failed');
    expect(planError(resolvedById('google_pay_payment_failed')).autoRedirect).toEqual({
      to: '/order-details?payment_status=failed',
      delayMs: 5_000,
    });
    await expect
      .element(page.getByRole('dialog', { name: 'Confirm the payment with your bank' }))
      .not.toBeInTheDocument();
    expect(gatewayCalls(sent)).not.toContain(PATHS.process);
    await expect.element(placeOrder()).toBeEnabled();
  });

  it('the diner closes the sheet (CANCELED): nothing is placed, shown or declined, Place Order works again', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = gatewayServer();
    const { wallet, script } = fakeGooglePay();
    const { store } = await renderGatewayCheckout(timers, gatewayType(script));
    await openSheet(wallet);
    wallet.reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
    await expect.element(placeOrder()).toBeEnabled();
    await expect
      .element(page.getByText('Finishing the payment with the card gateway…'))
      .not.toBeInTheDocument();
    timers.advance(10_000);
    expect(gatewayCalls(sent)).toEqual([]);
    expect(subscriptions.size).toBe(0);
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it.each([
    ['DEVELOPER_ERROR', { statusCode: 'DEVELOPER_ERROR', statusMessage: 'apiVersion: Invalid' }],
    ['PaymentData without a token', { paymentMethodData: { type: 'CARD' } }],
  ] as const)(
    '%s: the payment-failed error, reported, nothing placed, Place Order again',
    async (name, answer) => {
      const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const sent = gatewayServer();
      const { wallet, script } = fakeGooglePay();
      const { store } = await renderGatewayCheckout(manualTimers(0), gatewayType(script));
      await openSheet(wallet);
      if (name === 'DEVELOPER_ERROR') wallet.reject(answer);
      else wallet.resolve(answer);
      await expect.poll(() => currentResolvedError(store)?.id).toBe('google_pay_payment_failed');
      expect(report).toHaveBeenCalledWith(
        'Google Pay failed',
        expect.objectContaining({ reason: expect.any(String) as unknown }),
      );
      expect(gatewayCalls(sent)).toEqual([]);
      await expect.element(placeOrder()).toBeEnabled();
    },
  );
});
