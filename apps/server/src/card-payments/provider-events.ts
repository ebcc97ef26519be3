import type { AppContext } from '../app-context';
import { providerEvents } from '../db/schema';

/**
 * Records a provider's notification by its event id; false when it was recorded before, so a
 * notification sent twice (providers retry until answered) is acted on once.
 */
export async function firstDelivery(
  app: AppContext,
  event: { provider: string; id: string; type: string },
): Promise<boolean> {
  const inserted = await app.db
    .insert(providerEvents)
    .values({
      provider: event.provider,
      eventId: event.id,
      type: event.type,
      receivedAt: app.now(),
    })
    .onConflictDoNothing()
    .returning({ id: providerEvents.eventId });
  return inserted.length === 1;
}
