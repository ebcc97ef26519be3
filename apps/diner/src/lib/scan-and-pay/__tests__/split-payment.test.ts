import { checkOrderPayload } from '@tabula/api-client';
import { priceOrder } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '../../bill/__tests__/fixtures';
import { tabPriceInput } from '../../open-tab/tab-price-input';
import { splitPayment, splitPaymentPayload } from '../split-payment';
import { targetEntry } from '../split-payment-target';
import {
  billOrder,
  equalSplit,
  itemsEntry,
  manualSplit,
  scanAndPayPage,
} from './scan-and-pay-fixtures';

const paytabs = { id: 3, payment_type: 'paytabs' as const, title: 'PayTabs' };

describe('the payment of a scan-and-pay part (ADR 0007 Paying)', () => {
  const page = scanAndPayPage();
  const order = billOrder();
  const bill = priceOrder(tabPriceInput(order, page));

  it("pays an equal split's entry plus the tip on it, the entry as splitBillData", () => {
    const split = equalSplit([7, 0, 0]);
    const entry = targetEntry(split, { kind: 'equal', splitNumber: 1 });
    expect(entry?.total_amount).toBe('7.38');
    const payment = splitPayment(split, entry, { percent: '10' }, 2);
    expect(payment).toEqual({ part: '7.38', discount: '0.00', tip: '0.74', total: '8.12' });
    const payload = splitPaymentPayload({
      order,
      bill,
      entry,
      payment,
      coupon: null,
      session: page.session,
      company: page.company,
      user: MEMBER,
      paymentType: paytabs,
    });
    expect(payload).toMatchObject({
      qr_source: 'scan_and_pay',
      order_id: 9001,
      table_id: 5,
      tips_amount: '0.74',
      total_amount: '8.12',
      splitBillData: [entry],
      payment: { id: 3, payment_type: 'paytabs', amount: '8.12', tip: '0.74' },
    });
    expect(checkOrderPayload(payload, 'default').ok).toBe(true);
  });

  it('pays everything still unpaid for the whole bill, without splitBillData', () => {
    const split = equalSplit([7, 8, 0], [2]);
    const payment = splitPayment({ ...split, remaining_amount: '14.76' }, null, null, 2);
    expect(payment).toEqual({ part: '14.76', discount: '0.00', tip: '0.00', total: '14.76' });
    const payload = splitPaymentPayload({
      order,
      bill,
      entry: null,
      payment,
      coupon: null,
      session: page.session,
      company: page.company,
      user: MEMBER,
      paymentType: paytabs,
    });
    expect(payload).not.toHaveProperty('splitBillData');
    expect(payload.total_amount).toBe('14.76');
  });

  it("finds the diner's item-wise entry by its split id", () => {
    const split = manualSplit({ split_bill_entries: [itemsEntry()] });
    expect(targetEntry(split, { kind: 'items', splitId: 31 })?.total_amount).toBe('7.64');
    expect(targetEntry(split, { kind: 'items', splitId: 32 })).toBeNull();
    expect(targetEntry(split, { kind: 'equal', splitNumber: 1 })).toBeNull();
  });
});
