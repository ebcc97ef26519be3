import { randomBytes } from 'node:crypto';
import type { CardBehaviour, CardBrand } from '../test-cards';

/** A customer of the sandbox's Stripe: whose saved cards are kept together. */
export interface SandboxCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** A card the sandbox tokenised: brand, last4 and expiry only leave it, never the number. */
export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: {
    brand: CardBrand;
    last4: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
  };
  created: number;
  /** What the card does when charged (the sandbox's test cards); never sent out. */
  behaviour: CardBehaviour;
}

/** Stripe's payment intent statuses the sandbox uses. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'succeeded'
  | 'canceled';

/** A payment intent: an amount in minor units to collect from one card. */
export interface SandboxIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  setup_future_usage: 'off_session' | 'on_session' | null;
  return_url: string | null;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  } | null;
  last_payment_error: { code: string; message: string; type: 'card_error' } | null;
  /** The connected account the intent was made on (the Stripe-Account header), or null. */
  on_behalf_of: string | null;
  created: number;
}

/** A refund of part or all of a succeeded intent. */
export interface SandboxRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** An event the sandbox sends to the merchant's webhook endpoint. */
export interface SandboxEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: unknown };
}

/** A new id with Stripe's prefix for the kind of object. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** What leaves the sandbox of an intent: everything but nothing internal. */
export function publicIntent(intent: SandboxIntent): SandboxIntent {
  return { ...intent };
}

/** What leaves the sandbox of a card: without its test behaviour. */
export function publicPaymentMethod(
  method: SandboxPaymentMethod,
): Omit<SandboxPaymentMethod, 'behaviour'> {
  return {
    id: method.id,
    object: method.object,
    type: method.type,
    customer: method.customer,
    card: method.card,
    created: method.created,
  };
}
