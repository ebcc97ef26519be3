import type { Company, Loyalty } from '@tabula/api-client';
import { parseAmount, pointsToMoney, type Amount } from '@tabula/engine';

/** A loyalty redemption as the bill takes it: money, and whether it counts as a discount. */
export interface LoyaltyRedemption {
  amount: Amount;
  asDiscount: boolean;
}

/**
 * The loyalty the diner redeemed on this order (the server keeps it for the session), as the bill
 * takes it: its money value (the points at the programme's point_value, through the engine, as the
 * server prices it), and whether the company counts loyalty as a discount before tax
 * (loyalty_details.is_discount). Null when nothing, or nothing worth money, is redeemed.
 */
export function redeemedLoyalty(
  loyalty: Pick<Loyalty, 'hasRedeemed' | 'redeemedPoints' | 'point_value'> | null,
  company: Pick<Company, 'loyalty_details'>,
  precision: number,
): LoyaltyRedemption | null {
  if (loyalty === null || !loyalty.hasRedeemed || loyalty.redeemedPoints === null) return null;
  const amount = pointsToMoney(loyalty.redeemedPoints, loyalty.point_value, precision);
  if (!parseAmount(amount).greaterThan(0)) return null;
  return { amount, asDiscount: company.loyalty_details.is_discount };
}
