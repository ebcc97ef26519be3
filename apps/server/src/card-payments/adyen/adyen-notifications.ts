import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { providerEvents } from '../../db/schema';
import { findPaymentByReference } from '../../payments/payment-store';
import { firstDelivery } from '../provider-events';
import { settleAdyenOutcome, type AdyenSettleResult } from './adyen-settle';
import { cardProvider } from '../card-provider';

/** One NotificationRequestItem of Adyen's standard notification, as far as Tabula reads it. */
export const adyenNotificationItemSchema = z.object({
  pspReference: z.string().min(1).max(64),
  originalReference: z.string().max(64).optional(),
  merchantAccountCode: z.string().min(1).max(80),
  merchantReference: z.string().max(200),
  amount: z.object({ value: z.number().int(), currency: z.string().length(3) }),
  eventCode: z.string().min(1).max(60),
  eventDate: z.string().max(40).optional(),
  success: z.enum(['true', 'false']),
  reason: z.string().max(500).optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});

/** Adyen's standard notification: a batch of items. */
export const adyenNotificationSchema = z.object({
  live: z.string().optional(),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: adyenNotificationItemSchema }))
    .min(1)
    .max(100),
});

export type AdyenNotificationItem = z.infer<typeof adyenNotificationItemSchema>;

/** What a notification item did, for the log and the tests. */
export type AdyenNotificationResult =
  AdyenSettleResult | 'duplicate' | 'ignored' | 'unknown_payment' | 'other_merchant_account';

/**
 * Acts on one verified notification item, once per pspReference and eventCode (Adyen sends each
 * until it is accepted, so twice is normal, and in any order): AUTHORISATION with success true
 * settles the payment its merchantReference names paid (or refunds it, when Tabula had ended it),
 * with success false declined; other events change nothing. If acting fails (Adyen could not be
 * reached for a refund) the item is forgotten again, so Adyen's retry acts on it.
 */
export async function handleAdyenNotification(
  app: AppContext,
  item: AdyenNotificationItem,
): Promise<AdyenNotificationResult> {
  if (item.merchantAccountCode !== cardProvider(app, 'adyen').merchantAccount) {
    return 'other_merchant_account';
  }
  const eventId = `${item.pspReference}:${item.eventCode}`;
  if (!(await firstDelivery(app, { provider: 'adyen', id: eventId, type: item.eventCode }))) {
    return 'duplicate';
  }
  if (item.eventCode !== 'AUTHORISATION') return 'ignored';
  const payment = await findPaymentByReference(app.db, item.merchantReference);
  if (payment?.provider !== 'adyen') return 'unknown_payment';
  try {
    return await settleAdyenOutcome(
      app,
      payment.reference,
      item.success === 'true' ? 'paid' : 'declined',
      item.pspReference,
    );
  } catch (error) {
    await app.db
      .delete(providerEvents)
      .where(and(eq(providerEvents.provider, 'adyen'), eq(providerEvents.eventId, eventId)));
    throw error;
  }
}
