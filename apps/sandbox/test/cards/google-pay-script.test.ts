import type { AddressInfo } from 'node:net';
import { createContext, runInContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCardSandbox,
  type CardSandbox,
  GOOGLE_PAY_SCRIPT_PATH,
  GOOGLE_PAY_SHEET_PATH,
  googlePayScript,
} from '../../src/index';

const SANDBOX = 'http://127.0.0.1:4101';
const SOURCE = 'tabula-google-pay-sandbox';

/**
 * A Google Pay request as the diner app makes it for the sandbox's gateway: a copy of
 * GOOGLE_PAY_REQUEST in the server's test/card-payments/mastercard-support.ts (the sandbox does
 * not import the server), to be kept equal to it.
 */
const REQUEST = {
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
  transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '12.50', currencyCode: 'SGD' },
};

type Listener = (event: Record<string, unknown>) => void;

/** Just enough of a DOM element for the script: attributes, children, listeners. */
class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  readonly listeners = new Map<string, Listener[]>();
  readonly contentWindow = {};
  parent: FakeElement | null = null;
  src = '';
  id = '';
  className = '';
  title = '';
  type = '';
  textContent = '';
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  appendChild(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  remove() {
    if (this.parent === null) return;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, event: Record<string, unknown>) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** The nonce the fake page's Content-Security-Policy names in script-src and style-src. */
const PAGE_NONCE = 'bm9uY2Utb2YtdGhlLXBhZ2U';

/**
 * A page the script runs in: its window, document and whether a user gesture is under way. Its
 * head keeps what a Content-Security-Policy naming `PAGE_NONCE` lets in: an inline script or
 * style without that nonce is blocked (a script never runs), as a browser does.
 */
function fakePage(currentScript: { src: string } | null = null) {
  const windowListeners = new Set<Listener>();
  const documentListeners = new Set<Listener>();
  const body = new FakeElement('body');
  const head = new FakeElement('head');
  const blocked: FakeElement[] = [];
  let context: object = {};
  head.appendChild = (child: FakeElement) => {
    if (child.attributes.get('nonce') !== PAGE_NONCE) {
      blocked.push(child);
      return child;
    }
    child.parent = head;
    head.children.push(child);
    if (child.tagName === 'script') runInContext(child.textContent, context);
    return child;
  };
  const activation = { isActive: true };
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'message') windowListeners.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (type === 'message') windowListeners.delete(listener);
    },
  };
  const document = {
    currentScript,
    body,
    head,
    getElementById: (id: string) => head.children.find((child) => child.id === id) ?? null,
    createElement: (tag: string) => new FakeElement(tag),
    addEventListener: (_type: string, listener: Listener) => documentListeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => documentListeners.delete(listener),
  };
  context = createContext({
    window,
    document,
    navigator: { userActivation: activation },
    URL,
    Promise,
    JSON,
    String,
    Array,
    Error,
  });
  runInContext(googlePayScript(SANDBOX), context);
  const api = (window.google as { payments: { api: { PaymentsClient: unknown } } }).payments.api;
  return {
    PaymentsClient: api.PaymentsClient as new (options?: unknown) => PaymentsClient,
    activation,
    overlay: () => body.children[0] ?? null,
    frame: () => body.children[0]?.children[0] ?? null,
    post: (event: Record<string, unknown>) => {
      for (const listener of windowListeners) listener(event);
    },
    key: (key: string) => {
      for (const listener of documentListeners) listener({ key });
    },
    listening: () => windowListeners.size,
    injected: () => head.children,
    blocked: () => blocked,
  };
}

interface PaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean; paymentMethodPresent?: boolean }>;
  loadPaymentData(request: unknown): Promise<unknown>;
  createButton(options: unknown): FakeElement;
}

const PAYMENT_DATA = {
  apiVersion: 2,
  apiVersionMinor: 0,
  paymentMethodData: {
    type: 'CARD',
    tokenizationData: { type: 'PAYMENT_GATEWAY', token: '{"signature":"sandbox"}' },
  },
};

describe("the card sandbox's stand-in of Google's pay.js", () => {
  let cards: CardSandbox;
  let sandbox = '';
  beforeAll(async () => {
    cards = buildCardSandbox({
      stripe: {
        secretKey: 'sk_test_standin0123456789',
        publishableKey: 'pk_test_standin0123456789',
        webhookSecret: 'whsec_standin0123456789',
      },
      mastercard: { merchantId: 'TESTMERCHANT', apiPassword: 'test-mastercard-password-0123' },
      stripeWebhookUrl: () => null,
      publicUrl: () => sandbox,
      appOrigin: () => 'http://127.0.0.1:5173',
      automaticWebhooks: false,
    });
    await cards.server.listen({ port: 0, host: '127.0.0.1' });
    sandbox = `http://127.0.0.1:${String((cards.server.server.address() as AddressInfo).port)}`;
  });
  afterAll(() => cards.close());

  it('is served where Google serves pay.js, as JavaScript, naming its own sheet', async () => {
    const answer = await fetch(`${sandbox}${GOOGLE_PAY_SCRIPT_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await answer.text();
    expect(script).toContain(JSON.stringify(sandbox));
    expect(script).toContain(JSON.stringify(GOOGLE_PAY_SHEET_PATH));
    expect(script).toContain('root.payments.api.PaymentsClient = PaymentsClient');
  });

  it('defines google.payments.api.PaymentsClient with TEST (the default) or PRODUCTION only', () => {
    const { PaymentsClient } = fakePage();
    expect(() => new PaymentsClient()).not.toThrow();
    expect(() => new PaymentsClient({ environment: 'PRODUCTION' })).not.toThrow();
    expect(() => new PaymentsClient({ environment: 'LIVE' })).toThrow(/Unsupported environment/);
  });

  it('isReadyToPay: ready for the networks its cards have, DEVELOPER_ERROR for a wrong request', async () => {
    const client = new (fakePage().PaymentsClient)({ environment: 'TEST', nonce: PAGE_NONCE });
    const [method] = REQUEST.allowedPaymentMethods;
    const base = { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [method] };
    await expect(client.isReadyToPay(base)).resolves.toEqual({ result: true });
    await expect(
      client.isReadyToPay({ ...base, existingPaymentMethodRequired: true }),
    ).resolves.toEqual({ result: true, paymentMethodPresent: true });
    const amexOnly = {
      ...base,
      allowedPaymentMethods: [
        { ...method, parameters: { ...method?.parameters, allowedCardNetworks: ['AMEX'] } },
      ],
    };
    await expect(client.isReadyToPay(amexOnly)).resolves.toEqual({ result: false });
    await expect(client.isReadyToPay({ ...base, apiVersion: 1 })).rejects.toMatchObject({
      statusCode: 'DEVELOPER_ERROR',
    });
    await expect(
      client.isReadyToPay({ ...base, allowedPaymentMethods: [{ type: 'PAYPAL' }] }),
    ).rejects.toMatchObject({ statusCode: 'DEVELOPER_ERROR' });
  });

  it('opens its sheet on the origin it was loaded from, as Google’s is on pay.google.com', () => {
    const page = fakePage({ src: 'https://pay.google.com/gp/p/js/pay.js' });
    const client = new page.PaymentsClient({ environment: 'TEST', nonce: PAGE_NONCE });
    void client.loadPaymentData(REQUEST).catch(() => undefined);
    const src = new URL(page.frame()?.src ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`https://pay.google.com${GOOGLE_PAY_SHEET_PATH}`);
  });

  it('loadPaymentData draws its overlay with the sheet and resolves with the PaymentData the sheet posts', async () => {
    const page = fakePage();
    const client = new page.PaymentsClient({ environment: 'TEST', nonce: PAGE_NONCE });
    const paid = client.loadPaymentData(REQUEST);
    const overlay = page.overlay();
    expect(overlay?.attributes.get('role')).toBe('dialog');
    expect(overlay?.attributes.get('aria-label')).toBe('Google Pay');
    expect(overlay?.className).toBe('gpay-sandbox-overlay');
    const frame = page.frame();
    const src = new URL(frame?.src ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`${SANDBOX}${GOOGLE_PAY_SHEET_PATH}`);
    expect(JSON.parse(src.searchParams.get('request') ?? 'null')).toEqual(REQUEST);
    // Only that frame, from the sandbox's origin, with the sheet's mark, is heard.
    const data = { source: SOURCE, result: 'paid', paymentData: PAYMENT_DATA };
    page.post({ source: frame?.contentWindow, origin: 'http://evil.example', data });
    page.post({ source: {}, origin: SANDBOX, data });
    page.post({ source: frame?.contentWindow, origin: SANDBOX, data: { ...data, source: 'x' } });
    expect(page.overlay()).not.toBeNull();
    page.post({ source: frame?.contentWindow, origin: SANDBOX, data });
    await expect(paid).resolves.toEqual(PAYMENT_DATA);
    expect(page.overlay()).toBeNull();
    expect(page.listening()).toBe(0);
  });

  it('rejects with CANCELED when the diner closes the sheet: its Cancel, a tap outside, Escape', async () => {
    const page = fakePage();
    const client = new page.PaymentsClient({ environment: 'TEST', nonce: PAGE_NONCE });
    const cancelled = { statusCode: 'CANCELED', statusMessage: expect.any(String) as unknown };

    const byCancel = client.loadPaymentData(REQUEST);
    page.post({
      source: page.frame()?.contentWindow,
      origin: SANDBOX,
      data: { source: SOURCE, result: 'cancelled' },
    });
    await expect(byCancel).rejects.toEqual(cancelled);
    expect(page.overlay()).toBeNull();

    const byTapOutside = client.loadPaymentData(REQUEST);
    const overlay = page.overlay();
    overlay?.fire('click', { target: page.frame() });
    expect(page.overlay()).not.toBeNull();
    overlay?.fire('click', { target: overlay });
    await expect(byTapOutside).rejects.toEqual(cancelled);

    const byEscape = client.loadPaymentData(REQUEST);
    page.key('Enter');
    expect(page.overlay()).not.toBeNull();
    page.key('Escape');
    await expect(byEscape).rejects.toEqual(cancelled);
    expect(page.overlay()).toBeNull();
  });

  it('rejects with DEVELOPER_ERROR for a request the sheet refuses, outside a user gesture, or a second sheet', async () => {
    const page = fakePage();
    const client = new page.PaymentsClient({ environment: 'TEST', nonce: PAGE_NONCE });
    const refused = client.loadPaymentData({ ...REQUEST, apiVersion: 1 });
    page.post({
      source: page.frame()?.contentWindow,
      origin: SANDBOX,
      data: { source: SOURCE, result: 'refused', message: 'apiVersion: Invalid input' },
    });
    await expect(refused).rejects.toEqual({
      statusCode: 'DEVELOPER_ERROR',
      statusMessage: 'apiVersion: Invalid input',
    });
    expect(page.overlay()).toBeNull();

    const first = client.loadPaymentData(REQUEST);
    await expect(client.loadPaymentData(REQUEST)).rejects.toMatchObject({
      statusCode: 'DEVELOPER_ERROR',
    });
    page.key('Escape');
    await expect(first).rejects.toMatchObject({ statusCode: 'CANCELED' });

    page.activation.isActive = false;
    await expect(client.loadPaymentData(REQUEST)).rejects.toEqual({
      statusCode: 'DEVELOPER_ERROR',
      statusMessage: 'loadPaymentData must be called in response to a user gesture.',
    });
    expect(page.overlay()).toBeNull();
  });

  it('injects its style and inline script with PaymentOptions.nonce; without it both are blocked and no sheet opens', async () => {
    const page = fakePage();
    const client = new page.PaymentsClient({ environment: 'TEST', nonce: PAGE_NONCE });
    expect(page.injected().map((element) => element.tagName)).toEqual(['style', 'script']);
    expect(page.injected()[0]?.textContent).toContain('.gpay-sandbox-overlay{position:fixed');
    // A second client injects nothing again.
    new page.PaymentsClient({ environment: 'TEST', nonce: PAGE_NONCE });
    expect(page.injected()).toHaveLength(2);
    const opened = client.loadPaymentData(REQUEST);
    expect(page.overlay()).not.toBeNull();
    page.key('Escape');
    await expect(opened).rejects.toMatchObject({ statusCode: 'CANCELED' });

    const withoutNonce = fakePage();
    const unsafe = new withoutNonce.PaymentsClient({ environment: 'TEST' });
    expect(withoutNonce.injected()).toEqual([]);
    expect(withoutNonce.blocked().map((element) => element.tagName)).toEqual(['style', 'script']);
    await expect(unsafe.loadPaymentData(REQUEST)).rejects.toMatchObject({
      statusCode: 'DEVELOPER_ERROR',
      statusMessage: expect.stringContaining('PaymentOptions.nonce') as unknown,
    });
    expect(withoutNonce.overlay()).toBeNull();
    expect(() => new withoutNonce.PaymentsClient({ nonce: 7 })).toThrow(/nonce must be a string/);
  });

  it('createButton needs its onClick and calls it', () => {
    const client = new (fakePage().PaymentsClient)();
    expect(() => client.createButton({})).toThrow(/onClick/);
    let clicks = 0;
    const container = client.createButton({ onClick: () => (clicks += 1) });
    container.children[0]?.fire('click', {});
    expect(clicks).toBe(1);
  });
});
