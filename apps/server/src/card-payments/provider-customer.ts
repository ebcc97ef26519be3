import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { providerCustomers } from '../db/schema';
import type { UserRecord } from '../users/identity';
import { cardProvider } from './card-provider';

/**
 * The registered diner's customer at Stripe, made on first use (a saved card lives under it).
 * Two first uses at once make one row: the second insert loses and reads the winner's.
 */
export async function stripeCustomerOf(app: AppContext, user: UserRecord): Promise<string> {
  const where = and(
    eq(providerCustomers.userId, user.id),
    eq(providerCustomers.provider, 'stripe'),
  );
  const [known] = await app.db.select().from(providerCustomers).where(where);
  if (known) return known.customerId;
  const customerId = await cardProvider(app, 'stripe').createCustomer({
    userId: user.id,
    name: user.name,
  });
  await app.db
    .insert(providerCustomers)
    .values({ userId: user.id, provider: 'stripe', customerId })
    .onConflictDoNothing();
  const [stored] = await app.db.select().from(providerCustomers).where(where);
  return stored?.customerId ?? customerId;
}
