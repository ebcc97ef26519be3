import type { AppContext } from '../app-context';
import { findPaymentByReference, type PaymentRecord } from './payment-store';
import { verifyPaymentToken, type PaymentTokenFields } from './payment-token';
import { paymentReturnPath } from './return-path';
import { settlePayment, type PaymentOutcome, type SettleResult } from './settle-payment';

/**
 * What a payment gateway (the sandbox gateway that ships with the server, a provider's callback)
 * may do with Tabula's payments: find a payment by its reference, check a generic payment's
 * signed token, settle the payment, and know where to send the diner back. Payments define this
 * port; a gateway depends on it, never the other way round.
 */
export interface PaymentGatewayPort {
  findPayment(reference: string): Promise<PaymentRecord | null>;
  /** The fields of a generic payment's token whose signature holds; null for anything else. */
  verifyToken(token: string): PaymentTokenFields | null;
  settle(reference: string, outcome: PaymentOutcome): Promise<SettleResult>;
  /** The app's payment result page for the payment. */
  returnPath(payment: Pick<PaymentRecord, 'reference' | 'provider'>): string;
}

/** The payments port of this server. */
export function paymentGatewayPort(app: AppContext): PaymentGatewayPort {
  return {
    findPayment: (reference) => findPaymentByReference(app.db, reference),
    verifyToken: (token) => verifyPaymentToken(app.config.sessionSecret, token),
    settle: (reference, outcome) => settlePayment(app, reference, outcome),
    returnPath: paymentReturnPath,
  };
}
