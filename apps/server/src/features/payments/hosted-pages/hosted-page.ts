import type { AppContext } from '../../../app-context';
import {
  createHostedPage,
  HostedPagesError,
} from '../../../card-payments/hosted-pages/hosted-pages-client';
import { hostedPagesSettings } from '../../../card-payments/hosted-pages/hosted-pages-settings';
import { unprocessable } from '../../../http/http-error';
import type { PaymentRecord } from '../../../payments/payment-store';
import { paymentReturnPath } from '../../../payments/return-path';
import { settlePayment } from '../../../payments/settle-payment';
import type { StartedPayment } from '../start-payment';

/** Where the provider sends the diner back: the app's payment result page. */
export const hostedReturnUrl = (
  app: AppContext,
  payment: Pick<PaymentRecord, 'reference' | 'provider'>,
) => `${app.config.publicUrl}${paymentReturnPath(payment)}`;

/** The payment type's title, which the provider's page shows. */
export function methodTitle(started: StartedPayment): string {
  const { provider } = started.payment;
  return (
    started.venue.paymentTypes.find((type) => type.payment_type === provider)?.title ?? provider
  );
}

/**
 * Asks the provider for the started payment's page and answers its address. A provider that
 * cannot be reached or refuses leaves the payment declined (the order is not left waiting for a
 * page nobody can open) and answers 422 payment_failed.
 */
export async function openHostedPage(app: AppContext, started: StartedPayment): Promise<string> {
  const { payment } = started;
  try {
    return await createHostedPage(
      hostedPagesSettings(app),
      {
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        merchant: started.venue.company.name,
        method: methodTitle(started),
        returnUrl: hostedReturnUrl(app, payment),
      },
      app.now(),
    );
  } catch (error) {
    if (!(error instanceof HostedPagesError)) throw error;
    app.log.warn({ reference: payment.reference, error: error.message }, 'hosted page refused');
    await settlePayment(app, payment.reference, 'declined');
    throw unprocessable('Something went wrong. Please try again later.', 'payment_failed');
  }
}
