import { add, priceOrder } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { prepareBill } from '../../bill/prepare-bill';
import { COUPON_IDLE } from '../../promotions/coupon-atoms';
import { PROMO_CODE_IDLE } from '../../promotions/promo-code-machine';
import { tabPayment, unpaidMembers } from '../tab-payment-amount';
import { tabPriceInput } from '../tab-price-input';
import { AISHA, ME, WEI, tabLines, tabOrder, tabPage, tabPaymentObject } from './tab-fixtures';

const everyone = { members: [ME, AISHA, WEI], paid_members: [] };

function tabBill(order = tabOrder()) {
  return priceOrder(tabPriceInput(order, tabPage(order)));
}

describe('the tab bill rebuilt from its order', () => {
  it('prices the placed lines exactly as they were priced when placed, each with its customer', () => {
    const order = tabOrder();
    const placed = prepareBill({
      cart: { lines: tabLines(), updated_at: 1_000 },
      source: tabPage(),
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    const bill = tabBill(order);
    expect(bill.total_amount).toBe(priceOrder(placed.input).total_amount);
    expect(bill.total_amount).toBe(order.order_details.total_amount);
    expect(bill.lines.map((line) => [line.id, line.customer])).toEqual([
      ['mine-1', ME],
      ['mine-2', ME],
      ['aisha-1', AISHA],
      ['wei-1', WEI],
    ]);
    // The oat milk (0.80) travels in the stored item's groups and is priced again.
    expect(bill.lines[0]?.sub_total).toBe('6.30');
  });
});

describe('a member pays the open tab (B§4, B§5)', () => {
  it('pays only their own lines with pay_for_self, and everything unpaid otherwise', () => {
    const bill = tabBill();
    const self = tabPayment({
      bill,
      userId: ME,
      tab: everyone,
      payForSelf: true,
      covers: 3,
      payments: [],
      tip: null,
    });
    // 6.30 + 8.00 with 9% GST: 15.59 (no charge at a table).
    expect(self).toMatchObject({ part: '15.59', tip: '0.00', total: '15.59', completes: false });
    expect(self?.payers).toEqual([ME]);
    const group = tabPayment({
      bill,
      userId: ME,
      tab: everyone,
      payForSelf: false,
      covers: 3,
      payments: [],
      tip: null,
    });
    expect(group).toMatchObject({ part: bill.total_amount, completes: true });
    expect(group?.payers).toEqual([ME, AISHA, WEI]);
  });

  it('puts the tip on the part the diner pays, and the total is the part plus the tip', () => {
    const payment = tabPayment({
      bill: tabBill(),
      userId: ME,
      tab: everyone,
      payForSelf: true,
      covers: 3,
      payments: [],
      tip: { percent: '10' },
    });
    expect(payment).toMatchObject({ part: '15.59', tip: '1.56', total: '17.15' });
  });

  it('leaves out what earlier payments took (without their tips), so the last payer takes exactly what remains', () => {
    const bill = tabBill();
    const aisha = tabPayment({
      bill,
      userId: AISHA,
      tab: everyone,
      payForSelf: true,
      covers: 3,
      payments: [],
      tip: null,
    });
    expect(aisha?.part).toBe('4.36');
    const paidOrder = tabOrder(tabLines(), [tabPaymentObject('5.36', '1.00')]);
    const rest = tabPayment({
      bill: tabBill(paidOrder),
      userId: ME,
      tab: { members: [ME, AISHA, WEI], paid_members: [AISHA] },
      payForSelf: false,
      covers: 3,
      payments: paidOrder.order_details.payments,
      tip: null,
    });
    expect(rest?.completes).toBe(true);
    expect(rest?.payers).toEqual([ME, WEI]);
    expect(add(rest?.part ?? '0', aisha?.part ?? '0').toFixed(2)).toBe(bill.total_amount);
  });

  it('takes what the server says is due when it says so, with the tip on that part', () => {
    const bill = tabBill();
    const input = {
      bill,
      userId: ME,
      payForSelf: true,
      covers: 3,
      payments: [],
      tip: { percent: '10' },
    };
    // The page's promotions changed since the tab was priced: the server's amounts win.
    const due = { own: '4.00', everything: '12.00' };
    const own = tabPayment({ ...input, tab: { ...everyone, payment_due: due } });
    expect(own).toMatchObject({ part: '4.00', tip: '0.40', total: '4.40' });
    const all = tabPayment({ ...input, payForSelf: false, tab: { ...everyone, payment_due: due } });
    expect(all).toMatchObject({ part: '12.00', tip: '1.20', total: '13.20', completes: true });
    // Without a word from the server the app works it out itself.
    const worked = tabPayment({ ...input, tab: { ...everyone, payment_due: null } });
    expect(worked?.part).toBe(tabPayment({ ...input, tab: everyone })?.part);
    expect(worked?.part).not.toBe('4.00');
  });

  it('has nothing for a member who has paid, or a diner not on the tab', () => {
    const input = {
      bill: tabBill(),
      tab: { members: [ME, AISHA], paid_members: [ME] },
      payForSelf: true,
      covers: 2,
      payments: [],
      tip: null,
    };
    expect(tabPayment({ ...input, userId: ME })).toBeNull();
    expect(tabPayment({ ...input, userId: WEI })).toBeNull();
    expect(unpaidMembers(input.tab)).toEqual([AISHA]);
  });

  it('takes the whole bill from the only unpaid member, whichever they chose', () => {
    const bill = tabBill();
    const alone = tabPayment({
      bill,
      userId: ME,
      tab: { members: [ME], paid_members: [] },
      payForSelf: true,
      covers: 1,
      payments: [],
      tip: null,
    });
    expect(alone).toMatchObject({ part: bill.total_amount, completes: true });
  });
});
