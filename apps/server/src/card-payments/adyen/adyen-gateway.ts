import adyen, { type Types } from '@adyen/api-library';
import type { AdyenSettings } from '../../config/config';
import { RedirectingHttpClient } from './adyen-http-client';

const { CheckoutAPI, Client, Config, EnvironmentEnum, HttpClientException, hmacValidator } = adyen;
const models = adyen.Types.checkout;

/** One of the SDK's request models (classes), with its fields. */
function model<T extends object>(Model: new () => T, fields: Partial<T>): T {
  return Object.assign(new Model(), fields);
}

const amountOf = (amountMinor: number, currency: string) =>
  model(models.Amount, { value: amountMinor, currency: currency.toUpperCase() });

type NotificationItem = Types.notification.NotificationRequestItem;

/** A payment method the merchant account offers, as Adyen's Drop-in reads it. */
export interface AdyenMethod {
  type: string;
  name: string;
  [field: string]: unknown;
}

/** Adyen's answer to a payment or its details, as Tabula reads it. */
export interface AdyenResult {
  resultCode: string;
  pspReference: string | null;
  /** Our payment reference, as Adyen echoes it (merchantReference). */
  merchantReference: string | null;
  refusalReason: string | null;
  /** The next step for the shopper (a redirect), as Adyen gave it. */
  action: { type: string; [field: string]: unknown } | null;
}

/** A failure Adyen reported (or no answer); its message is fit to log, not to show. */
export class AdyenGatewayError extends Error {
  constructor(
    message: string,
    readonly errorCode: string | null,
    readonly status: number | null,
  ) {
    super(message);
  }
}

async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpClientException) {
      throw new AdyenGatewayError(error.message, error.errorCode ?? null, error.statusCode);
    }
    if (error instanceof Error && !(error instanceof TypeError)) {
      throw new AdyenGatewayError(error.message, null, null);
    }
    throw error;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function resultView(answer: {
  resultCode?: string;
  pspReference?: string;
  merchantReference?: string;
  refusalReason?: string;
  action?: unknown;
}): AdyenResult {
  // The SDK's model of the action; dropping its undefined fields gives Adyen's JSON.
  const action =
    typeof answer.action === 'object' && answer.action !== null
      ? (JSON.parse(JSON.stringify(answer.action)) as Record<string, unknown>)
      : null;
  const type = text(action?.type);
  return {
    resultCode: answer.resultCode ?? 'Error',
    pspReference: text(answer.pspReference),
    merchantReference: text(answer.merchantReference),
    refusalReason: text(answer.refusalReason),
    action: action === null || type === null ? null : { ...action, type },
  };
}

/**
 * Tabula's Adyen adapter: the Checkout calls the Adyen payment flow makes (payment methods,
 * payments, payment details, refunds) and the notifications' HMAC check, through Adyen's official
 * SDK (@adyen/api-library). With a merchant account's keys it talks to Adyen (TEST or LIVE); with
 * `checkoutUrl` set (the card sandbox, in the demo and the tests) to that address instead, through
 * the SDK's pluggable HTTP client. Amounts are minor units from the engine, currencies uppercase.
 */
export class AdyenGateway {
  private readonly checkout: InstanceType<typeof CheckoutAPI>;
  private readonly hmac = new hmacValidator();

  constructor(private readonly settings: AdyenSettings) {
    const client = new Client(
      new Config({
        apiKey: settings.apiKey,
        environment: settings.environment === 'LIVE' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
        ...(settings.liveUrlPrefix === null
          ? {}
          : { liveEndpointUrlPrefix: settings.liveUrlPrefix }),
        connectionTimeoutMillis: 20_000,
        applicationName: 'Tabula',
      }),
      settings.checkoutUrl === null
        ? undefined
        : new RedirectingHttpClient(settings.checkoutUrl, 20_000),
    );
    this.checkout = new CheckoutAPI(client);
  }

  get merchantAccount(): string {
    return this.settings.merchantAccount;
  }

  /**
   * The payment methods the merchant account offers (for an amount, when given), named in the
   * shopper's locale.
   */
  async paymentMethods(
    amount: { amountMinor: number; currency: string } | null,
    shopperLocale: string,
  ): Promise<AdyenMethod[]> {
    const answer = await providerCall(() =>
      this.checkout.PaymentsApi.paymentMethods(
        model(models.PaymentMethodsRequest, {
          merchantAccount: this.settings.merchantAccount,
          ...(amount === null ? {} : { amount: amountOf(amount.amountMinor, amount.currency) }),
          channel: models.PaymentMethodsRequest.ChannelEnum.Web,
          shopperLocale,
        }),
      ),
    );
    return (answer.paymentMethods ?? []).flatMap((method) => {
      const plain = JSON.parse(JSON.stringify(method)) as Record<string, unknown>;
      const type = text(plain.type);
      return type === null ? [] : [{ ...plain, type, name: text(plain.name) ?? type }];
    });
  }

  /**
   * Starts a payment (POST /payments). One Adyen payment per Tabula payment however often it is
   * sent: the Idempotency-Key is derived from our reference.
   */
  async startPayment(fields: {
    reference: string;
    amountMinor: number;
    currency: string;
    paymentMethod: Record<string, unknown>;
    returnUrl: string;
    /** The language of Adyen's pages the shopper is sent to. */
    shopperLocale: string;
  }): Promise<AdyenResult> {
    const answer = await providerCall(() =>
      this.checkout.PaymentsApi.payments(
        model(models.PaymentRequest, {
          merchantAccount: this.settings.merchantAccount,
          reference: fields.reference,
          amount: amountOf(fields.amountMinor, fields.currency),
          // The shopper's method as the app sent it (its type checked against paymentMethods).
          paymentMethod: fields.paymentMethod,
          returnUrl: fields.returnUrl,
          channel: models.PaymentRequest.ChannelEnum.Web,
          shopperLocale: fields.shopperLocale,
        }),
        { idempotencyKey: `payment-${fields.reference}` },
      ),
    );
    return resultView(answer);
  }

  /** Submits what the shopper came back with (POST /payments/details). */
  async paymentDetails(redirectResult: string): Promise<AdyenResult> {
    const answer = await providerCall(() =>
      this.checkout.PaymentsApi.paymentsDetails(
        model(models.PaymentDetailsRequest, {
          details: model(models.PaymentCompletionDetails, { redirectResult }),
        }),
      ),
    );
    return resultView(answer);
  }

  /** Refunds an authorised payment, in minor units (POST /payments/{pspReference}/refunds). */
  async refund(fields: {
    pspReference: string;
    amountMinor: number;
    currency: string;
    reference: string;
  }): Promise<string> {
    const answer = await providerCall(() =>
      this.checkout.ModificationsApi.refundCapturedPayment(
        fields.pspReference,
        model(models.PaymentRefundRequest, {
          merchantAccount: this.settings.merchantAccount,
          amount: amountOf(fields.amountMinor, fields.currency),
          reference: fields.reference,
        }),
        { idempotencyKey: `refund-${fields.reference}` },
      ),
    );
    return answer.pspReference;
  }

  /** Whether a notification item's HMAC signature holds for the merchant's HMAC key. */
  validNotification(item: {
    pspReference: string;
    eventCode: string;
    additionalData?: Record<string, string>;
  }): boolean {
    try {
      return this.hmac.validateHMAC(item as unknown as NotificationItem, this.settings.hmacKey);
    } catch {
      return false;
    }
  }
}
