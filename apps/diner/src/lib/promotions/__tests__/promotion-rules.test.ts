import { describe, expect, it } from 'vitest';
import { CAFE_PROMOTIONS, cafePage, PROMOTIONS } from '../../bill/__tests__/fixtures';
import {
  applicablePromotions,
  isAutomaticPromotion,
  isOrderPromotion,
} from '../applicable-promotions';
import { findPromoCode } from '../find-promo-code';
import { freeItemLines, freeLineId, sameFreeLines } from '../free-item-lines';

describe('findPromoCode', () => {
  it('finds the promotion carrying a code, without regard to case or spaces', () => {
    const match = findPromoCode(CAFE_PROMOTIONS, '  welcome5 ');
    expect(match?.promotion.id).toBe(PROMOTIONS.welcome);
    expect(match?.codeId).toBe(1);
  });

  it('answers null for a code no promotion carries (it may be a coupon) and for a blank one', () => {
    expect(findPromoCode(CAFE_PROMOTIONS, 'SAVE10')).toBeNull();
    expect(findPromoCode(CAFE_PROMOTIONS, '   ')).toBeNull();
  });
});

describe('applicablePromotions', () => {
  it('keeps the automatic promotions and the one a code unlocked', () => {
    expect(applicablePromotions(CAFE_PROMOTIONS, null).map((p) => p.id)).toEqual([
      PROMOTIONS.freeOndeh,
      PROMOTIONS.tenPercentOver80,
    ]);
    expect(applicablePromotions(CAFE_PROMOTIONS, PROMOTIONS.welcome).map((p) => p.id)).toEqual([
      PROMOTIONS.freeOndeh,
      PROMOTIONS.tenPercentOver80,
      PROMOTIONS.welcome,
    ]);
  });

  it('tells automatic and order promotions apart', () => {
    const [freeOndeh, tenPercent, welcome] = CAFE_PROMOTIONS;
    expect(freeOndeh && isAutomaticPromotion(freeOndeh)).toBe(true);
    expect(welcome && isAutomaticPromotion(welcome)).toBe(false);
    expect(freeOndeh && isOrderPromotion(freeOndeh)).toBe(false);
    expect(tenPercent && isOrderPromotion(tenPercent)).toBe(true);
    expect(welcome && isOrderPromotion(welcome)).toBe(true);
  });
});

describe('freeItemLines', () => {
  it('leaves out an item the menu does not list, and compares carts by line and count', () => {
    const { menu } = cafePage();
    const lines = freeItemLines(
      [
        { promotion_id: 6, item_id: 116, count: 2, movement_type: 'sold' },
        { promotion_id: 6, item_id: 999, count: 1, movement_type: 'sold' },
      ],
      menu,
      2,
      5,
    );
    expect(lines.map((entry) => [entry.id, entry.count, entry.unit_price])).toEqual([
      [freeLineId({ promotion_id: 6, item_id: 116 }), 2, '2.50'],
    ]);
    expect(sameFreeLines(lines, [...lines])).toBe(true);
    expect(sameFreeLines(lines, [])).toBe(false);
    const [first] = lines;
    if (first) expect(sameFreeLines(lines, [{ ...first, count: 3 }])).toBe(false);
  });
});
