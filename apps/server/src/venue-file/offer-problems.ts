import { parseRate } from '@tabula/engine';
import type { VenueFile } from './venue-file-schema';

/*
 * What the schema alone cannot see in a company's offers: a percentage above 100 (a promotion's
 * or a coupon's), a promotion on a spend with no least spend, a most quantity below the least,
 * and a loyalty programme whose points are worth nothing or whose most redeemed is below its
 * least. Rates and points are not money: they are compared as the engine parses them.
 */

/** Promotion actions whose `value` is a percentage. */
const PERCENT_ACTIONS = new Set([
  'gets_percent_discount',
  'gets_percent_discount_on_order',
  'gets_percent_discount_on_item',
  'gets_percent_delivery_discount',
]);

/** One thing wrong with an offer, at its path in the file (not yet printed). */
export interface OfferProblem {
  path: PropertyKey[];
  message: string;
}

function problem(path: PropertyKey[], message: string): OfferProblem {
  return { path, message };
}

function promotionProblems(venue: VenueFile): OfferProblem[] {
  return venue.promotions.flatMap(({ definition }, i) => {
    const at: PropertyKey[] = ['promotions', i, 'definition'];
    const { action, condition } = definition;
    const problems: OfferProblem[] = [];
    if (PERCENT_ACTIONS.has(action.type) && action.value === null) {
      problems.push(problem([...at, 'action', 'value'], 'a percentage is needed'));
    } else if (
      PERCENT_ACTIONS.has(action.type) &&
      action.value !== null &&
      parseRate(action.value).gt(100)
    ) {
      problems.push(problem([...at, 'action', 'value'], 'a percentage of at most 100'));
    }
    if (condition.type === 'buys_for_specific_amount' && condition.min_price === null) {
      problems.push(problem([...at, 'condition', 'min_price'], 'the least spend is needed'));
    }
    if (
      condition.min_qty !== null &&
      condition.max_qty !== null &&
      condition.max_qty > 0 &&
      condition.max_qty < condition.min_qty
    ) {
      problems.push(
        problem([...at, 'condition', 'max_qty'], 'the most quantity is below the least'),
      );
    }
    return problems;
  });
}

function couponProblems(venue: VenueFile): OfferProblem[] {
  return venue.coupons.flatMap(({ definition }, i) =>
    definition.discount_type === 'PERCENTAGE' && parseRate(definition.discount_rate).gt(100)
      ? [problem(['coupons', i, 'definition', 'discount_rate'], 'a percentage of at most 100')]
      : [],
  );
}

function loyaltyProblems(venue: VenueFile): OfferProblem[] {
  const { loyalty } = venue.company;
  if (loyalty === null) return [];
  const at = ['company', 'loyalty'];
  const problems: OfferProblem[] = [];
  if (parseRate(loyalty.point_value).isZero()) {
    problems.push(problem([...at, 'point_value'], 'a point must be worth more than 0'));
  }
  const most = parseRate(loyalty.max_redeem_value);
  if (!most.isZero() && most.lt(parseRate(loyalty.min_redeem_value))) {
    problems.push(
      problem([...at, 'max_redeem_value'], 'the most redeemed at once is below the least'),
    );
  }
  return problems;
}

/** Every problem of the company's promotions, coupons and loyalty programme. */
export function offerProblems(venue: VenueFile): OfferProblem[] {
  return [...promotionProblems(venue), ...couponProblems(venue), ...loyaltyProblems(venue)];
}
