import { endpoints, type AnyEndpoint, type PosPaymentRefunds } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { orderPayments, refundView } from '../../refunds/order-payments';
import { paymentRefunds, refundPayment, type PaymentRefunds } from '../../refunds/refund-payment';
import { voidPayment } from '../../refunds/void-payment';
import { findPosOrder, posOrderOf } from './pos-orders-query';
import { posRoute } from '../../http/pos-route';
import { callerActor, type StaffCaller } from '../../http/staff-auth';
import { and, eq, sql } from 'drizzle-orm';
import { lockKeys } from '../../db/locks';
import { auditLog } from '../../db/schema';
import { recordAudit } from '../../staff/audit-log';
import { paymentPlace } from '../../staff/staff-scope';

async function view(app: AppContext, found: PaymentRefunds): Promise<PosPaymentRefunds> {
  const { order, tableNumber } = await findPosOrder(app.db, found.payment.orderId);
  return {
    order: await posOrderOf(app.db, order, tableNumber),
    payment_reference: found.payment.reference,
    paid_amount: found.paidAmount,
    refundable_amount: found.refundableAmount,
    refunds: found.refunds.map((row) => refundView(row, found.payment.reference)),
  };
}

/**
 * Staff's refunds and voids of payments (issue 19; src/refunds): an order's payments (what the
 * console refunds or voids), a payment's refunds, a refund (all that is left or part of it) and
 * the void of a payment still in progress.
 */
/**
 * Records a refund or a void in the audit log, once the provider has answered. A refund is
 * recorded once per refund key: a retry of the same refund (the same key, which the server
 * answers with the same refund) adds no second line, even when the retries arrive at once.
 */
async function auditPayment(
  input: { params: { reference: string }; caller: StaffCaller; app: AppContext },
  endpoint: AnyEndpoint,
  details: Record<string, unknown>,
  refundKey: string | null = null,
): Promise<void> {
  const { db } = input.app;
  const place = await paymentPlace(db, input.params.reference);
  if (place === null) return;
  await db.transaction(async (tx) => {
    if (refundKey !== null) {
      await lockKeys(tx, [`audit:refund:${refundKey}`]);
      const [written] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.companyId, place.companyId),
            eq(auditLog.action, endpoint.name),
            sql`${auditLog.details}->>'refund_key' = ${refundKey}`,
          ),
        )
        .limit(1);
      if (written) return;
    }
    await recordAudit(tx, {
      companyId: place.companyId,
      outletId: place.outletId,
      ...callerActor(input.caller),
      action: endpoint.name,
      subject: `payment ${input.params.reference}`,
      details,
    });
  });
}

export function registerPosRefundRoutes(server: FastifyInstance, app: AppContext): void {
  posRoute(server, app, endpoints.pos.orderPayments, ({ params, app: ctx }) =>
    orderPayments(ctx, params.id),
  );
  posRoute(server, app, endpoints.pos.paymentRefunds, async ({ params, app: ctx }) =>
    view(ctx, await paymentRefunds(ctx, params.reference)),
  );
  posRoute(server, app, endpoints.pos.refundPayment, async (input) => {
    const { params, body, staff, app: ctx } = input;
    const refunds = await refundPayment(ctx, params.reference, body, staff);
    await auditPayment(
      input,
      endpoints.pos.refundPayment,
      {
        amount: body.amount ?? 'all that was left',
        reason: body.reason ?? null,
        refund_key: body.refund_key,
      },
      body.refund_key,
    );
    return view(ctx, refunds);
  });
  posRoute(server, app, endpoints.pos.voidPayment, async (input) => {
    const { params, app: ctx } = input;
    await voidPayment(ctx, params.reference);
    await auditPayment(input, endpoints.pos.voidPayment, {});
    return view(ctx, await paymentRefunds(ctx, params.reference));
  });
}
