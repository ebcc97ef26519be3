import type { PaymentType, User } from '@tabula/api-client';
import type { WaitingProvider } from '../pipeline/use-payment-providers';
import type { CardPayment } from '../utils/card-choice';
import type { PaymentFlow } from '../utils/payment-flow';

/** What the diner chose on a checkout to pay with, whatever the payable. */
export interface ChosenPayment {
  user: User;
  paymentType: PaymentType;
  flow: PaymentFlow;
  /** PayU's name and e-mail (B§5); null for every other flow. */
  contact: { name: string; email: string } | null;
  /** The payment mode picked (MyFatoorah's, Adyen's, the Mastercard method), or null. */
  mode: string | null;
  /** The connected card's saved card or new card; null for every other flow. */
  card: CardPayment | null;
}

/** A payable's pay button. */
export interface PayableAction<Input> {
  pay: (input: Input) => void;
  /** Busy from the tap until the payment ended here (or the browser left for the provider). */
  pending: boolean;
  /** A provider working in the app (its form, sheet or poll), which the checkout says. */
  waiting: WaitingProvider | null;
}
