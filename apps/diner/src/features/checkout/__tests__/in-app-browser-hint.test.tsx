import type { PaymentType } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Subscriptions } from '@test/support/fake-realtime';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { recordApi } from '@test/support/record-api';
import { decodeHandoff, handoffInHash } from '@/lib/handoff/handoff';
import { CAFE_PAYMENT_TYPES, checkoutPage, paymentType } from './checkout-fixtures';
import { renderCheckout, TWO_KOPI } from './render-checkout';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

// Instagram's browser on a Pixel 8 and on an iPhone (in-app-browser.test.ts names the source).
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)';
const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22B83 Instagram 354.0.0.29.90 (iPhone12,8; iOS 18_1; en_US; en; scale=2.00; 750x1334; 654111336; IABMV/1)';

/** The browser's agent as the app reads it. */
function userAgentIs(agent: string): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
}

/** A fake of Google's pay.js that says yes to isReadyToPay; counts the clients made. */
function fakeGooglePay(): { clients: unknown[]; script: string } {
  const clients: unknown[] = [];
  class PaymentsClient {
    constructor(options: unknown) {
      clients.push(options);
    }
    isReadyToPay() {
      return Promise.resolve({ result: true });
    }
  }
  Object.assign(window, { google: { payments: { api: { PaymentsClient } } } });
  const script = URL.createObjectURL(new Blob(['/* pay.js */'], { type: 'text/javascript' }));
  return { clients, script };
}

/** Cash, then the Mastercard gateway with Google Pay and Apple Pay (the sandbox's settings). */
function walletCheckout(script: string) {
  const gateway: PaymentType = {
    ...paymentType(9, 'mastercard', 'Mastercard gateway'),
    direct_payment_enabled: true,
    google_pay_enabled: true,
    apple_pay_enabled: true,
    google_pay_merchant_id: 'sandbox-google-merchant',
    merchant_id: 'merchant.com.tabula.sandbox',
    google_pay_script_url: script,
    google_pay_environment: 'TEST',
    gateway_merchant_id: 'SANDBOX_MERCHANT',
  };
  return checkoutPage({ payment_types: [paymentType(1, 'cash', 'Pay at the counter'), gateway] });
}

/** The counter's QR link, as GET /session/entry-link answers it. */
const ENTRY_LINK = 'https://order.kopikaya.example/q/Zq4v9ETmR2xW';

/** Answers the session's QR link (or the answer given), and records the calls. */
const serveEntryLink = (answer: () => Response = () => json({ url: ENTRY_LINK })) =>
  recordApi({ '/session/entry-link': answer });

/** The handoff a copied link carries in its fragment. */
function handoffOf(link: string) {
  return decodeHandoff(handoffInHash(new URL(link).hash) ?? '');
}

const hint = () => page.getByRole('note');
const methods = () => page.getByRole('radiogroup', { name: 'Payment method' });
const payWith = () => page.getByRole('radiogroup', { name: 'Pay with' });

beforeEach(addCsrfToken);
afterEach(() => {
  Reflect.deleteProperty(window, 'google');
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('the in-app browser hint (InAppBrowserHint)', () => {
  it("shows in Instagram's Android browser where Google Pay would be offered, and offers the card without the wallet", async () => {
    userAgentIs(INSTAGRAM_ANDROID);
    const { clients, script } = fakeGooglePay();
    await renderCheckout(walletCheckout(script));
    const note = page.getByRole('note', { name: "Pay with Google Pay in your phone's browser" });
    await expect.element(note).toBeVisible();
    await expect
      .element(note)
      .toHaveTextContent(
        "Wallet payments don't work inside this app. Copy the link and open it in Chrome: your cart comes with you.",
      );
    // our choice: the wallet is not offered where it cannot pay; cash and the card stay.
    await expect
      .element(methods().getByRole('radio', { name: 'Pay at the counter' }))
      .toBeChecked();
    await methods().getByRole('radio', { name: 'Mastercard gateway' }).click();
    await expect.element(payWith().getByRole('radio', { name: 'Card', exact: true })).toBeVisible();
    expect(payWith().getByRole('radio').elements()).toHaveLength(1);
    expect(document.querySelector(`script[src="${script}"]`)).toBeNull();
    expect(clients).toEqual([]);
  });

  it("names Apple Pay and Google Pay and suggests Safari in Instagram's iPhone browser", async () => {
    userAgentIs(INSTAGRAM_IPHONE);
    const { script } = fakeGooglePay();
    await renderCheckout(walletCheckout(script));
    const note = page.getByRole('note', {
      name: "Pay with Apple Pay or Google Pay in your phone's browser",
    });
    await expect.element(note).toBeVisible();
    await expect.element(note).toHaveTextContent(/open it in Safari:/);
  });

  it("does not show in the phone's own browser, which keeps Google Pay", async () => {
    const { clients, script } = fakeGooglePay();
    await renderCheckout(walletCheckout(script));
    await methods().getByRole('radio', { name: 'Mastercard gateway' }).click();
    await expect.element(payWith().getByRole('radio', { name: 'Google Pay' })).toBeVisible();
    expect(clients).toHaveLength(1);
    await expect.element(hint()).not.toBeInTheDocument();
  });

  it('does not show in an in-app browser where no wallet is offered', async () => {
    userAgentIs(INSTAGRAM_IPHONE);
    const gatewayWithoutWallets: PaymentType = {
      ...paymentType(9, 'mastercard', 'Mastercard gateway'),
      direct_payment_enabled: true,
    };
    await renderCheckout(
      checkoutPage({ payment_types: [...CAFE_PAYMENT_TYPES, gatewayWithoutWallets] }),
    );
    await expect
      .element(methods().getByRole('radio', { name: 'Pay at the counter' }))
      .toBeChecked();
    await expect.element(hint()).not.toBeInTheDocument();
  });

  it('copies the QR link with this page, the cart and the dine mode in its fragment, and announces it', async () => {
    userAgentIs(INSTAGRAM_ANDROID);
    const sent = serveEntryLink();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { script } = fakeGooglePay();
    const details = walletCheckout(script);
    await renderCheckout(details);
    const status = hint().getByRole('status');
    await expect.element(status).toBeEmptyDOMElement();
    await hint().getByRole('button', { name: 'Copy link' }).click();
    await expect.element(status).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledOnce();
    const link = writeText.mock.calls[0]?.[0] ?? '';
    expect(link.split('#')[0]).toBe(ENTRY_LINK);
    const handoff = handoffOf(link);
    expect(handoff).toEqual({
      to: '/checkout',
      company_id: details.company.id,
      outlet_id: details.session.sapaad_outlet_id,
      dine_mode: details.session.dine_mode,
      cart: JSON.parse(localStorage.getItem('tabula.cart') ?? 'null') as unknown,
    });
    expect(handoff?.cart.lines.map((line) => [line.item_id, line.count])).toEqual(
      TWO_KOPI.lines.map((line) => [line.item_id, line.count]),
    );
    // Read once, as the hint showed; the tap copies from it.
    expect(sent.filter((call) => call.path === '/session/entry-link')).toHaveLength(1);
    await expect
      .element(page.getByRole('textbox', { name: 'Link to this page' }))
      .not.toBeInTheDocument();
  });

  it('shows the link selected in a read-only field when the clipboard is refused', async () => {
    userAgentIs(INSTAGRAM_ANDROID);
    serveEntryLink();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    const { script } = fakeGooglePay();
    await renderCheckout(walletCheckout(script));
    await hint().getByRole('button', { name: 'Copy link' }).click();
    const field = page.getByRole('textbox', { name: 'Link to this page' });
    await expect.element(field).toBeVisible();
    const link = (field.element() as HTMLInputElement).value;
    expect(link.startsWith(`${ENTRY_LINK}#handoff=`)).toBe(true);
    expect(handoffOf(link)?.to).toBe('/checkout');
    await expect.element(field).toHaveAttribute('readonly');
    await expect.element(field).toHaveFocus();
    await expect
      .element(field)
      .toHaveAccessibleDescription(
        "Your browser didn't let us copy it. Press and hold the link to copy it.",
      );
    const input = field.element() as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, link.length]);
    await expect.element(hint().getByRole('status')).toBeEmptyDOMElement();
    // Typing cannot change the link.
    await userEvent.type(field, 'x');
    await expect.element(field).toHaveValue(link);
  });

  it('says to scan the QR code again when the session has no QR link to copy', async () => {
    userAgentIs(INSTAGRAM_ANDROID);
    serveEntryLink(() =>
      json(
        { error: 'This table or counter has no QR code open any more', error_id: 'no_entry_link' },
        404,
      ),
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { script } = fakeGooglePay();
    await renderCheckout(walletCheckout(script));
    await hint().getByRole('button', { name: 'Copy link' }).click();
    await expect
      .element(hint().getByRole('status'))
      .toHaveTextContent(
        "We couldn't make the link. Scan the QR code again with your phone's camera.",
      );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('keeps Copy link a 44 × 44 px target', async () => {
    userAgentIs(INSTAGRAM_ANDROID);
    const { script } = fakeGooglePay();
    await renderCheckout(walletCheckout(script));
    const box = hint().getByRole('button', { name: 'Copy link' }).element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });
});
