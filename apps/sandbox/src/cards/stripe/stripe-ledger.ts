import { add, subtract } from '@tabula/engine';
import { createHash } from 'node:crypto';
import { cardBehaviour, cardBrand, cardDigits, passesLuhn } from '../test-cards';
import {
  newId,
  publicPaymentMethod,
  type SandboxCustomer,
  type SandboxEvent,
  type SandboxIntent,
  type SandboxPaymentMethod,
  type SandboxRefund,
} from './stripe-objects';

/** A refusal the API answers as Stripe does: the error's type, code, message and HTTP status. */
export class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'authentication_error',
    readonly code: string,
    message: string,
    readonly param?: string,
    /** The intent a card error is about, as the caller may see it (Stripe's `payment_intent`). */
    readonly paymentIntent?: unknown,
  ) {
    super(message);
  }
}

/** The card a person typed on the sandbox's card page. */
export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const missing = (what: string, id: string) =>
  new StripeRefusal(404, 'invalid_request_error', 'resource_missing', `No such ${what}: '${id}'`);

/**
 * The sandbox's Stripe: customers, tokenised cards, payment intents and refunds, kept in this
 * process (the sandbox stands for the provider; its memory is the provider's). Every change that
 * Stripe reports to a merchant is handed to `emit` as an event.
 */
export class StripeLedger {
  readonly customers = new Map<string, SandboxCustomer>();
  readonly paymentMethods = new Map<string, SandboxPaymentMethod>();
  readonly intents = new Map<string, SandboxIntent>();
  readonly refunds = new Map<string, SandboxRefund>();

  constructor(
    private readonly emit: (type: string, object: unknown) => void,
    private readonly now: () => Date,
    /** The address of the sandbox's 3-D Secure page for an intent. */
    private readonly challengeUrl: (intent: SandboxIntent) => string,
  ) {}

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  createCustomer(fields: { email?: string; name?: string; metadata?: Record<string, string> }) {
    const customer: SandboxCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: fields.email ?? null,
      name: fields.name ?? null,
      metadata: fields.metadata ?? {},
      created: this.seconds(),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string): SandboxCustomer {
    const found = this.customers.get(id);
    if (!found) throw missing('customer', id);
    return found;
  }

  /** Tokenises a typed card; the number stays here. */
  tokenise(card: TypedCard, customer: string | null = null): SandboxPaymentMethod {
    if (!passesLuhn(card.number)) {
      throw new StripeRefusal(
        402,
        'card_error',
        'incorrect_number',
        'Your card number is incorrect.',
        'number',
      );
    }
    const now = this.now();
    const expired =
      card.expYear < now.getUTCFullYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (card.expMonth < 1 || card.expMonth > 12 || expired) {
      throw new StripeRefusal(
        402,
        'card_error',
        'invalid_expiry_year',
        "Your card's expiration date is invalid.",
        'exp_year',
      );
    }
    if (!/^\d{3,4}$/.test(card.cvc)) {
      throw new StripeRefusal(
        402,
        'card_error',
        'incorrect_cvc',
        "Your card's security code is incorrect.",
        'cvc',
      );
    }
    const digits = cardDigits(card.number);
    const method: SandboxPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
        fingerprint: createHash('sha256').update(digits).digest('base64url').slice(0, 16),
      },
      created: this.seconds(),
      behaviour: cardBehaviour(digits),
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  paymentMethod(id: string): SandboxPaymentMethod {
    const found = this.paymentMethods.get(id);
    if (!found) throw missing('payment_method', id);
    return found;
  }

  /** A customer's saved cards, newest first. */
  customerCards(customerId: string) {
    this.customer(customerId);
    return [...this.paymentMethods.values()]
      .filter((method) => method.customer === customerId)
      .sort((a, b) => b.created - a.created)
      .map(publicPaymentMethod);
  }

  detach(id: string) {
    const method = this.paymentMethod(id);
    if (method.customer === null) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'payment_method_unexpected_state',
        'The payment method is not attached to a customer.',
      );
    }
    method.customer = null;
    return publicPaymentMethod(method);
  }

  createIntent(fields: {
    amount: number;
    currency: string;
    customer?: string;
    paymentMethod?: string;
    setupFutureUsage?: 'off_session' | 'on_session';
    metadata?: Record<string, string>;
    returnUrl?: string;
    account?: string;
  }): SandboxIntent {
    if (!Number.isSafeInteger(fields.amount) || fields.amount < 1) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'parameter_invalid_integer',
        'Amount must be a positive integer in the smallest currency unit.',
        'amount',
      );
    }
    if (!/^[a-z]{3}$/.test(fields.currency)) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'parameter_invalid_string',
        'Currency must be a three-letter ISO code in lowercase.',
        'currency',
      );
    }
    if (fields.customer !== undefined) this.customer(fields.customer);
    if (fields.paymentMethod !== undefined) this.paymentMethod(fields.paymentMethod);
    const id = newId('pi');
    const intent: SandboxIntent = {
      id,
      object: 'payment_intent',
      amount: fields.amount,
      amount_received: 0,
      currency: fields.currency,
      customer: fields.customer ?? null,
      payment_method: fields.paymentMethod ?? null,
      status:
        fields.paymentMethod === undefined ? 'requires_payment_method' : 'requires_confirmation',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      metadata: fields.metadata ?? {},
      setup_future_usage: fields.setupFutureUsage ?? null,
      return_url: fields.returnUrl ?? null,
      next_action: null,
      last_payment_error: null,
      on_behalf_of: fields.account ?? null,
      created: this.seconds(),
    };
    this.intents.set(id, intent);
    this.emit('payment_intent.created', intent);
    return intent;
  }

  intent(id: string): SandboxIntent {
    const found = this.intents.get(id);
    if (!found) throw missing('payment_intent', id);
    return found;
  }

  /** The intent a client secret belongs to, as a browser names it. */
  intentBySecret(clientSecret: string): SandboxIntent {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const found = this.intent(id);
    if (found.client_secret !== clientSecret) throw missing('payment_intent', id);
    return found;
  }

  /**
   * Confirms an intent with a card: approved cards succeed, declining cards fail (the intent
   * asks for another card), challenge cards wait on the 3-D Secure page.
   */
  confirm(id: string, fields: { paymentMethod?: string; returnUrl?: string }): SandboxIntent {
    const intent = this.intent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`,
      );
    }
    const methodId = fields.paymentMethod ?? intent.payment_method;
    if (methodId === null) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        'You cannot confirm this PaymentIntent because it is missing a payment method.',
        'payment_method',
      );
    }
    const method = this.paymentMethod(methodId);
    if (
      intent.customer !== null &&
      method.customer !== null &&
      method.customer !== intent.customer
    ) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'payment_method_unexpected_state',
        'The payment method belongs to another customer.',
        'payment_method',
      );
    }
    intent.payment_method = method.id;
    if (fields.returnUrl !== undefined) intent.return_url = fields.returnUrl;
    const behaviour = method.behaviour;
    if (behaviour.kind === 'decline') return this.fail(intent, behaviour.code, behaviour.message);
    if (behaviour.kind === 'challenge') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: this.challengeUrl(intent), return_url: intent.return_url ?? '' },
      };
      this.emit('payment_intent.requires_action', intent);
      return intent;
    }
    return this.succeed(intent);
  }

  /** The 3-D Secure page's answer: authenticated (the payment succeeds) or failed. */
  authenticate(id: string, passed: boolean): SandboxIntent {
    const intent = this.intent(id);
    if (intent.status !== 'requires_action') {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        'This payment is not waiting for authentication.',
      );
    }
    intent.next_action = null;
    if (!passed) {
      return this.fail(
        intent,
        'payment_intent_authentication_failure',
        'The provided payment method has failed authentication.',
      );
    }
    return this.succeed(intent);
  }

  cancel(id: string): SandboxIntent {
    const intent = this.intent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    intent.status = 'canceled';
    intent.next_action = null;
    this.emit('payment_intent.canceled', intent);
    return intent;
  }

  /** Refunds part or all of what an intent took; never more than is left. */
  refund(fields: { paymentIntent: string; amount?: number; metadata?: Record<string, string> }) {
    const intent = this.intent(fields.paymentIntent);
    if (intent.status !== 'succeeded') {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'charge_not_refundable',
        'Only a succeeded payment can be refunded.',
      );
    }
    const refunded = add(
      '0',
      ...[...this.refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id)
        .map((refund) => String(refund.amount)),
    );
    const left = subtract(String(intent.amount_received), refunded).toNumber();
    const amount = fields.amount ?? left;
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'amount_too_large',
        `Refund amount (${String(amount)}) is greater than the unrefunded amount (${String(left)}).`,
        'amount',
      );
    }
    const refund: SandboxRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: fields.metadata ?? {},
      created: this.seconds(),
    };
    this.refunds.set(refund.id, refund);
    this.emit('charge.refunded', {
      ...intent,
      amount_refunded: add(refunded, String(amount)).toNumber(),
    });
    return refund;
  }

  private succeed(intent: SandboxIntent): SandboxIntent {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    const method =
      intent.payment_method === null ? null : this.paymentMethods.get(intent.payment_method);
    if (method && intent.setup_future_usage !== null && intent.customer !== null) {
      method.customer = intent.customer;
    }
    this.emit('payment_intent.succeeded', intent);
    return intent;
  }

  private fail(intent: SandboxIntent, code: string, message: string): SandboxIntent {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code, message, type: 'card_error' };
    this.emit('payment_intent.payment_failed', intent);
    return intent;
  }

  /** Builds the event Stripe would send for a change. */
  static event(type: string, object: unknown, created: number): SandboxEvent {
    return {
      id: newId('evt'),
      object: 'event',
      type,
      created,
      api_version: '2025-sandbox',
      livemode: false,
      data: { object: structuredClone(object) },
    };
  }
}
