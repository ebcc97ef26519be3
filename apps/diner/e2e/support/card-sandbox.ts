import { expect, type FrameLocator, type Page } from '@playwright/test';
import { demo } from './demo';
import { enterCafeMenu } from './enter-menu';
import { menuCard } from './menu';
import { openQr } from './open-qr';
import { signInFor } from './sign-in';

/** The card sandbox's published test cards (apps/sandbox/src/cards/test-cards.ts). */
export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  threeDSecure: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** A future expiry and any CVC, as the sandbox's hint says. */
const EXPIRY = '12/34';
const CVC = '123';

/** The connected card provider's radio on the checkout (the demo's payment type name). */
export const CONNECTED_CARD = 'Card (saved cards)';

/** Whether a page is the app's card page of a connected-card payment (issue 31). */
export const onCardForm = (url: URL): boolean =>
  url.pathname === '/card-payment' && url.origin === demo().origin;

/** Stripe.js's card field, a frame of the card provider's origin on the card page. */
export const cardField = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Secure card payment input frame"]');

/** Stripe.js's 3-D Secure challenge, a frame of the card provider's origin over the page. */
const challengeFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="3D Secure authentication frame"]');

/**
 * From a fresh scan of a cafe counter to /checkout with one iced lemon tea (no options): Take
 * Out, the cart, Checkout; a guest continues as a guest on /login.
 *
 * @param spot - the counter's label in the start banner, e.g. "Counter C2"
 */
export async function teaToCheckout(
  page: Page,
  spot: string,
  as: 'guest' | 'signed-in',
): Promise<void> {
  await openQr(page, 'cafe', spot);
  await enterCafeMenu(page);
  await addTeaAndCheckout(page, as);
}

/** Adds one iced lemon tea from the menu and goes through the cart to /checkout. */
export async function addTeaAndCheckout(page: Page, as: 'guest' | 'signed-in'): Promise<void> {
  await menuCard(page, 'Iced lemon tea').getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('link', { name: /View Order/ }).click();
  await expect(page).toHaveURL(/\/order-details$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  if (as === 'guest') {
    await page.getByRole('button', { name: 'Log in to order' }).click();
    await expect(page).toHaveURL(signInFor('/checkout'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  }
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
}

/** The checkout's payment methods. */
export const paymentMethods = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Payment method' });

/** Chooses the connected card on the checkout. */
export async function chooseConnectedCard(page: Page): Promise<void> {
  await paymentMethods(page).getByRole('radio', { name: CONNECTED_CARD }).check();
}

/**
 * Places the order with the connected card chosen and waits for the card page: the checkout
 * first waits 10 s (B§9), then the app's card page opens with Stripe.js's card field.
 */
export async function placeOrderToCardForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Waiting for the card payment to start…')).toBeVisible();
  await expect(page).toHaveURL(onCardForm, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await expect(cardField(page).getByLabel('Card number')).toBeVisible();
}

/**
 * Types a card in Stripe.js's card field (the provider's frame: the card goes to the provider
 * only) and presses Pay now.
 *
 * @param number - the card number as a diner types it, spaces and all
 */
export async function payOnCardForm(page: Page, number: string): Promise<void> {
  const field = cardField(page);
  await field.getByLabel('Card number').fill(number);
  await field.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await field.getByLabel('CVC').fill(CVC);
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** Answers the card issuer's 3-D Secure challenge Stripe.js shows over the page. */
export async function answerChallenge(page: Page, outcome: 'complete' | 'fail'): Promise<void> {
  const challenge = challengeFrame(page);
  await expect(challenge.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
  await challenge
    .getByRole('button', {
      name: outcome === 'complete' ? 'Complete authentication' : 'Fail authentication',
    })
    .click();
}

/**
 * /payment-processing says the payment is received.
 *
 * @param type - the payment type the result page names (`mastercard` for the card gateway,
 *   `stripe` for Stripe direct)
 * @param origin - the app's origin: the worker's demo server unless a journey runs its own
 */
export async function expectPaymentReceived(
  page: Page,
  type: 'stripe_connect' | 'mastercard' | 'stripe' = 'stripe_connect',
  origin = demo().origin,
): Promise<void> {
  await expect(page).toHaveURL(
    (url) =>
      url.origin === origin &&
      url.pathname === '/payment-processing' &&
      url.searchParams.get('type') === type,
  );
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
    timeout: 30_000,
  });
}

/** What the pages sent to the product's origin: every request and every websocket frame. */
export interface OriginTraffic {
  /** Each request's URL and body, each frame's payload, as text. */
  sent: string[];
  /** The origins of every top-level page the tab showed. */
  pageOrigins: Set<string>;
  /** The origins of every framed page (a provider's card field, its 3-D Secure challenge). */
  framedOrigins: Set<string>;
}

/**
 * Records everything a page sends to the product's origin from now on: each request (URL and
 * body) and each websocket frame sent, and the origin of every document the tab and its frames
 * show.
 */
export function recordOriginTraffic(page: Page): OriginTraffic {
  const origin = demo().origin;
  const traffic: OriginTraffic = { sent: [], pageOrigins: new Set(), framedOrigins: new Set() };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest()) {
      if (request.frame() === page.mainFrame()) traffic.pageOrigins.add(url.origin);
      else traffic.framedOrigins.add(url.origin);
    }
    if (url.origin !== origin) return;
    traffic.sent.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`);
  });
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).host !== new URL(origin).host) return;
    traffic.sent.push(`websocket ${socket.url()}`);
    socket.on('framesent', (frame) => {
      traffic.sent.push(
        typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8'),
      );
    });
  });
  return traffic;
}

/**
 * Asserts no request or websocket frame to the product's origin carried the card number, with or
 * without its spaces (nor URL-encoded: a space as "+" or "%20").
 */
export function expectNoCardNumber(traffic: OriginTraffic, number: string): void {
  const digits = number.replace(/\s/g, '');
  const forms = [digits, number, number.replace(/ /g, '+'), number.replace(/ /g, '%20')];
  const leaks = traffic.sent.filter((sent) => forms.some((form) => sent.includes(form)));
  expect(leaks, `requests to ${demo().origin} that carry the card number`).toEqual([]);
}

/** The order number /payment-processing names once the payment is received. */
export async function paidOrderNumber(page: Page): Promise<string> {
  const text = await page
    .getByText(/^Thank you! Your payment for order \S+ is complete\.$/)
    .textContent();
  const number = /order (\S+) is complete/.exec(text ?? '')?.[1] ?? '';
  expect(number, 'the paid order names its number').not.toBe('');
  return number;
}

/** Presses Cancel on the card page: the diner goes back as from a failed payment. */
export async function cancelOnCardForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
}

/**
 * The diner is back on the checkout after a failed card payment (B§8 Stripe Connect): the
 * 'Payment failed' popup says the provider's reason; once it is closed, the cart is kept and
 * Place Order works again.
 */
export async function expectCardFailureOnCheckout(page: Page, reason: string): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.origin === demo().origin && url.pathname === '/checkout',
  );
  const popup = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(popup).toHaveAccessibleDescription(reason);
  await popup.getByRole('button').last().click();
  await expect(popup).toHaveCount(0);
  // The cart is kept: the order summary still holds the tea.
  await expect(page.getByRole('heading', { name: 'Your order · 1 item', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
}

/**
 * Waits for the Mastercard gateway's hosted card fields in the checkout's 'Pay by card' sheet:
 * session.js draws each as a frame of the gateway's origin, and Pay is enabled once all are.
 */
export async function openHostedCardFields(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
}

/**
 * Types a card in the gateway's hosted fields (each on the card sandbox's origin, never ours),
 * with a future expiry and any security code, and presses the sheet's Pay.
 */
export async function typeHostedCard(page: Page, number: string): Promise<void> {
  const field = (title: string) =>
    page.frameLocator(`iframe[title="${title}"]`).getByRole('textbox');
  await field('Card number').fill(number);
  await field('Expiry month').fill('12');
  await field('Expiry year').fill('34');
  await field('Security code').fill(CVC);
  await field('Name on card').fill('Test Diner');
  await page
    .getByRole('dialog', { name: 'Pay by card' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
}
