import { gatewayAmount } from '../card-amount';
import { cardProvider } from '../card-provider';
import {
  ProviderRefused,
  ProviderUnreachable,
  type ProviderSteps,
  type RefundStep,
  type VoidStep,
} from '../provider-steps';
import { MastercardGatewayError } from './mastercard-gateway';
import { voidMastercard } from './mastercard-payment';
import { reconcileMastercardPayment } from './reconcile-mastercard';

/** Staff void: no PAY can start after it; a PAY the gateway took first makes it paid. */
const voidAtGateway: VoidStep = async (app, payment) => {
  try {
    return await voidMastercard(app, payment);
  } catch (error) {
    if (!(error instanceof MastercardGatewayError)) throw error;
    throw new ProviderUnreachable(error.message);
  }
};

/** REFUND on the gateway's order (its reference), in the gateway's decimals. */
const refundAtGateway: RefundStep = async (app, payment, refund, precision) => {
  const transactionId = `refund-${String(refund.id)}`;
  try {
    await cardProvider(app, 'mastercard').refund({
      orderId: payment.reference,
      transactionId,
      ...gatewayAmount({ amount: refund.amount, currency: payment.currency }, precision),
    });
  } catch (error) {
    if (!(error instanceof MastercardGatewayError)) throw error;
    throw new ProviderRefused(error.message);
  }
  return `${payment.reference}/${transactionId}`;
};

/** The Mastercard gateway (its card, Apple Pay and Google Pay): one order per payment. */
export const MASTERCARD_STEPS: ProviderSteps = {
  void: voidAtGateway,
  refund: refundAtGateway,
  reconcile: reconcileMastercardPayment,
};
