import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addTeaAndCheckout, paymentMethods } from './support/card-sandbox';
import { demo } from './support/demo';
import { pickGooglePayCard } from './support/google-pay-sheet';
import { enterCafeMenu } from './support/enter-menu';
import { openQr } from './support/open-qr';

/*
 * Issue 19, Google Pay through the Mastercard gateway at the cafe's walk-in "Counter C6" (no other
 * journey scans it), a guest each time. The app uses Google Pay's own web API (pay.js's
 * PaymentsClient); the Mastercard type points it at the card sandbox's stand-in of pay.js, which
 * draws its overlay over the checkout with the sandbox's Google Pay sheet framed on the sandbox's
 * own origin. Playwright's clock stands in for the diner's: the 10 s wait
 * before authenticating (B§9) and the 120 s challenge limit pass without real waiting.
 */

const COUNTER = 'Counter C6';
const VERIFY_PATH = '/sapaad_payments/mastercard/direct_payments/v1/cards';

/** The reference the app verified the card under, read from its verification request. */
function verifiedReference(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== VERIFY_PATH) return;
      const body = request.postDataJSON() as { reference_id: string };
      resolve(body.reference_id);
    });
  });
}

/**
 * The inline styles and scripts the page's Content-Security-Policy refused, as the browser
 * reports them to the page. (zod's probe for `new Function`, which it catches, is refused too:
 * an `eval` report, not counted here.)
 */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI === 'inline') seen.push(`${event.effectiveDirective} inline`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * A guest at Counter C6 chooses the Mastercard gateway and Google Pay, and places the order.
 * pay.js injects a style and an inline script with the nonce the app gives it: the page's policy
 * lets both in (the overlay is drawn by that style), and refuses nothing.
 */
async function placeWithGooglePay(page: Page): Promise<void> {
  const violations = await recordCspViolations(page);
  await page.clock.install();
  await openQr(page, 'cafe', COUNTER);
  await enterCafeMenu(page);
  await addTeaAndCheckout(page, 'guest');
  await paymentMethods(page).getByRole('radio', { name: 'Mastercard gateway' }).check();
  await page.getByRole('radio', { name: 'Google Pay' }).check();
  // Google Pay is offered once pay.js is loaded, from the sandbox's origin, never the app's.
  const script = page.locator('script[src$="/gp/p/js/pay.js"]');
  await expect(script).toHaveCount(1);
  expect(new URL((await script.getAttribute('src')) ?? '').origin).not.toBe(demo().origin);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // pay.js draws its own overlay over the checkout, as Google's script does.
  const overlay = page.getByRole('dialog', { name: 'Google Pay' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('position', 'fixed');
  expect(await violations()).toEqual([]);
}

/** Picks a card in the sandbox's Google Pay sheet, on the sandbox's origin. */
async function pickCard(page: Page, label: string): Promise<void> {
  const overlay = page.getByRole('dialog', { name: 'Google Pay' });
  const frame = overlay.locator('iframe[title="Google Pay"]');
  // The sheet is on the sandbox's origin, never the app's: the card stays there.
  const src = (await frame.getAttribute('src')) ?? '';
  expect(new URL(src).origin).not.toBe(demo().origin);
  expect(new URL(src).pathname).toBe('/google-pay/sheet');
  const sheet = overlay.frameLocator('iframe[title="Google Pay"]');
  await expect(sheet.getByRole('heading', { name: 'Google Pay' })).toBeVisible();
  await pickGooglePayCard(sheet, label);
}

test('Google Pay with a frictionless card: verified, authenticated after 10 s, Payment received', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const reference = verifiedReference(page);
  await placeWithGooglePay(page);
  await pickCard(page, 'Mastercard •••• 4444');
  await expect(page.getByRole('dialog', { name: 'Google Pay' })).toHaveCount(0);
  expect(await reference).toMatch(/^mc_/);
  // spec: B§9, the payer is authenticated 10 s after the verification.
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(
    (url) =>
      url.origin === demo().origin &&
      url.pathname === '/payment-processing' &&
      url.searchParams.get('type') === 'mastercard' &&
      url.searchParams.get('reference') !== null,
  );
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
    timeout: 30_000,
  });
  const answer = await page.request.get(
    `/pages/payment_processing?invoice_id=${encodeURIComponent(await reference)}&type=mastercard`,
  );
  const details = ((await answer.json()) as { payment_details: { status: string } | null })
    .payment_details;
  expect(details?.status).toBe('paid');
});

test('Google Pay authentication timeout ending declined: the challenge unanswered for 120 s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const reference = verifiedReference(page);
  await placeWithGooglePay(page);
  await pickCard(page, 'Mastercard •••• 1096');
  await expect(page.getByRole('dialog', { name: 'Google Pay' })).toHaveCount(0);
  await reference;
  await page.clock.runFor(10_000);
  const challenge = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
  await expect(challenge).toBeVisible();
  // Nobody answers the issuer: 120 s later on the diner's clock the payment is declined.
  await page.clock.runFor(120_000);
  await expect(challenge).toHaveCount(0);
  const timedOut = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(timedOut).toHaveAccessibleDescription(
    'Authentication took too long, so the payment was declined.',
  );
  await timedOut.getByRole('button').last().click();
  const failed = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(failed).toHaveAccessibleDescription(
    'We are unable to process your payment. Please try again.',
  );
  await failed.getByRole('button').last().click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/order-details' && url.searchParams.get('payment_status') === 'failed',
  );
  // The cart is kept, and the server has the payment declined.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your payment did not go through' }),
  ).toBeVisible();
  await expect(page.getByText('Iced lemon tea')).toBeVisible();
  const answer = await page.request.get(
    `/pages/payment_processing?invoice_id=${encodeURIComponent(await reference)}&type=mastercard`,
  );
  expect(answer.status()).toBe(200);
  const details = ((await answer.json()) as { payment_details: { status: string } | null })
    .payment_details;
  expect(details?.status).toBe('declined');
});
