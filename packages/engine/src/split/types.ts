import type { Amount } from '../money/types';

/** How a table bill is split (spec: tables-payments-split §3, Split payment details). */
export type SplitType = 'none' | 'equal' | 'manual';

/** Whether a diner pays the whole bill or a split of it (spec: tables-payments-split §3). */
export type PaymentPreference = 'full' | 'split';

/** Split payment details of an order (spec: tables-payments-split §3). */
export interface SplitPaymentDetails {
  split_type: SplitType;
  split_count: number;
  pay_for_split: boolean;
  orders_check_id: number | null;
}

/**
 * One slot of the equal-split queue (spec: tables-payments-split §4): the user holding it
 * (0 when free) and whether it is paid.
 */
export interface EqualSplitSlot {
  readonly user_id: number;
  readonly paid: boolean;
}

/** The equal-split queue: one slot per split, split number n at index n − 1. Never mutated. */
export type EqualSplitQueue = readonly EqualSplitSlot[];

/** Why a diner may not pay an equal-split slot. */
export type SplitSlotPayBlocker = 'slot_paid' | 'user_not_in_queue' | 'not_holder';

/** Units of one bill line: picked by a diner, or already paid. */
export interface LineQuantity {
  line_id: string;
  quantity: number;
}

/** A surcharge's part in a share. */
export interface SurchargeShare {
  id: number;
  name: string;
  amount: Amount;
  tax: Amount;
}

/** One line's part of an item-wise share. */
export interface ItemShare {
  line_id: string;
  item_id: number;
  quantity: number;
  unit_price: Amount;
  /** The selected units' part of the line sub_total. */
  sub_total: Amount;
  /** Their part of the line's order_discount_share. */
  discount: Amount;
  /** Their part of the line tax (included in sub_total when tax-inclusive). */
  tax: Amount;
}

/**
 * What a diner pays for a set of bill units (spec: tables-payments-split §4, item-wise split):
 * the items plus their part of surcharges, discounts and tax. Tips are not in it.
 */
export interface ItemwiseShare {
  items: ItemShare[];
  sub_total: Amount;
  discount: Amount;
  /** Item tax plus surcharge tax; included in the amounts when tax-inclusive. */
  tax: Amount;
  surcharges: SurchargeShare[];
  surcharge_sub_total: Amount;
  /**
   * The selection's part of whatever the bill total holds beyond items, discounts, surcharges
   * and tax (loyalty paid like a tender, rounding): usually zero or negative.
   */
  adjustment: Amount;
  /** sub_total − discount + surcharge_sub_total (+ tax when exclusive) + adjustment. */
  total_amount: Amount;
}

/** A line's availability for item-wise selection. */
export interface LineAvailability {
  line_id: string;
  count: number;
  paid: number;
  available: number;
  /** Every unit paid: the checkbox is disabled. */
  disabled: boolean;
}

/** What one diner pays when paying for self (spec: tables-payments-split §5). */
export interface SelfPaymentShare {
  line_ids: string[];
  sub_total: Amount;
  /** The covers' share of the order promotion, capped at the diner's items. */
  order_promotion_discount: Amount;
  /** The covers' share of the discounts, capped at what the items have left. */
  discount: Amount;
  surcharges: SurchargeShare[];
  surcharge_sub_total: Amount;
  /** Own lines' tax plus the surcharge tax parts; included in the amounts when tax-inclusive. */
  tax: Amount;
  total_amount: Amount;
}

/** Payment status of a split entry (spec: tables-payments-split §4, scan-and-pay statuses). */
export type SplitEntryStatus = 'unpaid' | 'in_progress' | 'failed' | 'completed';

/** An item of a split entry (spec: tables-payments-split §3, Split item). */
export interface SplitItem {
  cart_id: string;
  item_id: number;
  name?: string | null;
  price: Amount;
  qty: number;
  order_item_id?: number | null;
  tax: Amount;
  tax_rate?: string | null;
  sub_total: Amount;
  splitTaxRateName?: string | null;
}

/** A split bill entry (spec: tables-payments-split §3, Split bill entry). */
export interface SplitBillEntry {
  splitId: number;
  items: SplitItem[];
  surcharges: SurchargeShare[];
  /** The entry's discount amount. */
  discounts: Amount;
  total_amount: Amount;
  amount_collected: Amount;
  paid: boolean;
  customer_id: number | null;
  /** The diner it belongs to; null or 0 when unassigned. */
  user_id: number | null;
  payment_status: SplitEntryStatus;
  orders_check_id: number | null;
}

/** A split entry before it is placed in the list, which gives it its splitId. */
export type SplitEntryDraft = Omit<SplitBillEntry, 'splitId'>;

/**
 * A piece of the bill in an item-wise split: a whole unit of a line, or one part of a unit shared
 * `parts` ways (issue 18, a shared dish). Units and parts are 1-based.
 */
export interface ItemwisePiece {
  line_id: string;
  unit: number;
  part?: number;
  parts?: number;
}

/** A piece with what it pays. */
export interface PieceShare extends ItemwisePiece {
  amount: Amount;
}

/** One line's pieces in an item-wise share. */
export interface PiecesLineShare {
  line_id: string;
  item_id: number;
  unit_price: Amount;
  pieces: PieceShare[];
  sub_total: Amount;
  discount: Amount;
  tax: Amount;
  total_amount: Amount;
}

/** What a diner pays for named pieces of the bill; tips are not in it. */
export interface ItemwisePiecesShare {
  items: PiecesLineShare[];
  sub_total: Amount;
  discount: Amount;
  /** Item tax plus surcharge tax; included in the amounts when tax-inclusive. */
  tax: Amount;
  surcharges: SurchargeShare[];
  total_amount: Amount;
}
