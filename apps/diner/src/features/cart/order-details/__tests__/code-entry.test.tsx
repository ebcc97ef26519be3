import { formatMoney } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { cafePage, cartOf, ITEMS, line } from '@/lib/bill/__tests__/fixtures';
import { addCsrfToken, cleanUp, json, mockApi, renderOrderDetails } from './render-order-details';
import { isolate } from '@/lib/i18n/venue-text';

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });
const field = () => page.getByRole('textbox', { name: 'Promo code or coupon' });
const apply = () => page.getByRole('button', { name: 'Apply' });
const bill = () => page.getByLabelText('Bill details');

const SAVE10 = {
  discount_id: 31,
  discount_name: 'SAVE10',
  discount_type: 'PERCENTAGE',
  discount_rate: '10',
  maxdiscountableAmount: '20.00',
  min_order_amount: null,
  on_total: false,
  applied_from_pos: false,
  promotion_id: null,
};
const TAKE5 = {
  ...SAVE10,
  discount_id: 32,
  discount_name: 'TAKE5',
  discount_type: 'FIXED',
  discount_rate: '5.00',
  min_order_amount: '25.00',
};

/** The server's 204 for a promo code taken back (DELETE /promotions/{id}/code). */
const noContent = () => new Response(null, { status: 204 });

beforeEach(addCsrfToken);
afterEach(cleanUp);

describe('promo codes (A§4, A§5)', () => {
  it('checks a promotion code with promotions/validate and applies its promotion', async () => {
    const calls: unknown[] = [];
    mockApi({
      '/promotions/validate': (body) => {
        calls.push(body);
        return json({ is_valid: true });
      },
    });
    // Four nasi lemak: 32.00, over the promotion's 30.00.
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 4)));
    await userEvent.type(field(), 'welcome5');
    await apply().click();
    await expect.element(page.getByText('welcome5: \u2068Welcome: 5.00 off\u2069')).toBeVisible();
    await expect.element(page.getByText(`You save ${sgd('5.00')}`).first()).toBeVisible();
    expect(calls).toEqual([
      { code: 'welcome5', company_id: 1, customer_id: 7, promotion_id: 11, promo_code_id: 1 },
    ]);
    await expect.element(bill().getByText('Welcome: 5.00 off')).toBeVisible();
    expect(sessionStorage.getItem(STORAGE_KEYS.appliedPromoCode)).toBe('"welcome5"');
    // An applied promotion hides the coupon input (A§5).
    await expect.element(field()).not.toBeInTheDocument();
  });

  it("says 'Invalid promo code!' when the check refuses it, and typing clears it", async () => {
    mockApi({ '/promotions/validate': () => json({ is_valid: false }) });
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 4)));
    await userEvent.type(field(), 'WELCOME5');
    await apply().click();
    await expect.element(page.getByText('Invalid promo code!')).toBeVisible();
    await expect.element(apply()).toBeDisabled();
    await userEvent.type(field(), 'X');
    await expect.element(page.getByText('Invalid promo code!')).not.toBeInTheDocument();
  });

  it("says 'Error applying promo code!' when the check fails", async () => {
    mockApi({ '/promotions/validate': () => json({ error: 'Down' }, 503) });
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 4)));
    await userEvent.type(field(), 'WELCOME5');
    await apply().click();
    await expect.element(page.getByText('Error applying promo code!')).toBeVisible();
  });

  it('asks a visitor to sign in before a promo code is checked', async () => {
    const fetch = mockApi({});
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 4)), { ...cafePage(), user: null });
    await userEvent.type(field(), 'WELCOME5');
    await apply().click();
    await expect.element(page.getByText('Please sign in to use a promo code.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a validated code for the tab: it comes back applied', async () => {
    sessionStorage.setItem(STORAGE_KEYS.appliedPromoCode, '"WELCOME5"');
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 4)));
    await expect.element(page.getByText('WELCOME5: \u2068Welcome: 5.00 off\u2069')).toBeVisible();
    await expect.element(bill().getByText(`- ${sgd('5.00')}`)).toBeVisible();
  });

  it('removes an accepted code that takes nothing off: the message shows, the field stays, another code applies', async () => {
    let forgotten = 0;
    mockApi({
      '/promotions/validate': () => json({ is_valid: true }),
      '/promotions/11/code': () => {
        forgotten += 1;
        return noContent();
      },
      '/discounts/SAVE10': () => json(SAVE10),
    });
    // 8.00 is under the promotion's 30.00.
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 1)));
    await userEvent.type(field(), 'WELCOME5');
    await apply().click();
    await expect.element(page.getByText("Order Discount Can't Be Applied")).toBeVisible();
    await expect.element(field()).toBeVisible();
    await expect
      .element(page.getByText('WELCOME5: \u2068Welcome: 5.00 off\u2069'))
      .not.toBeInTheDocument();
    expect(forgotten).toBe(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();

    // Another code can be tried at once.
    await userEvent.clear(field());
    await expect.element(page.getByText("Order Discount Can't Be Applied")).not.toBeInTheDocument();
    await userEvent.type(field(), 'SAVE10');
    await apply().click();
    await expect.element(bill().getByText(`Discount (${isolate('SAVE10')})`)).toBeVisible();
  });

  it('removes a kept code that no longer takes anything off, on the server too', async () => {
    let forgotten = 0;
    mockApi({
      '/promotions/11/code': () => {
        forgotten += 1;
        return noContent();
      },
    });
    sessionStorage.setItem(STORAGE_KEYS.appliedPromoCode, '"WELCOME5"');
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 1)));
    await expect.element(page.getByText("Order Discount Can't Be Applied")).toBeVisible();
    await expect.element(field()).toBeVisible();
    expect(forgotten).toBe(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
  });

  it('lets the diner remove an applied promo code, and the server takes it back', async () => {
    let forgotten = 0;
    mockApi({
      '/promotions/11/code': () => {
        forgotten += 1;
        return noContent();
      },
    });
    sessionStorage.setItem(STORAGE_KEYS.appliedPromoCode, '"WELCOME5"');
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 4)));
    await expect.element(bill().getByText('Welcome: 5.00 off')).toBeVisible();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.element(field()).toBeVisible();
    await expect.element(bill().getByText('Welcome: 5.00 off')).not.toBeInTheDocument();
    expect(forgotten).toBe(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.appliedPromoCode)).toBeNull();
  });
});

describe('coupons (A§5)', () => {
  it('looks a coupon up and takes it off the bill with the engine amount', async () => {
    mockApi({ '/discounts/SAVE10': () => json(SAVE10) });
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 2)));
    await userEvent.type(field(), 'SAVE10');
    await apply().click();
    // 10% of 16.00
    await expect.element(page.getByText(`You save ${sgd('1.60')}`)).toBeVisible();
    await expect.element(bill().getByText(`Discount (${isolate('SAVE10')})`)).toBeVisible();
    await expect.element(bill().getByText(`- ${sgd('1.60')}`)).toBeVisible();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.element(field()).toBeVisible();
    await expect
      .element(bill().getByText(`Discount (${isolate('SAVE10')})`))
      .not.toBeInTheDocument();
  });

  it('refuses a coupon under its minimum order with the A§5 message', async () => {
    mockApi({ '/discounts/TAKE5': () => json(TAKE5) });
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)));
    await userEvent.type(field(), 'TAKE5');
    await apply().click();
    await expect
      .element(page.getByText('This coupon can only be used for orders above SGD 25.00!'))
      .toBeVisible();
  });

  it("shows the server's text when the lookup fails (A§8)", async () => {
    mockApi({ '/discounts/NOPE': () => json({ error: 'Invalid promo code!' }, 404) });
    await renderOrderDetails(cartOf(line('a', ITEMS.kopi, 1)));
    await userEvent.type(field(), 'NOPE');
    await apply().click();
    await expect.element(page.getByText('Invalid promo code!')).toBeVisible();
  });

  it('takes the coupon off when an order promotion starts to apply', async () => {
    mockApi({ '/discounts/SAVE10': () => json(SAVE10) });
    // Nine nasi lemak: 72.00, one more reaches the 80.00 of the order promotion.
    await renderOrderDetails(cartOf(line('a', ITEMS.nasiLemak, 9)));
    await userEvent.type(field(), 'SAVE10');
    await apply().click();
    await expect.element(bill().getByText(`Discount (${isolate('SAVE10')})`)).toBeVisible();
    await page.getByRole('button', { name: 'One more Nasi lemak' }).click();
    await expect.element(bill().getByText('10% off orders over 80.00')).toBeVisible();
    await expect
      .element(bill().getByText(`Discount (${isolate('SAVE10')})`))
      .not.toBeInTheDocument();
    await expect.element(field()).not.toBeInTheDocument();
  });
});
