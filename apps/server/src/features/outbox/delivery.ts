import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

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
 * carrier or a mail service in behind this interface.
 */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
}

/** The outbox delivery: stores the message, then tells `onSent` (the log). */
export function outboxDelivery(
  db: Database,
  onSent: (message: OutgoingMessage) => void = () => undefined,
): Delivery {
  return {
    async send(message) {
      await db.insert(outbox).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        attachmentName: message.attachment?.fileName ?? null,
        attachmentBase64: message.attachment?.content.toString('base64') ?? null,
      });
      onSent(message);
    },
  };
}

/** The newest messages first. */
export async function latestMessages(db: Database, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
