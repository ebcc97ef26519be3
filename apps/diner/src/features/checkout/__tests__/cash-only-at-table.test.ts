import { describe, expect, it } from 'vitest';
import { isCashOnlyAtTable } from '../utils/cash-only-at-table';

const cash = { payment_type: 'cash' as const };
const card = { payment_type: 'paytabs' as const };

describe('isCashOnlyAtTable (B§8 row 14)', () => {
  it('holds for a pay-first table whose outlet takes cash only', () => {
    expect(isCashOnlyAtTable({ qr_source: 'dine_pf' }, [cash])).toBe(true);
  });

  it('does not hold with another way to pay, at the counter, or with nothing offered', () => {
    expect(isCashOnlyAtTable({ qr_source: 'dine_pf' }, [cash, card])).toBe(false);
    expect(isCashOnlyAtTable({ qr_source: null }, [cash])).toBe(false);
    expect(isCashOnlyAtTable({ qr_source: 'dine_pf' }, [])).toBe(false);
  });
});
