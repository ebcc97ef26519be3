import { describe, expect, it } from 'vitest';
import { tabCheckoutPlan } from '../utils/tab-checkout-plan';

const status = (changes: Partial<Parameters<typeof tabCheckoutPlan>[0]> = {}) => ({
  members: [7, 8, 9],
  paid_members: [],
  pay_for_self: null,
  ...changes,
});

describe('the checkout of an open tab (B§4)', () => {
  it('waits for the table status', () => {
    expect(tabCheckoutPlan(undefined, 7, null)).toEqual({ kind: 'unknown' });
  });

  it('asks a member with unpaid others, until they answer', () => {
    expect(tabCheckoutPlan(status(), 7, null)).toEqual({
      kind: 'unpaid',
      askGroup: true,
      payForSelf: null,
    });
    expect(tabCheckoutPlan(status(), 7, true)).toMatchObject({ payForSelf: true });
    expect(tabCheckoutPlan(status(), 7, false)).toMatchObject({ payForSelf: false });
  });

  it("starts from the saved preference, and the diner's answer here wins", () => {
    expect(tabCheckoutPlan(status({ pay_for_self: true }), 7, null)).toMatchObject({
      payForSelf: true,
    });
    expect(tabCheckoutPlan(status({ pay_for_self: true }), 7, false)).toMatchObject({
      payForSelf: false,
    });
  });

  it('does not ask the last unpaid member, who pays what remains', () => {
    expect(tabCheckoutPlan(status({ paid_members: [8, 9] }), 7, true)).toEqual({
      kind: 'unpaid',
      askGroup: false,
      payForSelf: false,
    });
  });

  it('tells a member who has paid, and someone not on the tab', () => {
    expect(tabCheckoutPlan(status({ paid_members: [7] }), 7, null)).toEqual({ kind: 'paid' });
    expect(tabCheckoutPlan(status(), 12, null)).toEqual({ kind: 'not_member' });
    expect(tabCheckoutPlan(status(), null, null)).toEqual({ kind: 'not_member' });
  });
});
