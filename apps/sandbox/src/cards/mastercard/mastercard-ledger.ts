import { randomBytes } from 'node:crypto';
import { toMinorUnits } from '@tabula/engine';
import { currencyPrecision } from '../sandbox-page';
import { cardBehaviour, cardBrand, cardDigits, passesLuhn, type CardBrand } from '../test-cards';

/** A refusal of the sandbox's gateway, answered as MPGS answers errors. */
export class MastercardRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errorCause: 'INVALID_REQUEST' | 'REQUEST_REJECTED' | 'SERVER_BUSY',
    readonly explanation: string,
    readonly field: string | null = null,
  ) {
    super(explanation);
  }
}

/** A card the sandbox holds for a session: on the gateway's side only. */
interface HeldCard {
  number: string;
  brand: CardBrand;
  expiry: { month: number; year: number };
  /** A wallet's token: the wallet that made it. */
  wallet: 'GOOGLE_PAY' | 'APPLE_PAY' | null;
}

/** A hosted session (MPGS `session`): what a browser or a wallet put in it. */
export interface SandboxSession {
  id: string;
  card: HeldCard | null;
  createdAt: Date;
}

/** One transaction of an order, as RETRIEVE_ORDER lists it. */
export interface SandboxTransaction {
  id: string;
  type: 'AUTHENTICATION' | 'PAYMENT' | 'VERIFICATION' | 'REFUND';
  result: 'SUCCESS' | 'FAILURE' | 'PENDING';
  gatewayCode: string;
  /** For an authentication: where it stands. */
  authenticationStatus: string | null;
  payerInteraction: 'REQUIRED' | 'NOT_REQUIRED' | null;
  redirectResponseUrl: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
  sessionId: string;
  card: { brand: CardBrand; masked: string; expiry: { month: number; year: number } } | null;
  at: Date;
}

/** An order (MPGS `order`), named by the merchant. */
export interface SandboxOrder {
  id: string;
  currency: string;
  /** Minor units of the last amount asked for. */
  amount: number;
  transactions: Map<string, SandboxTransaction>;
}

/**
 * A Google Pay token as the sandbox's Google Pay gives one (B§9: gateway mpgs): the wallet's
 * envelope with the card inside. Only the sandbox opens it; Tabula passes it on unread.
 */
export function sandboxWalletToken(card: {
  number: string;
  expMonth?: number;
  expYear?: number;
}): string {
  const inner = Buffer.from(
    JSON.stringify({
      pan: cardDigits(card.number),
      expirationMonth: card.expMonth ?? 12,
      expirationYear: card.expYear ?? 2034,
    }),
  ).toString('base64');
  return JSON.stringify({
    protocolVersion: 'ECv2',
    signature: 'sandbox',
    signedMessage: JSON.stringify({ encryptedMessage: inner }),
  });
}

function openWalletToken(token: string): { number: string; month: number; year: number } | null {
  try {
    const envelope = JSON.parse(token) as { signedMessage?: unknown };
    if (typeof envelope.signedMessage !== 'string') return null;
    const signed = JSON.parse(envelope.signedMessage) as { encryptedMessage?: unknown };
    if (typeof signed.encryptedMessage !== 'string') return null;
    const inner = JSON.parse(Buffer.from(signed.encryptedMessage, 'base64').toString('utf8')) as {
      pan?: unknown;
      expirationMonth?: unknown;
      expirationYear?: unknown;
    };
    if (
      typeof inner.pan !== 'string' ||
      typeof inner.expirationMonth !== 'number' ||
      typeof inner.expirationYear !== 'number'
    )
      return null;
    return { number: inner.pan, month: inner.expirationMonth, year: inner.expirationYear };
  } catch {
    return null;
  }
}

const masked = (number: string) => `${number.slice(0, 6)}xxxxxx${number.slice(-4)}`;

/**
 * The sandbox's Mastercard gateway (MPGS): hosted sessions, 3-D Secure, payments and orders, in
 * memory. It answers the subset of MPGS's REST API the adapter calls, with MPGS's shapes, and
 * decides with the shared test cards (test-cards.ts): a challenge card asks the payer on the
 * sandbox's challenge page, a decline card is declined when paid or verified.
 */
/** The card a session holds: its digits, brand and expiry, and the wallet that gave it. */
function sessionCard(
  card: { number: string; month: number; year: number },
  wallet: HeldCard['wallet'],
): HeldCard {
  const digits = cardDigits(card.number);
  return {
    number: digits,
    brand: cardBrand(digits),
    expiry: { month: card.month, year: card.year },
    wallet,
  };
}

export class MastercardLedger {
  readonly sessions = new Map<string, SandboxSession>();
  readonly orders = new Map<string, SandboxOrder>();

  constructor(
    private readonly now: () => Date,
    /** The sandbox page where the payer answers the 3-D Secure challenge of a transaction. */
    private readonly challengeUrl: (orderId: string, transactionId: string) => string,
  ) {}

  createSession(): SandboxSession {
    const session: SandboxSession = {
      id: `SESSION000${randomBytes(12).toString('hex').toUpperCase()}`,
      card: null,
      createdAt: this.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  session(id: string): SandboxSession {
    const session = this.sessions.get(id);
    if (!session) {
      throw new MastercardRefusal(400, 'INVALID_REQUEST', 'Session not found', 'session.id');
    }
    return session;
  }

  /** The Hosted Session's fields put the card typed on the sandbox's origin in the session. */
  putCard(sessionId: string, card: { number: string; month: number; year: number }) {
    const session = this.session(sessionId);
    if (!passesLuhn(card.number)) {
      throw new MastercardRefusal(
        400,
        'INVALID_REQUEST',
        'Invalid card number',
        'sourceOfFunds.provided.card.number',
      );
    }
    if (card.month < 1 || card.month > 12) {
      throw new MastercardRefusal(
        400,
        'INVALID_REQUEST',
        'Invalid expiry month',
        'sourceOfFunds.provided.card.expiry.month',
      );
    }
    session.card = sessionCard(card, null);
    return session;
  }

  /** A wallet's payment token put in the session (Update Session with devicePayment). */
  putWalletToken(sessionId: string, token: string, wallet: 'GOOGLE_PAY' | 'APPLE_PAY') {
    const session = this.session(sessionId);
    const card = openWalletToken(token);
    if (card === null || !passesLuhn(card.number)) {
      throw new MastercardRefusal(
        400,
        'INVALID_REQUEST',
        'Value is not a valid payment token',
        'sourceOfFunds.provided.card.devicePayment.paymentToken',
      );
    }
    session.card = sessionCard(card, wallet);
    return session;
  }

  order(id: string): SandboxOrder {
    const order = this.orders.get(id);
    if (!order) {
      throw new MastercardRefusal(404, 'INVALID_REQUEST', 'Order not found', 'order.id');
    }
    return order;
  }

  transaction(orderId: string, transactionId: string): SandboxTransaction {
    const transaction = this.order(orderId).transactions.get(transactionId);
    if (!transaction) {
      throw new MastercardRefusal(
        404,
        'INVALID_REQUEST',
        'Transaction not found',
        'transaction.id',
      );
    }
    return transaction;
  }

  private orderFor(id: string, amount: string | null, currency: string): SandboxOrder {
    const minor = amount === null ? 0 : toMinorUnits(amount, currencyPrecision(currency));
    const order = this.orders.get(id) ?? {
      id,
      currency: currency.toUpperCase(),
      amount: minor,
      transactions: new Map(),
    };
    if (amount !== null) order.amount = minor;
    this.orders.set(id, order);
    return order;
  }

  private cardOf(sessionId: string): HeldCard {
    const card = this.session(sessionId).card;
    if (card === null) {
      throw new MastercardRefusal(
        400,
        'INVALID_REQUEST',
        'Session does not contain a card',
        'session.id',
      );
    }
    return card;
  }

  private record(
    order: SandboxOrder,
    id: string,
    fields: Omit<SandboxTransaction, 'id' | 'amount' | 'currency' | 'at' | 'card'> & {
      card: HeldCard;
    },
  ): SandboxTransaction {
    const transaction: SandboxTransaction = {
      ...fields,
      id,
      amount: order.amount,
      currency: order.currency,
      card: {
        brand: fields.card.brand,
        masked: masked(fields.card.number),
        expiry: fields.card.expiry,
      },
      at: this.now(),
    };
    order.transactions.set(id, transaction);
    return transaction;
  }

  /** A transaction id used again for another operation is refused, as MPGS refuses it. */
  private existing(order: SandboxOrder, id: string, type: SandboxTransaction['type']) {
    const found = order.transactions.get(id);
    if (found && found.type !== type) {
      throw new MastercardRefusal(
        400,
        'INVALID_REQUEST',
        `Transaction ${id} already exists as ${found.type}`,
        'transaction.id',
      );
    }
    return found ?? null;
  }

  /** INITIATE_AUTHENTICATION: whether the card can be authenticated (3-D Secure 2). */
  initiateAuthentication(input: {
    orderId: string;
    transactionId: string;
    sessionId: string;
    amount: string;
    currency: string;
  }): SandboxTransaction {
    const order = this.orderFor(input.orderId, input.amount, input.currency);
    const card = this.cardOf(input.sessionId);
    const found = this.existing(order, input.transactionId, 'AUTHENTICATION');
    if (found && found.authenticationStatus !== 'AUTHENTICATION_AVAILABLE') return found;
    // Amex and unknown brands are not enrolled in the sandbox's directory servers.
    const available = card.brand !== 'amex' && card.brand !== 'unknown';
    return this.record(order, input.transactionId, {
      type: 'AUTHENTICATION',
      result: 'SUCCESS',
      gatewayCode: 'APPROVED',
      authenticationStatus: available ? 'AUTHENTICATION_AVAILABLE' : 'AUTHENTICATION_UNAVAILABLE',
      payerInteraction: null,
      redirectResponseUrl: null,
      sessionId: input.sessionId,
      card,
    });
  }

  /**
   * AUTHENTICATE_PAYER: frictionless for most cards; a challenge card waits for the payer on the
   * challenge page, then the browser goes to redirectResponseUrl.
   */
  authenticatePayer(input: {
    orderId: string;
    transactionId: string;
    sessionId: string;
    amount: string;
    currency: string;
    redirectResponseUrl: string;
  }): SandboxTransaction {
    const order = this.orderFor(input.orderId, input.amount, input.currency);
    const initiated = this.existing(order, input.transactionId, 'AUTHENTICATION');
    if (initiated?.authenticationStatus !== 'AUTHENTICATION_AVAILABLE') {
      if (initiated && initiated.payerInteraction !== null) return initiated;
      throw new MastercardRefusal(
        400,
        'REQUEST_REJECTED',
        'Authentication was not initiated for this transaction',
        'transaction.id',
      );
    }
    const card = this.cardOf(input.sessionId);
    const challenge = cardBehaviour(card.number).kind === 'challenge';
    return this.record(order, input.transactionId, {
      type: 'AUTHENTICATION',
      result: challenge ? 'PENDING' : 'SUCCESS',
      gatewayCode: challenge ? 'PENDING' : 'APPROVED',
      authenticationStatus: challenge ? 'AUTHENTICATION_PENDING' : 'AUTHENTICATION_SUCCESSFUL',
      payerInteraction: challenge ? 'REQUIRED' : 'NOT_REQUIRED',
      redirectResponseUrl: input.redirectResponseUrl,
      sessionId: input.sessionId,
      card,
    });
  }

  /** The challenge html MPGS answers: a form that opens the challenge page in the app's frame. */
  challengeHtml(transaction: SandboxTransaction, orderId: string): string | null {
    if (transaction.authenticationStatus !== 'AUTHENTICATION_PENDING') return null;
    const action = this.challengeUrl(orderId, transaction.id);
    return `<div id="threedsChallengeRedirect" style="height:100%"><form id="threedsChallengeRedirectForm" method="POST" action="${action}" target="challengeFrame"><input type="hidden" name="creq" value="${orderId}:${transaction.id}" /></form><iframe id="challengeFrame" name="challengeFrame" width="100%" height="100%"></iframe><script id="authenticate-payer-script">document.getElementById('threedsChallengeRedirectForm').submit();</script></div>`;
  }

  /** The payer's answer on the challenge page. */
  answerChallenge(orderId: string, transactionId: string, approve: boolean): SandboxTransaction {
    const transaction = this.transaction(orderId, transactionId);
    if (transaction.authenticationStatus !== 'AUTHENTICATION_PENDING') {
      throw new MastercardRefusal(
        400,
        'REQUEST_REJECTED',
        'This authentication is not waiting for the payer',
        'transaction.id',
      );
    }
    transaction.authenticationStatus = approve
      ? 'AUTHENTICATION_SUCCESSFUL'
      : 'AUTHENTICATION_FAILED';
    transaction.result = approve ? 'SUCCESS' : 'FAILURE';
    transaction.gatewayCode = approve ? 'APPROVED' : 'DECLINED';
    return transaction;
  }

  /**
   * PAY: the card of the session is charged once per transaction id (the same id again answers
   * the same transaction). A card that needs 3-D Secure is refused without a successful
   * authentication transaction; a decline card is declined.
   */
  pay(input: {
    orderId: string;
    transactionId: string;
    sessionId: string;
    amount: string;
    currency: string;
    authenticationTransactionId: string | null;
  }): SandboxTransaction {
    const order = this.orderFor(input.orderId, input.amount, input.currency);
    const found = this.existing(order, input.transactionId, 'PAYMENT');
    if (found) return found;
    const card = this.cardOf(input.sessionId);
    const behaviour = cardBehaviour(card.number);
    let gatewayCode = 'APPROVED';
    if (behaviour.kind === 'decline') gatewayCode = declineCode(behaviour.code);
    // An Apple Pay token carries its 3-D Secure cryptogram: no separate authentication.
    if (behaviour.kind === 'challenge' && card.wallet !== 'APPLE_PAY') {
      const authentication =
        input.authenticationTransactionId === null
          ? undefined
          : order.transactions.get(input.authenticationTransactionId);
      if (authentication?.authenticationStatus !== 'AUTHENTICATION_SUCCESSFUL') {
        gatewayCode = 'DECLINED';
      }
    }
    const paid = this.payments(order).some((t) => t.result === 'SUCCESS');
    if (paid) {
      throw new MastercardRefusal(
        400,
        'REQUEST_REJECTED',
        'The order has already been paid',
        'order.id',
      );
    }
    return this.record(order, input.transactionId, {
      type: 'PAYMENT',
      result: gatewayCode === 'APPROVED' ? 'SUCCESS' : 'FAILURE',
      gatewayCode,
      authenticationStatus: null,
      payerInteraction: null,
      redirectResponseUrl: null,
      sessionId: input.sessionId,
      card,
    });
  }

  /** VERIFY: whether the card would be accepted, without charging it. */
  verify(input: {
    orderId: string;
    transactionId: string;
    sessionId: string;
    currency: string;
  }): SandboxTransaction {
    const order = this.orderFor(input.orderId, null, input.currency);
    const found = this.existing(order, input.transactionId, 'VERIFICATION');
    if (found) return found;
    const card = this.cardOf(input.sessionId);
    const behaviour = cardBehaviour(card.number);
    const gatewayCode = behaviour.kind === 'decline' ? declineCode(behaviour.code) : 'APPROVED';
    return this.record(order, input.transactionId, {
      type: 'VERIFICATION',
      result: gatewayCode === 'APPROVED' ? 'SUCCESS' : 'FAILURE',
      gatewayCode,
      authenticationStatus: null,
      payerInteraction: null,
      redirectResponseUrl: null,
      sessionId: input.sessionId,
      card,
    });
  }

  /**
   * REFUND: gives back part or all of what the order's payment took, never more (the same
   * transaction id again answers the same refund).
   */
  refund(input: {
    orderId: string;
    transactionId: string;
    amount: string;
    currency: string;
  }): SandboxTransaction {
    const order = this.order(input.orderId);
    const found = this.existing(order, input.transactionId, 'REFUND');
    if (found) return found;
    const paid = this.payments(order).find((t) => t.result === 'SUCCESS');
    if (!paid?.card) {
      throw new MastercardRefusal(400, 'REQUEST_REJECTED', 'The order has no payment to refund');
    }
    const minor = toMinorUnits(input.amount, currencyPrecision(input.currency));
    const refunded = [...order.transactions.values()]
      .filter((t) => t.type === 'REFUND' && t.result === 'SUCCESS')
      .reduce((sum, t) => sum + t.amount, 0);
    if (minor <= 0 || refunded + minor > paid.amount) {
      throw new MastercardRefusal(
        400,
        'REQUEST_REJECTED',
        'Requested refund exceeds the amount available to refund',
        'transaction.amount',
      );
    }
    const transaction: SandboxTransaction = {
      ...paid,
      id: input.transactionId,
      type: 'REFUND',
      result: 'SUCCESS',
      gatewayCode: 'APPROVED',
      amount: minor,
      at: this.now(),
    };
    order.transactions.set(input.transactionId, transaction);
    return transaction;
  }

  payments(order: SandboxOrder): SandboxTransaction[] {
    return [...order.transactions.values()].filter((t) => t.type === 'PAYMENT');
  }
}

/** MPGS's gateway codes for the test cards' declines. */
function declineCode(code: string): string {
  if (code === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
  if (code === 'expired_card') return 'EXPIRED_CARD';
  return 'DECLINED';
}
