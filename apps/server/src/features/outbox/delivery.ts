import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Delivery, OutgoingMessage } from '../../ports/delivery';

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
