import { checkOrderPayload } from '@tabula/api-client';
import { priceOrder } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '../../bill/__tests__/fixtures';
import { tabPayment } from '../tab-payment-amount';
import { tabPaymentPayload } from '../tab-payment-payload';
import { tabPriceInput } from '../tab-price-input';
import { AISHA, ME, tabOrder, tabPage } from './tab-fixtures';

const paytabs = { id: 4, payment_type: 'paytabs' as const, title: 'Card (PayTabs)' };

describe('the payment payload of a tab (B§3, B§4)', () => {
  it("is the tab's order, naming it, with the diner's part plus tip as the total and the payment", () => {
    const order = tabOrder();
    const page = tabPage(order);
    const bill = priceOrder(tabPriceInput(order, page));
    const payment = tabPayment({
      bill,
      userId: ME,
      tab: { members: [ME, AISHA], paid_members: [] },
      payForSelf: true,
      covers: 2,
      payments: [],
      tip: { amount: '2.00' },
    });
    if (payment === null) throw new Error('the diner has a part to pay');
    const payload = tabPaymentPayload({
      order,
      bill,
      payment,
      session: page.session,
      company: page.company,
      user: MEMBER,
      paymentType: paytabs,
    });
    expect(payload).toMatchObject({
      qr_source: 'dine_ot',
      order_id: 9001,
      table_id: 5,
      version: 3,
      covers: 3,
      total_amount: '17.59',
      tips_amount: '2.00',
      payment: { id: 4, payment_type: 'paytabs', amount: '17.59', tip: '2.00', customer_id: ME },
    });
    expect(payload.cartItems.map((item) => item.cart_id)).toEqual([
      'mine-1',
      'mine-2',
      'aisha-1',
      'wei-1',
    ]);
    expect(checkOrderPayload(payload, 'dine_ot').ok).toBe(true);
  });
});
