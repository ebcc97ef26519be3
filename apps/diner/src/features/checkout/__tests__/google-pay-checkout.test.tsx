import {
  catalogueEntry,
  type ErrorId,
  type PaymentType,
  type ResolvedError,
} from '@tabula/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import type { Subscriptions } from '@test/support/fake-realtime';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';
import { addCsrfToken, cleanUp, homePageOf, json, storeCart } from '@test/support/order-screens';
import { noContent, recordApi, type Routes, type SentCall } from '@test/support/record-api';
import { cartOf, ITEMS, line } from '@/lib/bill/__tests__/fixtures';
import { planError } from '@/lib/errors/error-plan';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { CheckoutScreen } from '../components/checkout-screen';
import { checkoutPageQuery, type CheckoutPage } from '../hooks/use-checkout-page';
import { useGooglePaySupport } from '../mastercard/google-pay/use-google-pay-support';
import { checkoutPage, paymentType } from './checkout-fixtures';

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
const SHEET_URL = 'http://127.0.0.1:4101/google-pay/sheet';
const SHEET_ORIGIN = 'http://127.0.0.1:4101';
const TOKEN = '{"protocolVersion":"ECv2","signature":"sandbox","signedMessage":"{}"}';

/** The Mastercard gateway with Google Pay, while the card sandbox plays it. */
const GATEWAY: PaymentType = {
  ...paymentType(9, 'mastercard', 'Mastercard gateway'),
  direct_payment_enabled: true,
  google_pay_enabled: true,
  google_pay_merchant_id: 'sandbox-google-merchant',
  merchant_id: 'merchant.com.tabula.sandbox',
  google_pay_sheet_url: SHEET_URL,
  gateway_merchant_id: 'SANDBOX_MERCHANT',
};

function gatewayCheckout(type: PaymentType = GATEWAY): CheckoutPage {
  return checkoutPage({ payment_types: [type] });
}

async function renderGatewayCheckout(timers: ManualTimers, details = gatewayCheckout()) {
  storeCart(cartOf(line('a', ITEMS.kopi, 2)));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(checkoutPageQuery().queryKey, details);
  const store = createStore();
  const rendered = await renderApp(<CheckoutScreen timers={timers} />, {
    homePage: homePageOf(details),
    path: '/checkout',
    queryClient,
    store,
  });
  return { ...rendered, store };
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
const sheetFrame = () =>
  document.querySelector<HTMLIFrameElement>('[data-testid="google-pay-sheet"]');
const gatewayCalls = (sent: SentCall[]) =>
  sent.filter((call) => call.path.startsWith(DIRECT)).map((call) => call.path);

/** The sheet's answer, as the sandbox's page posts it from its frame on its own origin. */
function sheetAnswers(data: unknown, origin = SHEET_ORIGIN): void {
  const frame = sheetFrame();
  if (frame === null) throw new Error('no Google Pay sheet');
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

const PAID = {
  source: 'tabula-google-pay-sandbox',
  result: 'paid',
  paymentData: {
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: {
      type: 'CARD',
      description: 'Mastercard •••• 4444',
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: TOKEN },
    },
  },
};

/** Chooses Google Pay, places the order and waits for the sheet; returns what it was asked. */
async function openSheet(): Promise<Record<string, unknown>> {
  await page.getByRole('radio', { name: 'Google Pay' }).click();
  await placeOrder().click();
  await expect.element(page.getByRole('dialog', { name: 'Google Pay' })).toBeVisible();
  await expect
    .element(page.getByText('Finishing the payment with the card gateway…'))
    .toBeVisible();
  const frame = sheetFrame();
  const src = new URL(frame?.src ?? '');
  expect(`${src.origin}${src.pathname}`).toBe(SHEET_URL);
  return JSON.parse(src.searchParams.get('request') ?? 'null') as Record<string, unknown>;
}

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('useGooglePaySupport', () => {
  it('is true with the sandbox sheet, false with a real merchant (pay.js not built) or Google Pay off', () => {
    expect(useGooglePaySupport(GATEWAY)).toBe(true);
    expect(useGooglePaySupport({ ...GATEWAY, google_pay_sheet_url: null })).toBe(false);
    expect(useGooglePaySupport({ ...GATEWAY, google_pay_sheet_url: undefined })).toBe(false);
    expect(useGooglePaySupport({ ...GATEWAY, google_pay_enabled: false })).toBe(false);
    expect(useGooglePaySupport({ ...GATEWAY, google_pay_merchant_id: null })).toBe(false);
    expect(useGooglePaySupport({ ...GATEWAY, gateway_merchant_id: null })).toBe(false);
    expect(useGooglePaySupport({ ...GATEWAY, merchant_id: null })).toBe(true);
    expect(useGooglePaySupport(null)).toBe(false);
  });

  it('the checkout offers Google Pay with the sandbox sheet', async () => {
    gatewayServer();
    await renderGatewayCheckout(manualTimers(0));
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Card', exact: true })).toBeVisible();
  });

  it('without a sheet (a real merchant) it offers the card only', async () => {
    gatewayServer();
    await renderGatewayCheckout(
      manualTimers(0),
      gatewayCheckout({ ...GATEWAY, google_pay_sheet_url: null }),
    );
    await expect.element(page.getByText('Card', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
  });
});

describe('CheckoutScreen with Google Pay through the Mastercard gateway (B§4)', () => {
  it('sheet, verify, 10 s, authenticate, pay, /payment-processing: in that order, with those bodies', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = gatewayServer();
    const { router } = await renderGatewayCheckout(timers);
    const request = await openSheet();
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

    // A message from elsewhere is not the sheet's answer.
    sheetAnswers(PAID, 'http://evil.example');
    window.dispatchEvent(new MessageEvent('message', { data: PAID, origin: SHEET_ORIGIN }));
    await expect.element(page.getByRole('dialog', { name: 'Google Pay' })).toBeVisible();

    sheetAnswers(PAID);
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
    await expect.element(page.getByRole('dialog', { name: 'Google Pay' })).not.toBeInTheDocument();
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
    const { store } = await renderGatewayCheckout(timers);
    await openSheet();
    sheetAnswers(PAID);
    await expect
      .poll(() => store.get(currentErrorAtom)?.resolved.id)
      .toBe('google_pay_card_verification_failed');
    expect(store.get(currentErrorAtom)?.resolved.entry.messageKey).toBe(
      'error.card_verification_failed',
    );
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
    const { store } = await renderGatewayCheckout(timers);
    await openSheet();
    sheetAnswers(PAID);
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
    await expect
      .poll(() => store.get(currentErrorAtom)?.resolved.id)
      .toBe('google_pay_auth_timeout');
    const plan = planError(expectDefined(store.get(currentErrorAtom)).resolved);
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

  it('the diner cancels the sheet: nothing is placed or declined, Place Order works again', async () => {
    const timers = manualTimers(1_767_225_600_000);
    const sent = gatewayServer();
    await renderGatewayCheckout(timers);
    await openSheet();
    sheetAnswers({ source: 'tabula-google-pay-sandbox', result: 'cancelled' });
    await expect.element(page.getByRole('dialog', { name: 'Google Pay' })).not.toBeInTheDocument();
    await expect.element(placeOrder()).toBeEnabled();
    await expect
      .element(page.getByText('Finishing the payment with the card gateway…'))
      .not.toBeInTheDocument();
    timers.advance(10_000);
    expect(gatewayCalls(sent)).toEqual([]);
    expect(subscriptions.size).toBe(0);
  });

  it("closing the sheet's own Cancel does the same", async () => {
    const sent = gatewayServer();
    await renderGatewayCheckout(manualTimers(0));
    await openSheet();
    await page
      .getByRole('dialog', { name: 'Google Pay' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect.element(placeOrder()).toBeEnabled();
    expect(gatewayCalls(sent)).toEqual([]);
  });
});
