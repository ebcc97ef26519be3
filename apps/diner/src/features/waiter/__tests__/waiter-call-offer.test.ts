import { describe, expect, it } from 'vitest';
import { counterSession, outlet, scanAndPaySession, tableSession } from '@test/fixtures/home-page';
import { waiterCallTable } from '../utils/waiter-call-offer';

const openTab = { ...tableSession, qr_source: 'dine_ot' as const };

describe('where a waiter can be called (B§2 Header)', () => {
  it('is offered at an open tab and at scan-and-pay, to the session table and outlet', () => {
    expect(waiterCallTable(openTab, outlet)).toEqual({ tableId: 1, outletId: 10 });
    expect(waiterCallTable(scanAndPaySession, outlet)).toEqual({ tableId: 2, outletId: 10 });
  });

  it('is not offered when the outlet does not enable it', () => {
    expect(waiterCallTable(openTab, { call_waiter_enabled: false })).toBeNull();
  });

  it('is not offered at the counter or at a pay-first table', () => {
    expect(waiterCallTable(counterSession, outlet)).toBeNull();
    expect(waiterCallTable(tableSession, outlet)).toBeNull();
  });

  it('is not offered without a table', () => {
    expect(waiterCallTable({ ...openTab, table_id: null }, outlet)).toBeNull();
  });
});
