import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { orders } from '../db/schema';
import { currentVenue } from '../venue/venue-snapshots';
import type { PaymentRecord } from './payment-store';

/**
 * The decimal precision of the company a payment's order belongs to (its outlet's venue
 * snapshot), for the amounts a provider or a refund is given; null when the order is gone.
 */
export async function paymentPrecision(
  app: AppContext,
  payment: PaymentRecord,
): Promise<number | null> {
  const [order] = await app.db
    .select({ outletId: orders.outletId })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (!order) return null;
  return (await currentVenue(app, app.db, { outletId: order.outletId })).company.decimal_precision;
}
