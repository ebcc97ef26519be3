/** A message to a diner: a one-time code by SMS, an invoice by e-mail. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A phone number with its dialing code (+6591234567) or an e-mail address. */
  to: string;
  subject?: string;
  /** The text: the SMS itself, or an e-mail's plain-text part. */
  body: string;
  /** An e-mail's HTML part, beside the plain text. */
  html?: string;
  /** The language the message is written in (`en`, `ar`, `zh`, `ms`). */
  language?: string;
  attachment?: { fileName: string; contentType: string; content: Buffer };
}

/**
 * How messages leave the server: e-mail through SMTP when SMTP_URL is set
 * (delivery/smtp-delivery.ts), else, as SMS today, into the outbox, which keeps every message in
 * the database for the dev page (/dev/outbox) and logs who it went to
 * (features/outbox/delivery.ts). A send the carrier refuses throws DeliveryFailed.
 */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}
