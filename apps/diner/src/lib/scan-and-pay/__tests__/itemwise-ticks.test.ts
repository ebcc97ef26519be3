import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { markPaymentCompleted } from '../../payment-completed/completion-flags';
import { STORAGE_KEYS } from '../../storage/keys';
import { clearItemwiseTicks, readItemwiseTicks, storeItemwiseTicks } from '../itemwise-ticks';

const TICKS = {
  'mine-1': { units: 1, shareWays: null },
  'aisha-1': { units: 0, shareWays: 2 },
};

describe("the item-wise split's ticks in session storage (issue 30)", () => {
  let session: MemoryStorage;

  beforeEach(() => {
    ({ session } = stubStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the ticks back for the same bill and diner only', () => {
    storeItemwiseTicks(9001, 7, TICKS);
    expect(readItemwiseTicks(9001, 7)).toEqual(TICKS);
    // Another diner signed in on this tab, or another bill: nothing.
    expect(readItemwiseTicks(9001, 8)).toEqual({});
    expect(readItemwiseTicks(9002, 7)).toEqual({});
    // A newer bill's ticks replace the older ones.
    storeItemwiseTicks(9002, 7, { 'mine-2': { units: 1, shareWays: null } });
    expect(readItemwiseTicks(9001, 7)).toEqual({});
  });

  it('removes the key when nothing is ticked, and reads a broken value as nothing', () => {
    storeItemwiseTicks(9001, 7, TICKS);
    storeItemwiseTicks(9001, 7, {});
    expect(session.getItem(STORAGE_KEYS.itemwiseTicks)).toBeNull();
    session.setItem(STORAGE_KEYS.itemwiseTicks, '{"order_id":9001,"user_id":7,"ticks":{"x":1}}');
    expect(readItemwiseTicks(9001, 7)).toEqual({});
    expect(session.getItem(STORAGE_KEYS.itemwiseTicks)).toBeNull();
  });

  it('forgets them once the diner has paid, or when asked', () => {
    storeItemwiseTicks(9001, 7, TICKS);
    markPaymentCompleted();
    expect(readItemwiseTicks(9001, 7)).toEqual({});
    storeItemwiseTicks(9001, 7, TICKS);
    clearItemwiseTicks();
    expect(session.getItem(STORAGE_KEYS.itemwiseTicks)).toBeNull();
  });
});
