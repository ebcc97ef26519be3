import type { Company, Order, OrderPayload, PaymentType, Session, User } from '@tabula/api-client';
import type { Bill } from '@tabula/engine';
import type { TabPayment } from './tab-payment-amount';

/** What a member's payment payload of the tab is built from. */
export interface TabPaymentPayloadInputs {
  /** The tab's order, as the page answers it to members. */
  order: Pick<Order, 'id' | 'order_details'>;
  /** The tab's bill (tabPriceInput). */
  bill: Bill;
  /** What the diner pays now (tabPayment). */
  payment: TabPayment;
  session: Pick<Session, 'table_id' | 'location_id'>;
  company: Pick<Company, 'id' | 'currency'>;
  user: Pick<User, 'id'>;
  paymentType: Pick<PaymentType, 'id' | 'payment_type' | 'title'>;
}

/**
 * The order payload of a member's payment of an open tab (B§3 Order payload, B§4 Payment): the
 * tab's own order (its lines, charges and version, qr_source dine_ot, order_id the tab's order)
 * with total_amount the part the diner pays plus their tip, and the payment object of the chosen
 * type with the same amount and tip. Nothing is placed with it: the payment belongs to the tab's
 * order (docs/server.md, "Paying the tab").
 */
export function tabPaymentPayload(inputs: TabPaymentPayloadInputs): OrderPayload {
  const { order, bill, payment, session, user, paymentType } = inputs;
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
    // spec: B§4, the member pays their part plus their own tip; the server checks the total.
    total_amount: payment.total,
    tips_amount: payment.tip,
    customer: user.id,
    currency: bill.currency,
    is_tax_inclusive: bill.is_tax_inclusive,
    order_promotion_discount: bill.order_promotion_discount,
    qr_source: 'dine_ot',
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
      amount: payment.total,
      name: paymentType.title,
      customer_id: user.id,
      tip: payment.tip,
    },
  };
}
