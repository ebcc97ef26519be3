import type {
  BillSplit,
  Company,
  Order,
  OrderPayload,
  PaymentType,
  Session,
  SplitBillEntry,
  User,
} from '@tabula/api-client';
import {
  add,
  assertPrecision,
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
  /** The diner's tip on that part (B§5: the tip is on the diner's own share). */
  tip: Amount;
  /** The part plus the tip: the payload's total_amount. */
  total: Amount;
}

/**
 * What a scan-and-pay payment charges (ADR 0007 "Paying"): the split entry's total (the server's
 * amount, never worked out here) or, for the whole bill, what is still unpaid of it; plus the
 * diner's tip worked out by the engine on that part, added with the engine's add.
 */
export function splitPayment(
  split: Pick<BillSplit, 'remaining_amount'>,
  entry: Pick<SplitBillEntry, 'total_amount'> | null,
  tip: TipInput | null,
  precision: number,
): SplitPayment {
  const places = assertPrecision(precision);
  const part = entry === null ? split.remaining_amount : entry.total_amount;
  const tipPart = toAmount(tipAmount(tip, part, places), places);
  return { part, tip: tipPart, total: toAmount(add(part, tipPart), places) };
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
  session: Pick<Session, 'table_id' | 'location_id'>;
  company: Pick<Company, 'id' | 'currency'>;
  user: Pick<User, 'id'>;
  paymentType: Pick<PaymentType, 'id' | 'payment_type' | 'title'>;
}

/**
 * The order payload of a scan-and-pay payment (ADR 0007 "Paying"; B§3 Order payload): the
 * bill's own payload with qr_source scan_and_pay, order_id the bill, splitBillData the one entry
 * paid (left out for the whole bill, which pays everything unpaid), tips_amount the diner's tip and
 * total_amount the entry's total plus that tip.
 */
export function splitPaymentPayload(inputs: SplitPaymentPayloadInputs): OrderPayload {
  const { entry, payment, ...rest } = inputs;
  const payload = tableBillPayload({
    ...rest,
    total: payment.total,
    tip: payment.tip,
    qrSource: 'scan_and_pay',
  });
  return entry === null ? payload : { ...payload, splitBillData: [entry] };
}
