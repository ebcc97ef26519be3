import {
  ApiError,
  catalogueEntry,
  resolveError,
  type ErrorId,
  type ResolvedError,
} from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { planError } from '../error-plan';

function byId(id: ErrorId, serverMessage: string | null = null): ResolvedError {
  return { id, entry: catalogueEntry(id), serverMessage, status: null };
}

describe('planError', () => {
  it('too many invoice e-mails or codes say so, and the diner stays where they are', () => {
    const tooMany = (errorId: string) =>
      new ApiError({
        kind: 'http',
        endpoint: 'x',
        path: '/x',
        status: 429,
        errorId,
        serverMessage: 'Too many',
      });
    const invoice = planError(resolveError(tooMany('invoice_email_limit'), { operation: 'other' }));
    expect(invoice).toMatchObject({ visible: true, pressRedirect: null, autoRedirect: null });
    expect(invoice.message).toMatchObject({
      message: 'Too many e-mails for this order; try again later.',
    });
    const codes = planError(resolveError(tooMany('otp_send_limit'), { operation: 'verify_user' }));
    expect(codes).toMatchObject({ visible: true, pressRedirect: null, autoRedirect: null });
    expect(codes.title.message).toBe('Too many codes');
    const notSent = planError(
      resolveError(
        new ApiError({
          kind: 'http',
          endpoint: 'users.verify',
          path: '/users/verifications',
          status: 503,
          errorId: 'message_not_sent',
          serverMessage: 'We could not send the message. Please try again in a moment.',
        }),
        { operation: 'verify_user' },
      ),
    );
    expect(notSent).toMatchObject({ visible: true, pressRedirect: null, autoRedirect: null });
    expect(notSent.message).toMatchObject({
      message: 'We could not send your message. Please try again in a moment.',
    });
  });

  it("a limit refusal's message carries the server's figures for its placeholders", () => {
    const refusal = new ApiError({
      kind: 'http',
      endpoint: 'orders.validate',
      path: '/orders/validate',
      status: 422,
      errorId: 'tip_limit',
      serverMessage: 'The tip can be at most SGD 2.25 (50% of the subtotal)',
      details: { tip: '99999999.00', limit: '2.25', percent: '50', currency: 'SGD' },
    });
    const plan = planError(resolveError(refusal, { operation: 'place_order' }));
    expect(plan.title.message).toBe('Tip too large');
    expect(plan.message).toMatchObject({
      id: 'error.tip_limit.message',
      values: { currency: 'SGD', limit: '2.25', percent: '50' },
    });
    // An entry without placeholders keeps its message as it is.
    expect(planError(byId('generic')).message).not.toHaveProperty('values');
  });

  it('a rate limit says how long to wait, and the diner stays where they are', () => {
    const refusal = new ApiError({
      kind: 'http',
      endpoint: 'dineIn.callWaiter',
      path: '/dine-in/open-tab/v1/call_waiter',
      status: 429,
      errorId: 'too_many_requests',
      serverMessage: 'Too many requests. Please wait 42 seconds and try again',
      details: { retry_after_seconds: 42 },
    });
    const plan = planError(resolveError(refusal, { operation: 'other' }));
    expect(plan).toMatchObject({ visible: true, pressRedirect: null, autoRedirect: null });
    expect(plan.title.message).toBe('Too many tries');
    expect(plan.message).toMatchObject({
      id: 'error.too_many_requests.message',
      values: { retry_after_seconds: '42' },
    });
  });

  it('the generic popup closes and goes nowhere', () => {
    const plan = planError(byId('generic'));
    expect(plan).toMatchObject({
      visible: true,
      autoRedirect: null,
      pressRedirect: null,
      clearCart: false,
      next: null,
      log: false,
    });
    expect(plan.title.message).toBe('Oops!');
    expect(plan.message).toMatchObject({ message: 'Something went wrong! Please try again' });
    expect(plan.button.message).toBe('Close');
  });

  it('a 401 shows the server text and redirects to / on OK', () => {
    const error = new ApiError({
      kind: 'http',
      endpoint: 'pages.home',
      path: '/pages/home',
      status: 401,
      errorId: 'session_missing',
      serverMessage: 'Please scan the QR code at your table or counter to start ordering',
    });
    const plan = planError(resolveError(error, { operation: 'page_config' }));
    expect(plan.visible).toBe(true);
    expect(plan.message).toBe('Please scan the QR code at your table or counter to start ordering');
    expect(plan.pressRedirect).toBe('/');
    expect(plan.autoRedirect).toBeNull();
    expect(plan.button.message).toBe('OK');
  });

  it('sold-out items redirect to /order-details when the button is pressed', () => {
    const plan = planError(byId('items_unavailable'));
    expect(plan.title.message).toBe('Item/s unavailable');
    expect(plan.pressRedirect).toBe('/order-details');
    expect(plan.autoRedirect).toBeNull();
  });

  it('a redirect with a delay happens by itself after the delay', () => {
    const plan = planError(byId('payment_timeout'));
    expect(plan.visible).toBe(false);
    expect(plan.autoRedirect).toEqual({
      to: '/order-details?payment_status=failed',
      delayMs: 5000,
    });
  });

  it('every Google Pay failure ends on the failed order details, card verification included (B§2, B§8)', () => {
    const failed = '/order-details?payment_status=failed';
    const verification = planError(byId('google_pay_card_verification_failed'));
    expect(verification).toMatchObject({
      visible: true,
      pressRedirect: failed,
      autoRedirect: { to: failed, delayMs: 5000 },
    });
    // The authentication errors show the payment-failed entry next, which goes to the same place.
    for (const id of ['google_pay_auth_failed', 'google_pay_auth_timeout'] as const) {
      const next = planError(byId(id)).next;
      expect(next).toBe('google_pay_payment_failed');
      if (next === null) continue;
      expect(planError(byId(next))).toMatchObject({ pressRedirect: failed });
    }
  });

  it('a hidden redirect happens at once', () => {
    const plan = planError(byId('tracking_not_found'));
    expect(plan.visible).toBe(false);
    expect(plan.autoRedirect).toEqual({ to: '/', delayMs: 0 });
    expect(plan.pressRedirect).toBeNull();
  });

  it('items no longer on the menu clear the cart', () => {
    const plan = planError(byId('cart_items_not_in_menu'));
    expect(plan.clearCart).toBe(true);
    expect(plan.message).toMatchObject({
      message: 'Oops! Items in cart are not part of current available menu.',
    });
  });

  it('show_next names the entry that follows', () => {
    expect(planError(byId('google_pay_auth_failed')).next).toBe('google_pay_payment_failed');
  });

  it('an entry logged only shows nothing and is logged', () => {
    const plan = planError(byId('invalid_service_type'));
    expect(plan.visible).toBe(false);
    expect(plan.log).toBe(true);
    expect(planError(byId('request_cancelled')).log).toBe(false);
  });

  it('inline entries show no popup: their field draws them', () => {
    expect(planError(byId('coupon_error', 'Coupon expired')).visible).toBe(false);
    expect(planError(byId('incorrect_otp')).visible).toBe(false);
  });

  it('reorder_unavailable returns to the menu', () => {
    const plan = planError(byId('reorder_unavailable'));
    expect(plan.pressRedirect).toBe('/');
    expect(plan.button.message).toBe('Return to menu');
  });

  it('the loyalty sign-up failure returns to checkout', () => {
    const plan = planError(byId('loyalty_sign_up_failed'));
    expect(plan.pressRedirect).toBe('/checkout');
    expect(plan.button.message).toBe('Return to checkout');
  });
});
