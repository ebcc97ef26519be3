import type { PaymentObject } from '@tabula/api-client';
import {
  add,
  assertPrecision,
  subtract,
  tabPaymentShare,
  tipAmount,
  toAmount,
  type Amount,
  type Bill,
  type TipInput,
} from '@tabula/engine';

/** Who is at the tab and who has paid, as the table status answers it. */
export interface TabMembers {
  /** The tab's members (user ids). */
  members: readonly number[];
  /** The members who have paid their part. */
  paid_members: readonly number[];
  /**
   * What the server says the diner's payment takes now (the table status's payment_due: own
   * share and everything unpaid, tips excluded); null or absent when it did not say.
   */
  payment_due?: { own: string; everything: string } | null;
}

/** What one member's payment of the tab works out from. */
export interface TabPaymentInput {
  /** The whole tab's bill (tabPriceInput), its lines naming their customers. */
  bill: Bill;
  /** The paying diner. */
  userId: number;
  tab: TabMembers;
  /** True: only the diner's own part; false: everything still unpaid. */
  payForSelf: boolean;
  /** The tab's covers, which divide the shared charges of a self payment (B§5). */
  covers: number;
  /** The tab's earlier payments, each with its tip (order_details.payments). */
  payments: readonly Pick<PaymentObject, 'amount' | 'tip'>[];
  /** The diner's tip, on the part they pay. */
  tip: TipInput | null;
}

/** What the diner pays now. */
export interface TabPayment {
  /** The part of the bill this payment takes (tips not in it). */
  part: Amount;
  /** The diner's tip on that part. */
  tip: Amount;
  /** What the provider charges: the part plus the tip (the payload's total_amount). */
  total: Amount;
  /** Whether it pays every member still unpaid, so the tab is paid once it settles. */
  completes: boolean;
  /** The members it pays for. */
  payers: number[];
}

/** The members who have not paid their part yet, in the tab's order. */
export function unpaidMembers(tab: TabMembers): number[] {
  const paid = new Set(tab.paid_members);
  return tab.members.filter((member) => !paid.has(member));
}

/**
 * What a member's payment of an open tab takes (B§4 Payment; B§5 self payment and tips): the
 * engine's tabPaymentShare of the tab's bill, paying for the diner alone or for every member still
 * unpaid, less what earlier payments took (each payment's amount without its tip), plus the
 * diner's tip worked out on that part. When the table status says what the payment takes
 * (payment_due), that part is taken instead: the server refuses any other total
 * (order_total_amount_mismatch).
 *
 * @returns the payment, or null when the diner is not an unpaid member (paid, or not on the tab)
 * @example
 * ```ts
 * tabPayment({ bill, userId: 7, tab: { members: [7, 8], paid_members: [] }, payForSelf: true,
 *   covers: 2, payments: [], tip: { percent: '10' } }); // { part: '3.82', tip: '0.38', total: '4.20', ... }
 * ```
 */
export function tabPayment(input: TabPaymentInput): TabPayment | null {
  const { bill, userId } = input;
  const precision = assertPrecision(bill.precision);
  const unpaid = unpaidMembers(input.tab);
  if (!unpaid.includes(userId)) return null;
  const payers = input.payForSelf ? [userId] : unpaid;
  // spec: B§5, tips pay the staff, not the bill: an earlier payment's part is its amount less its tip.
  const paid = input.payments.map((payment) =>
    toAmount(subtract(payment.amount, payment.tip), precision),
  );
  const share = tabPaymentShare(bill, { payers, unpaid, covers: input.covers, paid });
  // our choice: the server's amount wins. It prices the tab as its lines were placed (the
  // promotions then in force); the page's promotions may have changed since (a happy hour
  // ended), and the server refuses any other total.
  const due = input.tab.payment_due;
  const part =
    due === null || due === undefined
      ? share.amount
      : toAmount(input.payForSelf ? due.own : due.everything, precision);
  const tip = toAmount(tipAmount(input.tip, part, precision), precision);
  return {
    part,
    tip,
    total: toAmount(add(part, tip), precision),
    completes: share.completes,
    payers,
  };
}
