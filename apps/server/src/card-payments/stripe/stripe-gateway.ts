import { Stripe } from 'stripe';
import type { StripeSettings } from '../../config/config';

/** A payment intent as Tabula reads it. */
export interface StripeIntent {
  id: string;
  status: Stripe.PaymentIntent.Status;
  clientSecret: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  /** Our payment reference, kept in the intent's metadata. */
  reference: string | null;
  /** The provider's message of the last failed attempt, e.g. "Your card was declined." */
  lastError: string | null;
  /** The 3-D Secure page the browser must visit, while the intent requires action. */
  actionUrl: string | null;
}

/** A card the provider keeps for a customer: its token and display fields only. */
export interface StripeCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A failure the provider reported; its message is the provider's, fit to show (B§8). */
export class StripeGatewayError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const id = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function intentView(intent: Stripe.PaymentIntent): StripeIntent {
  const redirect = intent.next_action?.redirect_to_url?.url ?? null;
  return {
    id: intent.id,
    status: intent.status,
    clientSecret: intent.client_secret,
    amount: intent.amount,
    currency: intent.currency,
    customer: id(intent.customer),
    paymentMethod: id(intent.payment_method),
    reference: intent.metadata.reference ?? null,
    lastError: intent.last_payment_error?.message ?? null,
    actionUrl: intent.status === 'requires_action' ? redirect : null,
  };
}

async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new StripeGatewayError(error.message, error.code ?? null, error.statusCode ?? null);
    }
    throw error;
  }
}

/**
 * Tabula's Stripe adapter: the calls the connected-card flow makes, through Stripe's official
 * SDK. With a restaurant's keys it talks to Stripe; without (the demo, the tests) to the card
 * sandbox at `apiUrl`, which answers the same API, so both run this code. Amounts are minor units
 * from the engine (toMinorUnits) and currencies lowercase (B§9).
 */
export class StripeGateway {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl === null ? null : new URL(settings.apiUrl);
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Tabula' },
      ...(settings.account === null ? {} : { stripeAccount: settings.account }),
      ...(api === null
        ? {}
        : {
            host: api.hostname,
            port: api.port === '' ? (api.protocol === 'https:' ? 443 : 80) : Number(api.port),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }),
    });
  }

  /** A new customer for a registered diner, whose saved cards the provider keeps. */
  async createCustomer(fields: { userId: number; name: string | null }): Promise<string> {
    const customer = await providerCall(() =>
      this.stripe.customers.create({
        ...(fields.name === null ? {} : { name: fields.name }),
        metadata: { tabula_user_id: String(fields.userId) },
      }),
    );
    return customer.id;
  }

  /**
   * Creates the intent of a payment. With a saved card it is confirmed at once (it succeeds or
   * asks for 3-D Secure; a decline throws with status 402 and the provider's message); otherwise
   * the browser confirms it on the card form.
   */
  async createIntent(fields: {
    reference: string;
    amountMinor: number;
    currency: string;
    customer: string | null;
    savedCard: string | null;
    saveCard: boolean;
    /** Where 3-D Secure comes back to; null when Stripe.js takes it in the page. */
    returnUrl: string | null;
    /** One intent per payment: the same key is the same intent (`intent-<reference>` unless given). */
    idempotencyKey?: string;
  }): Promise<StripeIntent> {
    const intent = await providerCall(() =>
      this.stripe.paymentIntents.create(
        {
          amount: fields.amountMinor,
          currency: fields.currency.toLowerCase(),
          metadata: { reference: fields.reference },
          ...(fields.returnUrl === null ? {} : { return_url: fields.returnUrl }),
          ...(fields.customer === null ? {} : { customer: fields.customer }),
          ...(fields.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          ...(fields.savedCard === null ? {} : { payment_method: fields.savedCard, confirm: true }),
        },
        // One intent per payment, however often the start is retried.
        { idempotencyKey: fields.idempotencyKey ?? `intent-${fields.reference}` },
      ),
    );
    return intentView(intent);
  }

  async retrieveIntent(intentId: string): Promise<StripeIntent> {
    return intentView(await providerCall(() => this.stripe.paymentIntents.retrieve(intentId)));
  }

  async cancelIntent(intentId: string): Promise<StripeIntent> {
    return intentView(await providerCall(() => this.stripe.paymentIntents.cancel(intentId)));
  }

  async card(paymentMethod: string): Promise<StripeCard> {
    const method = await providerCall(() => this.stripe.paymentMethods.retrieve(paymentMethod));
    if (!method.card) throw new StripeGatewayError('The payment method is not a card.', null, null);
    return {
      token: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async customerCards(customer: string): Promise<StripeCard[]> {
    const list = await providerCall(() =>
      this.stripe.customers.listPaymentMethods(customer, { type: 'card' }),
    );
    return list.data.flatMap((method) =>
      method.card
        ? [
            {
              token: method.id,
              brand: method.card.brand,
              last4: method.card.last4,
              expMonth: method.card.exp_month,
              expYear: method.card.exp_year,
            },
          ]
        : [],
    );
  }

  async detachCard(token: string): Promise<void> {
    await providerCall(() => this.stripe.paymentMethods.detach(token));
  }

  /** Refunds part or all of a succeeded intent, in minor units. */
  async refund(fields: { intentId: string; amountMinor: number; key: string }): Promise<string> {
    const refund = await providerCall(() =>
      this.stripe.refunds.create(
        { payment_intent: fields.intentId, amount: fields.amountMinor },
        { idempotencyKey: fields.key },
      ),
    );
    return refund.id;
  }

  /**
   * Checks a notification's signature with the webhook secret and reads it.
   *
   * @throws StripeGatewayError when the signature does not hold or is too old
   */
  async readNotification(
    rawBody: string,
    signature: string,
    receivedAt: Date,
  ): Promise<Stripe.Event> {
    try {
      return await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.settings.webhookSecret,
        300,
        undefined,
        receivedAt.getTime(),
      );
    } catch (error) {
      throw new StripeGatewayError(
        error instanceof Error ? error.message : 'The signature does not hold.',
        'signature_verification_failed',
        400,
      );
    }
  }
}
