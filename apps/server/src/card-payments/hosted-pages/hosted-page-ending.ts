import type { AppContext } from '../../app-context';
import { HttpError } from '../../http/http-error';
import type { PaymentRecord } from '../../payments/payment-store';
import type { PaymentOutcome } from '../../payments/settle-payment';
import { isHostedPageProvider } from './hosted-page-providers';
import { cancelHostedPage, HostedPagesError } from './hosted-pages-client';
import { hostedPagesSettings } from './hosted-pages-settings';

/**
 * How a hosted-page payment in progress ends when our side gives up on it: the page is closed at
 * the provider first, so it can no longer be paid once we have voided the payment, and the
 * provider's word wins when the diner paid or was declined there first. Other providers'
 * payments end as asked. Null when the provider cannot say now; nothing has changed then.
 *
 * @param wanted - the outcome asked for while the page was still open
 */
export async function outcomeAtProvider(
  app: AppContext,
  payment: Pick<PaymentRecord, 'reference' | 'provider' | 'status'>,
  wanted: PaymentOutcome,
): Promise<PaymentOutcome | null> {
  if (payment.status !== 'in_progress' || !isHostedPageProvider(payment.provider)) return wanted;
  try {
    const ended = await cancelHostedPage(hostedPagesSettings(app), payment.reference, app.now());
    return ended === 'abandoned' ? wanted : ended;
  } catch (error) {
    if (!(error instanceof HostedPagesError)) throw error;
    app.log.warn({ reference: payment.reference, error: error.message }, 'hosted page not closed');
    return null;
  }
}

/**
 * `outcomeAtProvider` for a diner's request (a cancel, the app reporting a failure, a replaced
 * attempt), which cannot go on without the provider's word.
 *
 * @throws HttpError 503 payment_provider_unavailable when the provider cannot say; nothing changes
 */
export async function endingOutcome(
  app: AppContext,
  payment: Pick<PaymentRecord, 'reference' | 'provider' | 'status'>,
  wanted: PaymentOutcome,
): Promise<PaymentOutcome> {
  const outcome = await outcomeAtProvider(app, payment, wanted);
  if (outcome !== null) return outcome;
  throw new HttpError(
    503,
    'The payment provider cannot be reached. Please try again in a moment.',
    'payment_provider_unavailable',
  );
}
