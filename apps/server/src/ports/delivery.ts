/** A message to a diner: a one-time code by SMS, an invoice by e-mail. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A phone number with its dialing code (+6591234567) or an e-mail address. */
  to: string;
  subject?: string;
  body: string;
  attachment?: { fileName: string; contentType: string; content: Buffer };
}

/**
 * How messages leave the server. The product ships the outbox delivery, which keeps every
 * message in the database for the dev page (/dev/outbox) and logs it; a deployment plugs an SMS
 * carrier or a mail service in behind this interface
 * (features/outbox/delivery.ts is the product's).
 */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}
