import { createHmac, randomBytes } from 'node:crypto';
import { cardBehaviour, cardBrand, cardDigits, passesLuhn } from '../test-cards';

/** The keys of the sandbox's Adyen merchant account. */
export interface AdyenKeys {
  apiKey: string;
  merchantAccount: string;
  /** The notification HMAC key, hex, as Adyen's Customer Area shows it. */
  hmacKey: string;
}

/** An amount as Adyen writes it: minor units and an uppercase ISO currency. */
export interface AdyenAmount {
  value: number;
  currency: string;
}

/** The payment methods the sandbox's merchant account offers (Adyen's paymentMethods answer). */
export const ADYEN_SANDBOX_METHODS = [
  { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] },
  { type: 'applepay', name: 'Apple Pay' },
  { type: 'googlepay', name: 'Google Pay' },
] as const;

/** One payment on the sandbox's Adyen side. */
export interface AdyenSandboxPayment {
  pspReference: string;
  merchantReference: string;
  merchantAccount: string;
  amount: AdyenAmount;
  methodType: string;
  returnUrl: string;
  /** The shopperLocale the payment was made with (the language of Adyen's page), or null. */
  shopperLocale: string | null;
  status: 'awaiting_shopper' | 'authorised' | 'refused';
  refusalReason: string | null;
  /** The brand and last four digits of the card typed, once it is. */
  card: { brand: string; last4: string } | null;
  redirectResult: string | null;
  refunds: { pspReference: string; amount: AdyenAmount }[];
}

/** A refusal of a request, as Adyen's API answers it. */
export class AdyenApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: 'validation' | 'security' | 'configuration',
  ) {
    super(message);
  }

  body() {
    return {
      status: this.status,
      errorCode: this.errorCode,
      message: this.message,
      errorType: this.errorType,
    };
  }
}

/** One of Adyen's standard notifications (a NotificationRequestItem), signed. */
export interface AdyenNotificationItem {
  additionalData: Record<string, string>;
  amount: AdyenAmount;
  eventCode: string;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  pspReference: string;
  reason: string;
  success: 'true' | 'false';
}

/**
 * Adyen's HMAC signature of a notification item: HMAC-SHA256, keyed with the hex-decoded HMAC key,
 * over pspReference, originalReference, merchantAccountCode, merchantReference, amount value,
 * amount currency, eventCode and success joined by ':', in base64.
 */
export function adyenNotificationHmac(
  item: Omit<AdyenNotificationItem, 'additionalData' | 'eventDate' | 'reason'>,
  hmacKey: string,
): string {
  const data = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hmacKey, 'hex')).update(data, 'utf8').digest('base64');
}

const pspReference = () => randomBytes(8).toString('hex').toUpperCase();

function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw new AdyenApiError(422, '702', `Required field '${field}' is not provided.`, 'validation');
  }
  return value;
}

function requireAmount(body: Record<string, unknown>): AdyenAmount {
  const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
  if (
    typeof amount?.value !== 'number' ||
    !Number.isSafeInteger(amount.value) ||
    amount.value < 0 ||
    typeof amount.currency !== 'string' ||
    !/^[A-Z]{3}$/.test(amount.currency)
  ) {
    throw new AdyenApiError(422, '137', 'Invalid amount specified', 'validation');
  }
  return { value: amount.value, currency: amount.currency };
}

/**
 * The sandbox's Adyen side: the payments of one merchant account, in this process. A payment the
 * shopper still has to finish answers RedirectShopper with a redirect to the sandbox's page; the
 * page's outcome is signed into an opaque redirectResult the merchant submits to /payments/details.
 * Each authorisation and refund is notified (AUTHORISATION, REFUND), HMAC-signed.
 */
export class AdyenLedger {
  readonly payments = new Map<string, AdyenSandboxPayment>();
  /** The shopperLocale of each paymentMethods request, in order (null when none was sent). */
  readonly paymentMethodsLocales: (string | null)[] = [];
  private readonly byRedirectResult = new Map<string, string>();
  private readonly idempotent = new Map<string, { request: string; response: unknown }>();

  constructor(
    private readonly keys: AdyenKeys,
    private readonly notify: (item: AdyenNotificationItem) => void,
    private readonly now: () => Date,
    private readonly pageUrl: (payment: AdyenSandboxPayment) => string,
  ) {}

  /**
   * Answers a request once per Idempotency-Key (Adyen keeps keys for at least 7 days): the same
   * key again replays the first answer; with another body it is refused.
   */
  idempotently<T>(key: string | undefined, request: unknown, answer: () => T): T {
    if (key === undefined) return answer();
    const body = JSON.stringify(request);
    const seen = this.idempotent.get(key);
    if (seen) {
      if (seen.request !== body) {
        throw new AdyenApiError(
          422,
          '704',
          'The idempotency key was used for a different request.',
          'validation',
        );
      }
      return seen.response as T;
    }
    const response = answer();
    this.idempotent.set(key, { request: body, response });
    return response;
  }

  paymentMethods(body: Record<string, unknown>) {
    this.checkMerchant(body);
    this.paymentMethodsLocales.push(
      typeof body.shopperLocale === 'string' ? body.shopperLocale : null,
    );
    return { paymentMethods: ADYEN_SANDBOX_METHODS.map((method) => ({ ...method })) };
  }

  /** POST /payments: every method the sandbox offers sends the shopper to its page first. */
  createPayment(body: Record<string, unknown>) {
    this.checkMerchant(body);
    const amount = requireAmount(body);
    const merchantReference = requireString(body, 'reference');
    const returnUrl = requireString(body, 'returnUrl');
    const method = body.paymentMethod as { type?: unknown } | undefined;
    const methodType = typeof method?.type === 'string' ? method.type : '';
    if (!ADYEN_SANDBOX_METHODS.some((offered) => offered.type === methodType)) {
      throw new AdyenApiError(422, '905_1', 'Could not find an acquirer account', 'configuration');
    }
    const payment: AdyenSandboxPayment = {
      pspReference: pspReference(),
      merchantReference,
      merchantAccount: this.keys.merchantAccount,
      amount,
      methodType,
      returnUrl,
      shopperLocale: typeof body.shopperLocale === 'string' ? body.shopperLocale : null,
      status: 'awaiting_shopper',
      refusalReason: null,
      card: null,
      redirectResult: null,
      refunds: [],
    };
    this.payments.set(payment.pspReference, payment);
    return {
      resultCode: 'RedirectShopper',
      action: {
        paymentMethodType: methodType,
        type: 'redirect',
        method: 'GET',
        url: this.pageUrl(payment),
      },
    };
  }

  /** What the shopper did on the sandbox's page; the address the browser goes back to. */
  finishOnPage(
    psp: string,
    outcome: { card: { number: string } } | { approve: boolean },
  ): { returnTo: string } | { problem: string } {
    const payment = this.payments.get(psp);
    if (payment?.status !== 'awaiting_shopper') return { problem: 'This payment is not open.' };
    if ('card' in outcome) {
      const digits = cardDigits(outcome.card.number);
      if (!passesLuhn(digits)) return { problem: 'The card number is not valid.' };
      payment.card = { brand: cardBrand(digits), last4: digits.slice(-4) };
      const behaviour = cardBehaviour(digits);
      if (behaviour.kind === 'decline') {
        payment.status = 'refused';
        payment.refusalReason = behaviour.message;
      } else {
        payment.status = 'authorised';
      }
    } else {
      payment.status = outcome.approve ? 'authorised' : 'refused';
      if (!outcome.approve) payment.refusalReason = 'Cancelled by the shopper.';
    }
    const redirectResult = randomBytes(24).toString('base64url');
    payment.redirectResult = redirectResult;
    this.byRedirectResult.set(redirectResult, psp);
    this.notifyEvent(payment, 'AUTHORISATION', payment.status === 'authorised', undefined);
    const back = new URL(payment.returnUrl);
    back.searchParams.set('redirectResult', redirectResult);
    return { returnTo: back.toString() };
  }

  /** POST /payments/details with the redirectResult the shopper came back with. */
  paymentDetails(body: Record<string, unknown>) {
    const details = body.details as { redirectResult?: unknown } | undefined;
    const result = details?.redirectResult;
    const psp = typeof result === 'string' ? this.byRedirectResult.get(result) : undefined;
    const payment = psp === undefined ? undefined : this.payments.get(psp);
    if (!payment) {
      throw new AdyenApiError(422, '101', 'Invalid redirectResult', 'validation');
    }
    return {
      resultCode: payment.status === 'authorised' ? 'Authorised' : 'Refused',
      pspReference: payment.pspReference,
      merchantReference: payment.merchantReference,
      amount: payment.amount,
      ...(payment.refusalReason === null ? {} : { refusalReason: payment.refusalReason }),
      ...(payment.card === null
        ? {}
        : {
            additionalData: {
              paymentMethod: payment.card.brand,
              cardSummary: payment.card.last4,
            },
          }),
    };
  }

  /** POST /payments/{pspReference}/refunds: accepted now, notified as REFUND. */
  refund(psp: string, body: Record<string, unknown>) {
    this.checkMerchant(body);
    const amount = requireAmount(body);
    const payment = this.payments.get(psp);
    if (payment?.status !== 'authorised') {
      throw new AdyenApiError(
        422,
        '167',
        'Original pspReference required for this operation',
        'validation',
      );
    }
    const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amount.value, 0);
    if (
      amount.currency !== payment.amount.currency ||
      refunded + amount.value > payment.amount.value
    ) {
      throw new AdyenApiError(422, '137', 'Invalid amount specified', 'validation');
    }
    const refund = { pspReference: pspReference(), amount };
    payment.refunds.push(refund);
    this.notifyEvent(payment, 'REFUND', true, refund.pspReference, amount);
    return {
      merchantAccount: payment.merchantAccount,
      paymentPspReference: psp,
      pspReference: refund.pspReference,
      reference: typeof body.reference === 'string' ? body.reference : undefined,
      amount,
      status: 'received',
    };
  }

  private checkMerchant(body: Record<string, unknown>) {
    if (requireString(body, 'merchantAccount') !== this.keys.merchantAccount) {
      throw new AdyenApiError(403, '901', 'Invalid Merchant Account', 'security');
    }
  }

  private notifyEvent(
    payment: AdyenSandboxPayment,
    eventCode: string,
    success: boolean,
    modificationPsp: string | undefined,
    amount: AdyenAmount = payment.amount,
  ) {
    const unsigned = {
      amount,
      eventCode,
      merchantAccountCode: payment.merchantAccount,
      merchantReference: payment.merchantReference,
      ...(modificationPsp === undefined ? {} : { originalReference: payment.pspReference }),
      pspReference: modificationPsp ?? payment.pspReference,
      success: success ? ('true' as const) : ('false' as const),
    };
    this.notify({
      ...unsigned,
      additionalData: {
        hmacSignature: adyenNotificationHmac(unsigned, this.keys.hmacKey),
        ...(payment.card === null
          ? {}
          : { cardSummary: payment.card.last4, paymentMethod: payment.card.brand }),
      },
      eventDate: this.now().toISOString(),
      reason: success ? '' : (payment.refusalReason ?? ''),
    });
  }
}
