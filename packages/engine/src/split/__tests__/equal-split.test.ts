import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import { Decimal } from '../../money/decimal';
import { amountArb, precisionArb } from '../../../test/arbitraries';
import { assertSplitCount } from '../assert-split-count';
import { claimSplitSlot } from '../claim-split-slot';
import { createEqualSplitQueue } from '../create-equal-split-queue';
import { equalShares } from '../equal-shares';
import { equalSplitRemaining } from '../equal-split-remaining';
import { markSplitSlotPaid } from '../mark-split-slot-paid';
import { releaseSplitSlot } from '../release-split-slot';
import { splitSlotPayBlocker } from '../split-slot-pay-blocker';
import type { EqualSplitQueue } from '../types';
import { errorCode as code } from '../../../test/error-code';

describe('equalShares', () => {
  it('hands the leftover minor units to the first splits', () => {
    expect(equalShares('100.00', 3, 2)).toEqual(['33.34', '33.33', '33.33']);
    expect(equalShares('10.00', 4, 2)).toEqual(['2.50', '2.50', '2.50', '2.50']);
    expect(equalShares('1000', 3, 0)).toEqual(['334', '333', '333']);
    expect(equalShares('0.100', 3, 3)).toEqual(['0.034', '0.033', '0.033']);
    expect(equalShares('0.01', 2, 2)).toEqual(['0.01', '0.00']);
  });

  it('defaults to 2 splits and allows 2 to 99', () => {
    expect(equalShares('9.99', undefined, 2)).toEqual(['5.00', '4.99']);
    expect(equalShares('9.99', null, 2)).toHaveLength(2);
    expect(equalShares('99.00', 99, 2)).toHaveLength(99);
    expect(assertSplitCount(undefined)).toBe(2);
    for (const count of [0, 1, 100, 2.5, -2, Number.NaN]) {
      expect(code(() => equalShares('10.00', count, 2))).toBe('SPLIT_COUNT_OUT_OF_RANGE');
    }
    expect(code(() => equalShares('-10.00', 2, 2))).toBe('NEGATIVE_AMOUNT');
  });

  it('sums exactly to the total with shares one minor unit apart at most', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((p) => fc.tuple(fc.constant(p), amountArb(p, { max: 100_000_000 }))),
        fc.integer({ min: 2, max: 99 }),
        ([p, total], count) => {
          const shares = equalShares(total, count, p);
          expect(shares).toHaveLength(count);
          const values = shares.map((share) => new Decimal(share));
          const sum = values.reduce((a, b) => a.plus(b), new Decimal(0));
          expect(sum.equals(total)).toBe(true);
          const spread = Decimal.max(...values).minus(Decimal.min(...values));
          expect(spread.lessThanOrEqualTo(new Decimal(10).pow(-p))).toBe(true);
          for (const share of shares) {
            expect(share).toBe(new Decimal(share).toFixed(p));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('equal-split queue', () => {
  it('starts with every slot free and unpaid', () => {
    expect(createEqualSplitQueue(3)).toEqual([
      { user_id: 0, paid: false },
      { user_id: 0, paid: false },
      { user_id: 0, paid: false },
    ]);
    expect(createEqualSplitQueue()).toHaveLength(2);
  });

  it('claims, releases and pays without changing the queue it was given', () => {
    const empty = createEqualSplitQueue(3);
    const claimed = claimSplitSlot(empty, 2, 41);
    expect(empty[1]).toEqual({ user_id: 0, paid: false });
    expect(claimed[1]).toEqual({ user_id: 41, paid: false });
    expect(releaseSplitSlot(claimed, 2)[1]).toEqual({ user_id: 0, paid: false });
    const paid = markSplitSlotPaid(claimed, 2, 41);
    expect(paid[1]).toEqual({ user_id: 41, paid: true });
    expect(claimed[1]).toEqual({ user_id: 41, paid: false });
    expect(Object.isFrozen(paid)).toBe(true);
  });

  it('moves a diner to the new slot they claim', () => {
    const queue = claimSplitSlot(claimSplitSlot(createEqualSplitQueue(3), 1, 41), 3, 41);
    expect(queue.map((slot) => slot.user_id)).toEqual([0, 0, 41]);
    expect(claimSplitSlot(queue, 3, 41)).toEqual(queue);
  });

  it('refuses a slot held by another diner, a paid slot and a slot that does not exist', () => {
    const queue = claimSplitSlot(createEqualSplitQueue(2), 1, 41);
    expect(code(() => claimSplitSlot(queue, 1, 42))).toBe('SPLIT_SLOT_TAKEN');
    const paid = markSplitSlotPaid(queue, 1, 41);
    expect(code(() => claimSplitSlot(paid, 1, 41))).toBe('SPLIT_SLOT_PAID');
    expect(code(() => releaseSplitSlot(paid, 1))).toBe('SPLIT_SLOT_PAID');
    expect(code(() => claimSplitSlot(queue, 3, 41))).toBe('SPLIT_SLOT_OUT_OF_RANGE');
    expect(code(() => claimSplitSlot(queue, 0, 41))).toBe('SPLIT_SLOT_OUT_OF_RANGE');
    expect(code(() => claimSplitSlot(queue, 2, 0))).toBe('SPLIT_INVALID_USER');
  });

  it('lets only the holder, or the single payer, pay a slot', () => {
    const one = claimSplitSlot(createEqualSplitQueue(3), 1, 41);
    // A diner not in the queue cannot pay.
    expect(splitSlotPayBlocker(one, 1, 42)).toBe('user_not_in_queue');
    expect(code(() => markSplitSlotPaid(one, 2, 42))).toBe('SPLIT_USER_NOT_IN_QUEUE');
    // The single payer may pay free slots too.
    expect(splitSlotPayBlocker(one, 2, 41)).toBeNull();
    const two = claimSplitSlot(one, 2, 42);
    expect(splitSlotPayBlocker(two, 1, 42)).toBe('not_holder');
    expect(splitSlotPayBlocker(two, 3, 41)).toBe('not_holder');
    expect(code(() => markSplitSlotPaid(two, 3, 41))).toBe('SPLIT_NOT_HOLDER');
    expect(splitSlotPayBlocker(two, 2, 42)).toBeNull();
    const paid = markSplitSlotPaid(two, 2, 42);
    expect(splitSlotPayBlocker(paid, 2, 42)).toBe('slot_paid');
    expect(code(() => markSplitSlotPaid(paid, 2, 42))).toBe('SPLIT_SLOT_PAID');
  });

  it('gives the remaining amount as the unpaid slots shares', () => {
    let queue = createEqualSplitQueue(3);
    expect(equalSplitRemaining('100.00', queue, 2)).toBe('100.00');
    queue = markSplitSlotPaid(claimSplitSlot(queue, 1, 41), 1, 41);
    expect(equalSplitRemaining('100.00', queue, 2)).toBe('66.66');
    queue = markSplitSlotPaid(claimSplitSlot(queue, 3, 42), 3, 42);
    expect(equalSplitRemaining('100.00', queue, 2)).toBe('33.33');
    queue = markSplitSlotPaid(claimSplitSlot(queue, 2, 43), 2, 43);
    expect(equalSplitRemaining('100.00', queue, 2)).toBe('0.00');
  });

  it('keeps its invariants through any sequence of actions', () => {
    const action = fc.record({
      kind: fc.constantFrom('claim', 'release', 'pay'),
      split: fc.integer({ min: 1, max: 5 }),
      user: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.array(action, { maxLength: 30 }),
        (count, actions) => {
          let queue: EqualSplitQueue = createEqualSplitQueue(count);
          let paidAmount = new Decimal(0);
          const shares = equalShares('123.45', count, 2);
          for (const { kind, split, user } of actions) {
            const before = queue;
            try {
              if (kind === 'claim') queue = claimSplitSlot(queue, split, user);
              else if (kind === 'release') queue = releaseSplitSlot(queue, split);
              else {
                queue = markSplitSlotPaid(queue, split, user);
                paidAmount = paidAmount.plus(shares[split - 1] ?? '0');
              }
            } catch (error) {
              expect(isEngineError(error)).toBe(true);
              expect(queue).toBe(before);
            }
            expect(queue).toHaveLength(count);
            before.forEach((slot, i) => {
              if (slot.paid) expect(queue[i]).toEqual(slot);
            });
            for (const id of [1, 2, 3, 4]) {
              const held = queue.filter((slot) => !slot.paid && slot.user_id === id);
              expect(held.length).toBeLessThanOrEqual(1);
            }
            const remaining = new Decimal(equalSplitRemaining('123.45', queue, 2));
            expect(remaining.plus(paidAmount).equals('123.45')).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
