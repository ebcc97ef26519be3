import type { Order } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { pastOrderStatus } from '../past-order-status';

const order = (status: Order['status'], paid = false) =>
  ({
    status,
    order_details: { payments: paid ? [{ payment_type: 'cash' }] : [] },
  }) as unknown as Pick<Order, 'status' | 'order_details'>;

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
