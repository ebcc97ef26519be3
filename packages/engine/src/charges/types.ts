import type { Amount, RateInput } from '../money/types';

/**
 * A surcharge (spec: ordering-menu-account §3 and tables-payments-split §3, Surcharge). The menu
 * calls the kind `type` (FIXED or percentage); an order payload calls it `surcharge_type`
 * (2 fixed, 1 percentage) and the value `rate`. Either spelling is accepted.
 */
export interface Surcharge {
  id: number;
  name: string;
  type?: 'FIXED' | 'PERCENTAGE' | 'fixed' | 'percentage' | 1 | 2;
  surcharge_type?: 1 | 2;
  /** The amount of a fixed surcharge, or the percent of a percentage one. */
  value?: RateInput;
  rate?: RateInput;
  applicable_on_dinein?: boolean;
  applicable_on_walkin?: boolean;
  is_taxable?: boolean;
  is_delivery_charge?: boolean;
  tax_rate_id?: number | null;
  /** Tax rate in percent on a taxable surcharge. */
  tax_rate?: RateInput | null;
}

/** Where the order is eaten: decides which surcharges apply. */
export type ServiceMode = 'dine_in' | 'walk_in';

/**
 * The diner's choice at a counter (A§3 Session dine_mode): eating in or taking the order away.
 * Null when the outlet asks no such choice.
 */
export type DineMode = 'eat_in' | 'take_away';

/** A tip: a percentage of the subtotal, or a custom amount. */
export type TipInput = { percent: RateInput } | { amount: Amount };
