import { formatMoney } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { orders } from '../../db/schema';
import type { PaymentGatewayPort } from '../../payments/gateway-port';
import type { PaymentRecord } from '../../payments/payment-store';
import { loadVenue } from '../../venue/venue';
import type { SandboxCheckout } from './sandbox-page';

/**
 * The provider payment behind a sandbox reference and what its hosted page shows: the company's
 * name, the amount formatted by the engine, the payment type's title. Null for an unknown
 * reference and for cash, which no provider settles (the POS records it).
 */
export async function loadSandboxCheckout(
  app: AppContext,
  payments: PaymentGatewayPort,
  reference: string,
): Promise<{ payment: PaymentRecord; checkout: SandboxCheckout } | null> {
  const payment = await payments.findPayment(reference);
  if (!payment || payment.provider === 'cash') return null;
  const [order] = await app.db
    .select({ outletId: orders.outletId })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (!order) return null;
  const venue = await loadVenue(app.db, { outletId: order.outletId });
  const type = venue.paymentTypes.find((t) => t.payment_type === payment.provider);
  return {
    payment,
    checkout: {
      reference: payment.reference,
      merchant: venue.company.name,
      amountText: formatMoney(payment.amount, {
        currency: payment.currency,
        precision: venue.company.decimal_precision,
        locale: 'en',
        display: 'code',
      }),
      providerTitle: type?.title ?? payment.provider,
    },
  };
}
