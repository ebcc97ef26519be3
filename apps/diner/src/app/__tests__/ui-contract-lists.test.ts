import {
  dineModeSchema,
  ITEM_TAGS,
  orderStatusSchema,
  waiterStatusSchema,
  type DineMode,
  type ItemTag,
  type OrderStatus,
  type WaiterStatus,
} from '@tabula/api-client';
import {
  DINE_MODES,
  FOOD_LABEL_TAGS,
  ORDER_STATUSES,
  WAITER_STATUSES,
  type DineMode as UiDineMode,
  type FoodLabelTag,
  type OrderStatus as UiOrderStatus,
  type WaiterStatus as UiWaiterStatus,
} from '@tabula/ui';
import { describe, expect, expectTypeOf, it } from 'vitest';

/*
 * The design system may not import the contract (tooling/eslint/layers.js), so it keeps its own
 * copies of the lists it draws: dine modes, food labels, waiter and order statuses. The app is
 * where both meet, so here the copies are held to the contract, at compile time and at run time:
 * a status added to one side and not the other fails the type check and this test.
 */
describe('the design system lists match the contract', () => {
  it('has the dine modes of the session (A§3)', () => {
    expectTypeOf<UiDineMode>().toEqualTypeOf<DineMode>();
    expect([...DINE_MODES].sort()).toEqual([...dineModeSchema.options].sort());
  });

  it('has a food label for every item tag (A§3)', () => {
    expectTypeOf<FoodLabelTag>().toEqualTypeOf<ItemTag>();
    expect([...FOOD_LABEL_TAGS].sort()).toEqual([...ITEM_TAGS].sort());
  });

  it('has the waiter statuses of a table (B§4)', () => {
    expectTypeOf<UiWaiterStatus>().toEqualTypeOf<WaiterStatus>();
    expect([...WAITER_STATUSES].sort()).toEqual([...waiterStatusSchema.options].sort());
  });

  it('draws every order status but payment_in_progress, which the app shows as unconfirmed', () => {
    expectTypeOf<UiOrderStatus>().toEqualTypeOf<Exclude<OrderStatus, 'payment_in_progress'>>();
    expect([...ORDER_STATUSES].sort()).toEqual(
      orderStatusSchema.options.filter((status) => status !== 'payment_in_progress').sort(),
    );
  });
});
