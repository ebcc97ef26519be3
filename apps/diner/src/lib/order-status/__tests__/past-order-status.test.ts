import type { Order } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { pastOrderStatus } from '../past-order-status';

const order = (status: Order['status'], paid = false, refund: Order['refund'] = null) =>
  ({
    status,
    order_details: { payments: paid ? [{ payment_type: 'cash' }] : [] },
    refund,
  }) as unknown as Pick<Order, 'status' | 'order_details' | 'refund'>;

const refunded = (status: 'refunded' | 'partially_refunded'): Order['refund'] => ({
  status,
  paid_amount: '4.20',
  refunded_amount: status === 'refunded' ? '4.20' : '1.00',
  refunds: [{ amount: '1.00', created_at: '2026-11-28T04:05:00.000Z' }],
});

describe('pastOrderStatus', () => {
  it('gives every status its words and the status bar’s look', () => {
    expect(pastOrderStatus(order('rejected'))).toEqual({ bar: 'rejected', status: 'rejected' });
    expect(pastOrderStatus(order('cancelled'))).toEqual({ bar: 'cancelled', status: 'cancelled' });
    expect(pastOrderStatus(order('delivered'))).toEqual({ bar: 'delivered', status: 'delivered' });
    expect(pastOrderStatus(order('confirmed'))).toEqual({ bar: 'confirmed', status: 'confirmed' });
    expect(pastOrderStatus(order('ready'))).toEqual({ bar: 'ready', status: 'ready' });
    expect(pastOrderStatus(order('payment_in_progress'))).toEqual({
      bar: 'unconfirmed',
      status: 'payment_in_progress',
    });
  });

  it('tells an unpaid order from a paid one waiting for the restaurant', () => {
    expect(pastOrderStatus(order('unconfirmed')).status).toBe('awaiting_payment');
    expect(pastOrderStatus(order('unconfirmed', true)).status).toBe('awaiting_confirmation');
  });
});

describe('pastOrderStatus of a refunded order (issue 30)', () => {
  it('reads refunded in full whatever its status, never paid, in a cancelled look', () => {
    for (const status of ['unconfirmed', 'confirmed', 'delivered', 'rejected'] as const) {
      expect(pastOrderStatus(order(status, true, refunded('refunded')))).toEqual({
        bar: 'cancelled',
        status: 'refunded',
      });
    }
  });

  it('keeps its status when only part was refunded', () => {
    expect(pastOrderStatus(order('delivered', true, refunded('partially_refunded')))).toEqual({
      bar: 'delivered',
      status: 'delivered',
    });
  });
});
