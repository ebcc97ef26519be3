import type {
  Cart,
  Discount as EngineDiscount,
  EqualSplitQueue as EngineEqualSplitQueue,
  LoyaltyBalance,
  LoyaltyDetails as EngineLoyaltyDetails,
  Menu as EngineMenu,
  PaymentTypeLike,
  Promotion as EnginePromotion,
  SplitBillEntry as EngineSplitBillEntry,
  SplitItem as EngineSplitItem,
  SplitPaymentDetails as EngineSplitPaymentDetails,
  Surcharge as EngineSurcharge,
  Tax as EngineTax,
} from '@tabula/engine';
import { PROMOTION_ACTION_TYPES, PROMOTION_CONDITION_TYPES } from '@tabula/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Company,
  Discount,
  EqualSplitQueue,
  Loyalty,
  Menu,
  OrderDiscount,
  OrderSurcharge,
  PaymentType,
  Promotion,
  SplitBillEntry,
  SplitItem,
  SplitPaymentDetails,
  StoredCart,
  Surcharge,
  Tax,
} from '../index';
import { promotionActionTypeSchema, promotionConditionTypeSchema } from '../index';

// The wire types must be assignable to the engine's input types, so the app hands parsed data
// straight to the engine. tsc checks these lines; a mismatch fails the typecheck.
describe('engine compatibility', () => {
  it('hands the menu, taxes and surcharges to the engine', () => {
    expectTypeOf<Menu>().toExtend<EngineMenu>();
    expectTypeOf<Tax>().toExtend<EngineTax>();
    expectTypeOf<Surcharge>().toExtend<EngineSurcharge>();
    expectTypeOf<OrderSurcharge>().toExtend<EngineSurcharge>();
  });

  it('hands discounts, promotions and loyalty to the engine', () => {
    expectTypeOf<Discount>().toExtend<EngineDiscount>();
    expectTypeOf<OrderDiscount>().toExtend<EngineDiscount>();
    expectTypeOf<Promotion>().toExtend<EnginePromotion>();
    expectTypeOf<Loyalty>().toExtend<LoyaltyBalance>();
    expectTypeOf<Company['loyalty_details']>().toExtend<EngineLoyaltyDetails>();
  });

  it('hands split data and payment types to the engine', () => {
    expectTypeOf<SplitBillEntry>().toExtend<EngineSplitBillEntry>();
    expectTypeOf<SplitItem>().toExtend<EngineSplitItem>();
    expectTypeOf<SplitPaymentDetails>().toExtend<EngineSplitPaymentDetails>();
    expectTypeOf<EqualSplitQueue>().toExtend<EngineEqualSplitQueue>();
    expectTypeOf<PaymentType>().toExtend<PaymentTypeLike>();
  });

  it('reads the stored cart back as the engine cart', () => {
    expectTypeOf<StoredCart>().toExtend<Cart>();
  });

  it('takes the promotion enums from the engine', () => {
    expect(promotionActionTypeSchema.options).toEqual([...PROMOTION_ACTION_TYPES]);
    expect(promotionConditionTypeSchema.options).toEqual([...PROMOTION_CONDITION_TYPES]);
  });
});
