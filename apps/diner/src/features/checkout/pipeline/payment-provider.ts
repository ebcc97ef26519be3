import type { OrderPayload, PaymentType, User } from '@tabula/api-client';
import type { PaymentFlow } from '../utils/payment-flow';

/**
 * A payment handed to its provider, whatever is paid (a walk-in or pay-first order, an open tab's
 * part, a scan-and-pay share): the checked payload and everything a provider may need around it.
 */
export interface ProviderPayment {
  /** How the payment type is paid (a provider may take several: cash and the hosted pages). */
  flow: PaymentFlow;
  /** The order payload with its payment, checked against the session's schema variant (A§5). */
  payload: OrderPayload;
  paymentType: PaymentType;
  user: User;
  companyId: number;
  /** The payment mode the diner picked (MyFatoorah's, Adyen's, the Mastercard method); or null. */
  mode: string | null;
  /** PayU's name and e-mail (B§5); null for every other provider. */
  contact: { name: string; email: string } | null;
  hasTable: boolean;
  /** Outside an open tab the connected card starts after 10 s (B§4, B§9). */
  delayed: boolean;
  /**
   * A step of the payable taken once a wallet's sheet is open (see {@link PaymentProvider.opensInTap}):
   * true goes on, false ends the payment unpaid, the step having told the diner why.
   */
  prepare?: () => Promise<boolean>;
}

/**
 * How a provider tells the payable the payment ended. Leaving for the provider's page (or for
 * /payment-processing once paid) calls neither: the button stays busy while the browser goes.
 */
export interface ProviderEnd {
  /** The order is in and nothing is left to pay here (cash at the cashier, B§2). */
  placed: () => void;
  /** The payment ended without being paid: the button works again. */
  failed: () => void;
  /**
   * The server refused to start the payment; the payable says why its own way (a split share
   * someone else took). Without it the refusal's catalogue entry shows. `failed` follows.
   */
  refused?: (error: unknown) => void;
}

/**
 * Who takes a payment (B§4 Payment selection, Other providers; B§7 Payments): cash and the hosted
 * pages, the connected card, Stripe direct, the Mastercard gateway's card and wallets. Each is one
 * module of the checkout behind this interface.
 */
export interface PaymentProvider {
  start: (payment: ProviderPayment, end: ProviderEnd) => void;
  /** A payment is under way with this provider (its form, sheet or poll). */
  waiting: boolean;
  /**
   * Whether the provider's sheet must open within the tap itself for this mode (Apple Pay's
   * user-gesture rule): a step the payable takes first is then handed to it as `prepare` instead
   * of awaited before it starts.
   */
  opensInTap: (mode: string | null) => boolean;
}
