import type {
  BillSplit,
  Company,
  Order,
  OrderDiscount,
  OrderPayload,
  PaymentType,
  Session,
  SplitBillEntry,
  User,
} from '@tabula/api-client';
import {
  add,
  assertPrecision,
  subtract,
  tipAmount,
  toAmount,
  type Amount,
  type Bill,
  type TipInput,
} from '@tabula/engine';
import { tableBillPayload } from '../bill/table-bill-payload';

/** What a scan-and-pay payment charges. */
export interface SplitPayment {
  /** The part of the bill paid: the entry's total, or what is left of the whole bill. */
  part: Amount;
  /** What the diner's coupon takes off the part (B§5), "0" without one. */
  discount: Amount;
  /** The diner's tip on that part (B§5: the tip is on the diner's own share). */
  tip: Amount;
  /** The part less the coupon, plus the tip: the payload's total_amount. */
  total: Amount;
}

/** The part a scan-and-pay payment pays: the entry's total, or what is left of the whole bill. */
export function splitPart(
  split: Pick<BillSplit, 'remaining_amount'>,
  entry: Pick<SplitBillEntry, 'total_amount'> | null,
): Amount {
  return entry === null ? split.remaining_amount : entry.total_amount;
}

/**
 * What a scan-and-pay payment charges (ADR 0007 "Paying"): the split entry's total (the server's
 * amount, never worked out here) or, for the whole bill, what is still unpaid of it; less the
 * diner's coupon (the engine's figure on B§5's base, lib/scan-and-pay/split-coupon.ts); plus the
 * diner's tip worked out by the engine on the part, with the engine's add and subtract.
 */
export function splitPayment(
  split: Pick<BillSplit, 'remaining_amount'>,
  entry: Pick<SplitBillEntry, 'total_amount'> | null,
  tip: TipInput | null,
  precision: number,
  discount: Amount = '0',
): SplitPayment {
  const places = assertPrecision(precision);
  const part = splitPart(split, entry);
  const tipPart = toAmount(tipAmount(tip, part, places), places);
  return {
    part,
    discount: toAmount(discount, places),
    tip: tipPart,
    total: toAmount(add(subtract(part, discount), tipPart), places),
  };
}

/** What the payment payload of a scan-and-pay part is built from. */
export interface SplitPaymentPayloadInputs {
  /** The table bill (the scan-and-pay page's order). */
  order: Pick<Order, 'id' | 'order_details'>;
  /** Its bill as the engine prices it (tabPriceInput). */
  bill: Bill;
  /** The entry paid, or null for everything still unpaid. */
  entry: SplitBillEntry | null;
  payment: SplitPayment;
  /** The diner's coupon on the part, as the payload carries it; null without one. */
  coupon: OrderDiscount | null;
  session: Pick<Session, 'table_id' | 'location_id'>;
  company: Pick<Company, 'id' | 'currency'>;
  user: Pick<User, 'id'>;
  paymentType: Pick<PaymentType, 'id' | 'payment_type' | 'title'>;
}

/**
 * The order payload of a scan-and-pay payment (ADR 0007 "Paying"; B§3 Order payload): the
 * bill's own payload with qr_source scan_and_pay, order_id the bill, splitBillData the one entry
 * paid (left out for the whole bill, which pays everything unpaid), tips_amount the diner's tip and
 * total_amount the entry's total less the coupon plus that tip. The diner's coupon joins the
 * bill's discounts, as the walk-in checkout sends it (the server reads its id, B§5).
 */
export function splitPaymentPayload(inputs: SplitPaymentPayloadInputs): OrderPayload {
  const { entry, payment, coupon, ...rest } = inputs;
  const bill = tableBillPayload({
    ...rest,
    total: payment.total,
    tip: payment.tip,
    qrSource: 'scan_and_pay',
  });
  const payload = coupon === null ? bill : { ...bill, discounts: [...bill.discounts, coupon] };
  return entry === null ? payload : { ...payload, splitBillData: [entry] };
}
