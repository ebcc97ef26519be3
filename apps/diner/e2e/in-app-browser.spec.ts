import { expect, test } from '@playwright/test';
import { addTeaAndCheckout, paymentMethods } from './support/card-sandbox';
import { enterCafeMenu } from './support/enter-menu';
import { openQr } from './support/open-qr';

/*
 * Issue 33, in-app browsers: a guest at the cafe's counter whose phone opened the page in
 * Instagram's own browser on Android (Instagram's agent, sent by a Pixel 8; the checkout reads
 * only the agent). The cafe's Mastercard gateway offers Google Pay, which cannot run there: the
 * checkout says so and offers Copy link, does not offer the wallet (nor load Google's pay.js),
 * and the diner pays at the counter as usual. English texts only.
 */

const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)';

test.use({ userAgent: INSTAGRAM_ANDROID, permissions: ['clipboard-read', 'clipboard-write'] });

test("in Instagram's browser the checkout points to the phone's browser for Google Pay, copies the link, and takes cash", async ({
  page,
}) => {
  await openQr(page, 'cafe');
  await enterCafeMenu(page);
  await addTeaAndCheckout(page, 'guest');
  const hint = page.getByRole('note', { name: "Pay with Google Pay in your phone's browser" });

  await test.step('the hint says why and where to go', async () => {
    await expect(hint).toBeVisible();
    await expect(hint).toContainText(
      "Wallet payments don't work inside this app. Copy the link and open it in Chrome, or scan the QR code again with your phone's camera.",
    );
  });

  await test.step('Copy link puts the checkout’s address on the clipboard and says so', async () => {
    const copy = hint.getByRole('button', { name: 'Copy link' });
    const box = await copy.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await copy.click();
    await expect(hint.getByRole('status')).toHaveText('Link copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(page.url());
    expect(new URL(clipboard).pathname).toBe('/checkout');
  });

  await test.step('the gateway offers its card but not Google Pay, whose script never loads', async () => {
    await paymentMethods(page).getByRole('radio', { name: 'Mastercard gateway' }).check();
    const payWith = page.getByRole('radiogroup', { name: 'Pay with' });
    await expect(payWith.getByRole('radio', { name: 'Card', exact: true })).toBeVisible();
    await expect(payWith.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Google Pay' })).toHaveCount(0);
    await expect(page.locator('script[src$="/gp/p/js/pay.js"]')).toHaveCount(0);
  });

  await test.step('cash at the counter still places the order', async () => {
    await paymentMethods(page).getByRole('radio', { name: 'Pay at the counter' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for payment');
  });
});
