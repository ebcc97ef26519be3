import type { MastercardSettings } from '../../config/config';

/** A failure the gateway reported (or the gateway not reached: status null). */
export class MastercardGatewayError extends Error {
  constructor(
    message: string,
    /** MPGS's error cause (INVALID_REQUEST, REQUEST_REJECTED, ...), or null. */
    readonly errorCause: string | null,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** A card as the gateway shows it back: display fields only (the number comes masked). */
export interface MastercardCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** One transaction of an order, as Tabula reads it. */
export interface MastercardTransaction {
  id: string;
  /** SUCCESS, FAILURE, PENDING. */
  result: string;
  /** APPROVED, DECLINED, INSUFFICIENT_FUNDS, ... */
  gatewayCode: string | null;
  /** PROCEED or DO_NOT_PROCEED, for an authentication. */
  gatewayRecommendation: string | null;
  /** AUTHENTICATION_AVAILABLE, _UNAVAILABLE, _PENDING, _SUCCESSFUL, _FAILED, for an authentication. */
  authenticationStatus: string | null;
  /** REQUIRED or NOT_REQUIRED, once the payer is authenticated. */
  payerInteraction: string | null;
  /** The challenge the browser shows, while the payer is asked. */
  redirectHtml: string | null;
  type: string | null;
  card: MastercardCard | null;
}

/** An order at the gateway: its status and transactions. */
export interface MastercardOrder {
  status: string;
  authenticationStatus: string | null;
  transactions: MastercardTransaction[];
}

/** What an order's transaction is for: which order, amount and session. */
export interface MastercardOrderRef {
  orderId: string;
  transactionId: string;
  sessionId: string;
  /** A decimal at the currency's precision, from the engine (gatewayAmount). */
  amount: string;
  currency: string;
}

type Json = Record<string, unknown>;

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function cardOf(body: Json): MastercardCard | null {
  const card = object(object(object(body.sourceOfFunds).provided).card);
  const number = text(card.number);
  const expiry = object(card.expiry);
  const month = Number(text(expiry.month));
  const year = Number(text(expiry.year));
  if (number === null || !Number.isInteger(month) || !Number.isInteger(year)) return null;
  return {
    brand: (text(card.brand) ?? 'unknown').toLowerCase(),
    last4: number.slice(-4),
    expMonth: month,
    expYear: year < 100 ? 2000 + year : year,
  };
}

function transactionOf(body: Json): MastercardTransaction {
  const transaction = object(body.transaction);
  const response = object(body.response);
  const authentication = object(body.authentication);
  return {
    id: text(transaction.id) ?? '',
    result: text(body.result) ?? 'UNKNOWN',
    gatewayCode: text(response.gatewayCode),
    gatewayRecommendation: text(response.gatewayRecommendation),
    authenticationStatus: text(transaction.authenticationStatus),
    payerInteraction: text(authentication.payerInteraction),
    redirectHtml: text(object(authentication.redirect).html),
    type: text(transaction.type),
    card: cardOf(body),
  };
}

/**
 * Tabula's Mastercard gateway adapter: MPGS's REST API over fetch (Mastercard publishes no
 * Node SDK), basic authentication as `merchant.{id}` with the API password. With a restaurant's
 * merchant it talks to the gateway; without (the demo, the tests) to the card sandbox, which
 * answers the same subset, so both run this code. Amounts are the engine's decimals
 * (gatewayAmount). Card numbers never pass through it: the browser puts them in the session on
 * the gateway's own card form, wallets in their tokens.
 */
export class MastercardGateway {
  constructor(
    private readonly settings: MastercardSettings,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private get root(): string {
    const { apiUrl, apiVersion, merchantId } = this.settings;
    if (apiUrl === null) {
      throw new MastercardGatewayError('The Mastercard gateway is not configured', null, null);
    }
    return `${apiUrl}/api/rest/version/${String(apiVersion)}/merchant/${encodeURIComponent(merchantId)}`;
  }

  private async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: Json): Promise<Json> {
    const credentials = Buffer.from(
      `merchant.${this.settings.merchantId}:${this.settings.apiPassword}`,
    ).toString('base64');
    let response: Response;
    try {
      response = await this.fetcher(`${this.root}${path}`, {
        method,
        headers: {
          authorization: `Basic ${credentials}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new MastercardGatewayError(
        `The Mastercard gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        null,
        null,
      );
    }
    const answer = object(await response.json().catch(() => ({})));
    if (!response.ok || answer.result === 'ERROR') {
      const error = object(answer.error);
      throw new MastercardGatewayError(
        text(error.explanation) ?? `The Mastercard gateway answered ${String(response.status)}`,
        text(error.cause),
        response.status,
      );
    }
    return answer;
  }

  private transactionPath(orderId: string, transactionId: string): string {
    return `/order/${encodeURIComponent(orderId)}/transaction/${encodeURIComponent(transactionId)}`;
  }

  /** Creates a hosted session; its id goes to the browser's card form. */
  async createSession(): Promise<string> {
    const answer = await this.call('POST', '/session', {});
    const id = text(object(answer.session).id);
    if (id === null) throw new MastercardGatewayError('The gateway made no session', null, null);
    return id;
  }

  /** Puts a wallet's payment token (Google Pay, Apple Pay) in a session. */
  async putWalletToken(
    sessionId: string,
    token: string,
    wallet: 'GOOGLE_PAY' | 'APPLE_PAY',
  ): Promise<void> {
    await this.call('PUT', `/session/${encodeURIComponent(sessionId)}`, {
      order: { walletProvider: wallet },
      sourceOfFunds: {
        type: 'CARD',
        provided: { card: { devicePayment: { paymentToken: token } } },
      },
    });
  }

  /** INITIATE_AUTHENTICATION: whether 3-D Secure is available for the session's card. */
  async initiateAuthentication(ref: MastercardOrderRef): Promise<MastercardTransaction> {
    return transactionOf(
      await this.call('PUT', this.transactionPath(ref.orderId, ref.transactionId), {
        apiOperation: 'INITIATE_AUTHENTICATION',
        session: { id: ref.sessionId },
        order: { amount: ref.amount, currency: ref.currency },
        authentication: {
          acceptVersions: '3DS2',
          channel: 'PAYER_BROWSER',
          purpose: 'PAYMENT_TRANSACTION',
        },
      }),
    );
  }

  /** AUTHENTICATE_PAYER: frictionless, or a challenge whose html the browser shows. */
  async authenticatePayer(
    ref: MastercardOrderRef & { redirectResponseUrl: string; device: Json },
  ): Promise<MastercardTransaction> {
    return transactionOf(
      await this.call('PUT', this.transactionPath(ref.orderId, ref.transactionId), {
        apiOperation: 'AUTHENTICATE_PAYER',
        session: { id: ref.sessionId },
        order: { amount: ref.amount, currency: ref.currency },
        authentication: { redirectResponseUrl: ref.redirectResponseUrl },
        device: ref.device,
      }),
    );
  }

  /** PAY: charges the session's card; the same transaction id again is the same payment. */
  async pay(
    ref: MastercardOrderRef & { authenticationTransactionId: string | null; reference: string },
  ): Promise<MastercardTransaction> {
    return transactionOf(
      await this.call('PUT', this.transactionPath(ref.orderId, ref.transactionId), {
        apiOperation: 'PAY',
        session: { id: ref.sessionId },
        order: { amount: ref.amount, currency: ref.currency, reference: ref.reference },
        ...(ref.authenticationTransactionId === null
          ? {}
          : { authentication: { transactionId: ref.authenticationTransactionId } }),
        sourceOfFunds: { type: 'CARD' },
      }),
    );
  }

  /** VERIFY: whether the session's card is accepted, without charging it. */
  async verify(ref: Omit<MastercardOrderRef, 'amount'>): Promise<MastercardTransaction> {
    return transactionOf(
      await this.call('PUT', this.transactionPath(ref.orderId, ref.transactionId), {
        apiOperation: 'VERIFY',
        session: { id: ref.sessionId },
        order: { currency: ref.currency },
        sourceOfFunds: { type: 'CARD' },
      }),
    );
  }

  /** REFUND: gives back part or all of the order's payment; the same id again is the same refund. */
  async refund(ref: {
    orderId: string;
    transactionId: string;
    amount: string;
    currency: string;
  }): Promise<MastercardTransaction> {
    return transactionOf(
      await this.call('PUT', this.transactionPath(ref.orderId, ref.transactionId), {
        apiOperation: 'REFUND',
        transaction: { amount: ref.amount, currency: ref.currency },
      }),
    );
  }

  /** One transaction of an order (RETRIEVE_TRANSACTION). */
  async retrieveTransaction(
    orderId: string,
    transactionId: string,
  ): Promise<MastercardTransaction> {
    return transactionOf(await this.call('GET', this.transactionPath(orderId, transactionId)));
  }

  /** RETRIEVE_ORDER: the order and its transactions; null when the gateway has no such order. */
  async retrieveOrder(orderId: string): Promise<MastercardOrder | null> {
    let answer: Json;
    try {
      answer = await this.call('GET', `/order/${encodeURIComponent(orderId)}`);
    } catch (error) {
      if (error instanceof MastercardGatewayError && error.status === 404) return null;
      throw error;
    }
    const transactions = Array.isArray(answer.transaction) ? answer.transaction : [];
    return {
      status: text(answer.status) ?? 'UNKNOWN',
      authenticationStatus: text(answer.authenticationStatus),
      transactions: transactions.map((t) => transactionOf(object(t))),
    };
  }
}
