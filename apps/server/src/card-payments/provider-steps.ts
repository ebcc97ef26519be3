import type { AppContext } from '../app-context';
import type { PaymentRecord } from '../payments/payment-store';
import type { PaymentOutcome } from '../payments/settle-payment';

/** A payment the provider knows by its own id (a Stripe intent, a gateway order, a pspReference). */
export type ProviderPayment = PaymentRecord & { providerPaymentId: string };

/**
 * How a void left a payment: paid (the provider charged it first), declined (ended unpaid), or
 * processing (a charge under way at the provider; nothing changed).
 */
export type VoidOutcome = 'paid' | 'declined' | 'processing';

/**
 * What one payment provider does at the steps every payment shares, whatever it pays (a walk-in
 * order, a tab's part, a split share, a scan-and-pay bill) and however the diner started it: the
 * provider's own calls (its routes in features/payments/<provider>/) start a payment, these end
 * it. Each provider has one, in its folder; `payment-providers.ts` names them. Null where a
 * provider has no such step.
 */
export interface ProviderSteps {
  /**
   * Staff void a payment in progress: ended at the provider first, so it can never be paid
   * afterwards, then settled by the provider's word (and the diner's screen told). Null: not
   * voidable (cash waits for the counter).
   *
   * @throws ProviderUnreachable when the provider cannot say; nothing has changed then
   */
  void: ((app: AppContext, payment: PaymentRecord) => Promise<VoidOutcome>) | null;
  /**
   * Gives a reserved refund back at the provider, keyed on the refund's id so a retry refunds
   * once; the provider's id of the refund. Null: staff give the money back by hand.
   *
   * @throws ProviderRefused when the provider refuses or cannot be reached
   */
  refund:
    | ((
        app: AppContext,
        payment: ProviderPayment,
        refund: { id: number; amount: string },
        precision: number,
      ) => Promise<string>)
    | null;
  /**
   * Asks the provider about a payment still in progress and settles it by the answer (a browser
   * closed mid-payment still ends right); null while it is still open or the provider cannot be
   * reached. Null: the provider's own notification or the overall timeout ends it.
   */
  reconcile: ((app: AppContext, payment: ProviderPayment) => Promise<PaymentOutcome | null>) | null;
}

/** A provider's void step. */
export type VoidStep = NonNullable<ProviderSteps['void']>;
/** A provider's refund step. */
export type RefundStep = NonNullable<ProviderSteps['refund']>;

/** The provider could not be reached or could not say how a payment stands. */
export class ProviderUnreachable extends Error {}

/** The provider refused a refund, or could not be reached to take it. */
export class ProviderRefused extends Error {}
