import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal';
import { buildBill, consistentBillArb } from '../../../test/arbitraries';
import { errorCode as code } from '../../../test/error-code';
import type { Bill } from '../../charges/bill-types';
import { selfPaymentShare } from '../self-payment-share';
import { tabPaymentShare } from '../tab-payment-share';

/** The bill with its lines ordered by the given customers, line i by customers[i]. */
function orderedBy(bill: Bill, customers: readonly number[]): Bill {
  return {
    ...bill,
    lines: bill.lines.map((line, i) => ({ ...line, customer: customers[i] ?? null })),
  };
}

// Member 7 had 30.00, member 8 had 70.00; a 4.00 fixed surcharge; two covers; no tax.
const tab = orderedBy(
  buildBill({
    precision: 2,
    inclusive: true,
    lines: [
      { count: 1, sub: 3000, discount: 0, tax: 0 },
      { count: 2, sub: 7000, discount: 0, tax: 0 },
    ],
    surcharges: [{ type: 2, amount: 400, tax: 0 }],
    tips: 0,
    promotionPart: 0,
    loyaltyTender: 0,
  }),
  [7, 8],
);

describe('tabPaymentShare', () => {
  it('takes a payer’s self-payment share while others have not paid', () => {
    expect(tabPaymentShare(tab, { payers: [7], unpaid: [7, 8], covers: 2, paid: [] })).toEqual({
      amount: '32.00',
      completes: false,
    });
  });

  it('lets the last payer pay exactly what remains', () => {
    expect(tabPaymentShare(tab, { payers: [8], unpaid: [8], covers: 2, paid: ['32.00'] })).toEqual({
      amount: '72.00',
      completes: true,
    });
  });

  it('pays everything still unpaid when the payer pays for the whole group', () => {
    expect(tabPaymentShare(tab, { payers: [7, 8], unpaid: [7, 8], covers: 2, paid: [] })).toEqual({
      amount: '104.00',
      completes: true,
    });
  });

  it('never takes more than what remains', () => {
    // Staff took 100.00 at the counter for member 8 before a discount brought the bill down.
    expect(
      tabPaymentShare(tab, { payers: [7], unpaid: [7, 9], covers: 2, paid: ['100.00'] }),
    ).toEqual({ amount: '4.00', completes: false });
    expect(tabPaymentShare(tab, { payers: [7], unpaid: [7], covers: 2, paid: ['110.00'] })).toEqual(
      { amount: '0.00', completes: true },
    );
  });

  it('refuses a payer who has paid or is not on the tab, and no payer at all', () => {
    const refusal = (payers: number[]) =>
      code(() => tabPaymentShare(tab, { payers, unpaid: [8], covers: 2, paid: ['32.00'] }));
    expect(refusal([7])).toBe('TAB_PAYER_NOT_UNPAID');
    expect(refusal([])).toBe('TAB_PAYER_NOT_UNPAID');
    expect(
      code(() => tabPaymentShare(tab, { payers: [8], unpaid: [8], covers: 0, paid: [] })),
    ).toBe('INVALID_COVERS');
  });

  it('sums to the bill exactly, whoever pays for whom and in what order', () => {
    const scenario = consistentBillArb.chain((bill) =>
      fc.record({
        bill: fc.constant(bill),
        members: fc.integer({ min: 1, max: 5 }),
        owners: fc.array(fc.nat(), { minLength: bill.lines.length, maxLength: bill.lines.length }),
        steps: fc.array(fc.record({ pick: fc.nat(), everyone: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ bill, members, owners, steps }) => {
        const ids = Array.from({ length: members }, (_, i) => i + 1);
        const billed = orderedBy(
          bill,
          owners.map((owner) => ids[owner % members] ?? 1),
        );
        let unpaid = [...ids];
        const paid: string[] = [];
        for (const step of [...steps, { pick: 0, everyone: true }]) {
          if (unpaid.length === 0) break;
          const payer = unpaid[step.pick % unpaid.length] ?? 1;
          const payers = step.everyone ? unpaid : [payer];
          const share = tabPaymentShare(billed, { payers, unpaid, covers: members, paid });
          expect(new Decimal(share.amount).isNegative()).toBe(false);
          paid.push(share.amount);
          unpaid = unpaid.filter((member) => !payers.includes(member));
          expect(share.completes).toBe(unpaid.length === 0);
        }
        const total = paid.reduce((sum, amount) => sum.plus(amount), new Decimal(0));
        const expected = Decimal.max(new Decimal(billed.total_amount), 0);
        expect(total.toFixed(billed.precision)).toBe(expected.toFixed(billed.precision));
      }),
      { numRuns: 200 },
    );
  });

  it('takes each payer’s self-payment share when the bill allows it', () => {
    fc.assert(
      fc.property(consistentBillArb, (bill) => {
        const billed = orderedBy(
          bill,
          bill.lines.map((_, i) => (i % 2 === 0 ? 1 : 2)),
        );
        const mine = billed.lines.filter((line) => line.customer === 1).map((line) => line.id);
        const self = new Decimal(
          selfPaymentShare(billed, { lineIds: mine, covers: 2 }).total_amount,
        );
        const share = tabPaymentShare(billed, { payers: [1], unpaid: [1, 2], covers: 2, paid: [] });
        const remaining = Decimal.max(new Decimal(billed.total_amount), 0);
        expect(share.amount).toBe(Decimal.min(self, remaining).toFixed(billed.precision));
      }),
      { numRuns: 150 },
    );
  });
});
