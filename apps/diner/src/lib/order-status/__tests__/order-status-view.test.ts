import { describe, expect, it } from 'vitest';
import { recentOrder } from '@test/fixtures/home-page';
import type { Order } from '@tabula/api-client';
import { FINAL_ORDER_STATUSES, orderCanChange, orderStatusView } from '../order-status-view';

const counter = { atTable: false, openTab: false, smsOnConfirm: false };
const counterSms = { atTable: false, openTab: false, smsOnConfirm: true };
const table = { atTable: true, openTab: false, smsOnConfirm: true };
const tab = { atTable: true, openTab: true, smsOnConfirm: false };

const paid = recentOrder('unconfirmed', {
  order_details: {
    ...recentOrder('unconfirmed').order_details,
    payments: [{ id: 1, payment_type: 'cash', amount: '3.82', customer_id: null, tip: '0' }],
  },
});

// spec: A§4 Order status on the status bar and track screen; B§4 rejected.
describe('orderStatusView', () => {
  it('unconfirmed at the counter: waiting for payment, proceed to the counter', () => {
    expect(orderStatusView(recentOrder('unconfirmed'), counter)).toEqual({
      bar: 'unconfirmed',
      text: 'unconfirmed_counter',
      dismissible: false,
    });
  });

  it('unconfirmed at a table: waiting for payment', () => {
    expect(orderStatusView(recentOrder('unconfirmed'), table).text).toBe('unconfirmed_table');
  });

  it('unconfirmed at an open tab: waiting for the restaurant, the tab is paid at the end', () => {
    expect(orderStatusView(recentOrder('unconfirmed'), tab).text).toBe('unconfirmed_tab');
    expect(orderStatusView(recentOrder('confirmed'), tab).text).toBe('confirmed_table');
    expect(orderStatusView(recentOrder('ready'), tab).text).toBe('ready_table');
  });

  it('unconfirmed but paid: waiting for the restaurant', () => {
    expect(orderStatusView(paid, counter).text).toBe('unconfirmed_paid');
  });

  it('payment in progress looks unconfirmed', () => {
    expect(orderStatusView(recentOrder('payment_in_progress'), counter)).toMatchObject({
      bar: 'unconfirmed',
      text: 'payment_in_progress',
    });
  });

  it('confirmed: preparing, with the SMS variant and the table variant', () => {
    expect(orderStatusView(recentOrder('confirmed'), counter)).toMatchObject({
      bar: 'confirmed',
      text: 'confirmed',
    });
    expect(orderStatusView(recentOrder('confirmed'), counterSms).text).toBe('confirmed_sms');
    // The table variant wins over SMS (B§4: the SMS variant when there is no table).
    expect(orderStatusView(recentOrder('confirmed'), table).text).toBe('confirmed_table');
  });

  it('ready: collect now, or brought to the table', () => {
    expect(orderStatusView(recentOrder('ready'), counter)).toMatchObject({
      bar: 'ready',
      text: 'ready',
    });
    expect(orderStatusView(recentOrder('ready'), table).text).toBe('ready_table');
  });

  it('cancelled: proceed to the next counter', () => {
    expect(orderStatusView(recentOrder('cancelled'), table)).toMatchObject({
      bar: 'cancelled',
      text: 'cancelled',
      dismissible: false,
    });
  });

  it('delivered: enjoy your meal', () => {
    expect(orderStatusView(recentOrder('delivered'), counter)).toMatchObject({
      bar: 'delivered',
      text: 'delivered',
    });
  });

  it('rejected: a bar with OK', () => {
    expect(orderStatusView(recentOrder('rejected'), counter)).toEqual({
      bar: 'rejected',
      text: 'rejected',
      dismissible: true,
    });
  });

  it('stops listening only once nothing can change', () => {
    expect([...FINAL_ORDER_STATUSES].sort()).toEqual(['cancelled', 'delivered', 'rejected']);
  });
});

// issue 30: a refund is visible to the diner.
describe('a refunded order', () => {
  const refund = (status: 'refunded' | 'partially_refunded'): Order['refund'] => ({
    status,
    paid_amount: '3.82',
    refunded_amount: status === 'refunded' ? '3.82' : '1.00',
    refunds: [{ amount: '1.00', created_at: '2026-11-21T02:30:00.000Z' }],
  });

  it('reads refunded in full whatever its status, in the look of a cancelled order', () => {
    for (const status of ['unconfirmed', 'confirmed', 'ready', 'delivered', 'rejected'] as const) {
      expect(orderStatusView({ ...paid, status, refund: refund('refunded') }, table)).toEqual({
        bar: 'cancelled',
        text: 'refunded',
        dismissible: false,
      });
    }
  });

  it('keeps its status when only part of it was refunded', () => {
    const partly = { ...paid, status: 'confirmed' as const, refund: refund('partially_refunded') };
    expect(orderStatusView(partly, counter).text).toBe('confirmed');
  });

  it('can still change after it ended while something paid it is not all given back', () => {
    expect(orderCanChange({ ...paid, status: 'confirmed' })).toBe(true);
    expect(orderCanChange({ ...paid, status: 'delivered' })).toBe(true);
    expect(
      orderCanChange({ ...paid, status: 'rejected', refund: refund('partially_refunded') }),
    ).toBe(true);
    expect(orderCanChange({ ...paid, status: 'rejected', refund: refund('refunded') })).toBe(false);
    expect(orderCanChange(recentOrder('cancelled'))).toBe(false);
    // A running order refunded in full may still be cancelled by staff.
    expect(orderCanChange({ ...paid, refund: refund('refunded') })).toBe(true);
  });
});
