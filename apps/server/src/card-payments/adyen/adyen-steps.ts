import type { AppContext } from '../../app-context';
import type { PaymentRecord } from '../../payments/payment-store';
import { settlePayment } from '../../payments/settle-payment';
import { cardAmount } from '../card-amount';
import { cardProvider } from '../card-provider';
import { ProviderRefused, type ProviderSteps, type RefundStep } from '../provider-steps';
import { AdyenGatewayError } from './adyen-gateway';

/**
 * Staff void: declined at once. Adyen's page cannot be closed from our side, and a payment in
 * progress has no pspReference yet; an authorisation that arrives after is refunded at once
 * (adyen-settle.ts).
 */
async function voidAdyen(app: AppContext, payment: PaymentRecord): Promise<'declined'> {
  await settlePayment(app, payment.reference, 'declined');
  return 'declined';
}

/**
 * POST /payments/{pspReference}/refunds, in minor units with the currency in capitals; Adyen
 * accepts it at once and settles it later (its REFUND notification), so it counts as given back
 * once accepted.
 */
const refundAdyen: RefundStep = async (app, payment, refund, precision) => {
  const { amountMinor } = cardAmount(
    { amount: refund.amount, currency: payment.currency },
    precision,
  );
  try {
    return await cardProvider(app, 'adyen').refund({
      pspReference: payment.providerPaymentId,
      amountMinor,
      currency: payment.currency.toUpperCase(),
      reference: `pos-${String(refund.id)}`,
    });
  } catch (error) {
    if (!(error instanceof AdyenGatewayError)) throw error;
    throw new ProviderRefused(error.message);
  }
};

/** Adyen: settled by its answers and notifications; it has no call to read a payment back. */
export const ADYEN_STEPS: ProviderSteps = {
  void: voidAdyen,
  refund: refundAdyen,
  reconcile: null,
};
