import type {
  Company,
  Order,
  OrderPayload,
  PaymentType,
  QrSource,
  Session,
  User,
} from '@tabula/api-client';
import type { Amount, Bill } from '@tabula/engine';

/** What the payment payload of a table's running bill is built from. */
export interface TableBillPayloadInputs {
  /** The table's order (an open tab's or a scan-and-pay bill). */
  order: Pick<Order, 'id' | 'order_details'>;
  /** The order's bill as the engine prices it (tabPriceInput). */
  bill: Bill;
  /** What the provider charges: the part paid plus the diner's tip. */
  total: Amount;
  /** The diner's own tip. */
  tip: Amount;
  qrSource: Extract<QrSource, 'dine_ot' | 'scan_and_pay'>;
  session: Pick<Session, 'table_id' | 'location_id'>;
  company: Pick<Company, 'id' | 'currency'>;
  user: Pick<User, 'id'>;
  paymentType: Pick<PaymentType, 'id' | 'payment_type' | 'title'>;
}

/**
 * The order payload of a payment of a table's running bill (B§3 Order payload, B§4 Payment): the
 * order's own lines, charges and version, naming the order, with total_amount what the diner pays
 * plus their tip, and the payment object of the chosen type with the same amount and tip. Nothing
 * is placed with it: the payment belongs to the table's order. The open tab and scan-and-pay
 * payments both start from it.
 */
export function tableBillPayload(inputs: TableBillPayloadInputs): OrderPayload {
  const { order, bill, session, user, paymentType, total, tip } = inputs;
  const details = order.order_details;
  return {
    note: null,
    surcharges: details.surcharges_breakdown,
    items: details.items,
    cartItems: details.cartItems,
    discounts: details.discounts,
    applied_promotions: bill.applied_promotions.map((promotion) => ({
      ...promotion,
      action_type:
        promotion.action_type as OrderPayload['applied_promotions'][number]['action_type'],
    })),
    redeemed_loyalty: bill.redeemed_loyalty,
    loyalty_as_discount: bill.loyalty_as_discount,
    sub_total: bill.sub_total,
    sub_total_after_discount: bill.sub_total_after_discount,
    sub_total_tax_after_discount: bill.sub_total_tax_after_discount,
    surcharge_sub_total: bill.surcharge_sub_total,
    surcharges_breakdown: details.surcharges_breakdown,
    tax_total: bill.tax_total,
    // spec: B§4, the diner pays their part plus their own tip; the server checks the total.
    total_amount: total,
    tips_amount: tip,
    customer: user.id,
    currency: bill.currency,
    is_tax_inclusive: bill.is_tax_inclusive,
    order_promotion_discount: bill.order_promotion_discount,
    qr_source: inputs.qrSource,
    order_id: order.id,
    version: details.version,
    covers: details.covers,
    source: 'web',
    ...(session.table_id === null ? {} : { table_id: session.table_id }),
    company_id: inputs.company.id,
    location_id: session.location_id,
    customer_id: user.id,
    user_id: user.id,
    payment: {
      id: paymentType.id,
      payment_type: paymentType.payment_type,
      amount: total,
      name: paymentType.title,
      customer_id: user.id,
      tip,
    },
  };
}
