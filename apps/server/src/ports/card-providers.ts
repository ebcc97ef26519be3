import type { MastercardGateway } from '../card-payments/mastercard/mastercard-gateway';
import type { AdyenGateway } from '../card-payments/adyen/adyen-gateway';
import type { StripeGateway } from '../card-payments/stripe/stripe-gateway';

/**
 * The card providers the server talks to, each through its adapter (src/card-payments): with a
 * restaurant's keys, or the card sandbox's (main.ts); null when nothing configures the provider
 * (read it through `cardProvider`). Tests and the demo run the same adapters against the sandbox.
 */
export interface CardProviders {
  stripe: StripeGateway | null;
  /** The Mastercard gateway (MPGS) over its REST API: cards, 3-D Secure, Google Pay. */
  mastercard: MastercardGateway | null;
  adyen: AdyenGateway | null;
}
