import type { Company, Order, OrderPayload, PaymentType, Session, User } from '@tabula/api-client';
import type { Bill } from '@tabula/engine';
import { tableBillPayload } from '../bill/table-bill-payload';
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
  const { payment, ...rest } = inputs;
  return tableBillPayload({ ...rest, total: payment.total, tip: payment.tip, qrSource: 'dine_ot' });
}
