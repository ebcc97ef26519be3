import { describe, expect, it } from 'vitest';
import { counterSession, recentOrder, tableSession } from '@test/fixtures/home-page';
import type { OrderStatusText } from '@/lib/order-status/order-status-view';
import { formatEta } from '../utils/format-eta';
import { menuPath } from '../utils/menu-path';
import { paymentTypeNames } from '../utils/payment-type-names';
import { pendingLoyaltyPoints } from '../utils/pending-loyalty';
import { statusIllustration } from '../utils/status-illustration';
import { tokenNumber } from '../utils/token-number';
import { trackedOrder } from './fixtures';

describe('pendingLoyaltyPoints', () => {
  // spec: B§2 Track-order screen, a pending-loyalty note while the order is unconfirmed.
  it('gives the points an unconfirmed order will earn', () => {
    expect(pendingLoyaltyPoints(trackedOrder('unconfirmed'))).toBe('8');
    expect(pendingLoyaltyPoints(trackedOrder('payment_in_progress'))).toBe('8');
  });

  it('says nothing once the order is confirmed, or when it earns nothing', () => {
    for (const status of ['confirmed', 'ready', 'delivered', 'cancelled', 'rejected'] as const) {
      expect(pendingLoyaltyPoints(trackedOrder(status))).toBeNull();
    }
    expect(pendingLoyaltyPoints(recentOrder('unconfirmed'))).toBeNull();
  });
});

describe('tokenNumber', () => {
  // spec: B§2 Track-order screen, token number only when there is no table.
  it('is the order number at a counter and nothing at a table', () => {
    expect(tokenNumber(recentOrder('confirmed'), counterSession)).toBe('A-042');
    expect(tokenNumber(recentOrder('confirmed'), tableSession)).toBeNull();
  });
});

describe('paymentTypeNames', () => {
  it("names each payment by its type's title, once", () => {
    expect(
      paymentTypeNames([
        { payment_type: 'stripe', name: 'Credit card' },
        { payment_type: 'stripe', name: 'Credit card' },
        { payment_type: 'cash', name: 'Cash at counter' },
      ]),
    ).toEqual([{ title: 'Credit card' }, { title: 'Cash at counter' }]);
  });

  it('falls back to cash or card without a title, and is empty before any payment', () => {
    expect(
      paymentTypeNames([
        { payment_type: 'cash', name: undefined },
        { payment_type: 'adyen', name: undefined },
        { payment_type: 'stripe', name: undefined },
      ]),
    ).toEqual([{ fallback: 'cash' }, { fallback: 'card' }]);
    expect(paymentTypeNames([])).toEqual([]);
  });
});

describe('formatEta', () => {
  it("reads the ETA on the outlet's clock, in the diner's language", () => {
    expect(formatEta('2026-11-21T02:05:00Z', 'en', 'Asia/Singapore')).toBe('10:05 AM');
    expect(formatEta('2026-11-21T02:05:00Z', 'en-GB', 'Asia/Singapore')).toBe('10:05');
  });

  it('is null without an ETA or with one it cannot read', () => {
    expect(formatEta(null, 'en', 'Asia/Singapore')).toBeNull();
    expect(formatEta(undefined, 'en', 'Asia/Singapore')).toBeNull();
    expect(formatEta('soon', 'en', 'Asia/Singapore')).toBeNull();
  });
});

describe('statusIllustration', () => {
  it('pictures each stage, with the table variant of ready on its way to the table', () => {
    const cases: [OrderStatusText, string][] = [
      ['unconfirmed_counter', 'waiting'],
      ['unconfirmed_paid', 'waiting'],
      ['payment_in_progress', 'paying'],
      ['confirmed_sms', 'cooking'],
      ['ready', 'ready'],
      ['ready_table', 'to_table'],
      ['delivered', 'enjoy'],
      ['cancelled', 'stopped'],
      ['rejected', 'stopped'],
    ];
    for (const [text, picture] of cases) expect(statusIllustration(text)).toBe(picture);
  });
});

describe('menuPath', () => {
  it('leads to the read-only menu in scan-and-pay, else home', () => {
    expect(menuPath('scan_and_pay')).toBe('/menu');
    expect(menuPath('default')).toBe('/');
    expect(menuPath('open_tab')).toBe('/');
  });
});
