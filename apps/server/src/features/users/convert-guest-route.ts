import { users as usersContract } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { orders, users } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import { joinLoyaltyProgramme } from '../../loyalty/join-loyalty';
import { formatPoints } from '../../loyalty/points';
import { settleOrderLoyalty } from '../../loyalty/settle-order-loyalty';
import { sessionVenue } from '../../venue/venue-snapshots';
import { findRegisteredUser, normaliseDialingCode } from '../../users/identity';
import { requireSignedIn } from '../../users/current-user';
import { isUniqueViolation } from '../../users/unique-violation';

const SIGN_UP_FAILED = 'loyalty_sign_up_failed';

/**
 * The guest's loyalty sign-up after paying (spec: A§7 POST /api/v1/users/convert_guest; B§5
 * guest loyalty sign-up; B§6 a guest sees the loyalty join form after paying; B§7). The guest
 * becomes a registered diner with the mobile number, joins the loyalty programme, and is
 * credited the points the named order earned (the order must be theirs). The answer's
 * last_earned_loyalty is those points; an order not paid yet earns when it is paid.
 */
export function registerConvertGuestRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, usersContract.convertGuest, 'session', async ({ body, session }) => {
    const user = await requireSignedIn(app.db, session);
    if (body.user_id !== user.id) throw notFound('User not found', 'not_found');
    if (!user.isGuest) {
      throw unprocessable('You are already registered', SIGN_UP_FAILED);
    }
    const venue = await sessionVenue(app, session);
    if (body.location_id !== venue.locationId) {
      throw unprocessable('This location does not match the one you ordered at', SIGN_UP_FAILED);
    }
    if (!venue.loyaltyProgramme) {
      throw unprocessable('This restaurant has no loyalty programme', SIGN_UP_FAILED);
    }
    const [order] = await app.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, body.order_id),
          eq(orders.userId, user.id),
          eq(orders.companyId, session.companyId),
        ),
      );
    if (!order) throw notFound('Order not found', 'not_found');
    const identity = { phone_number: body.phone_number, dialing_code: body.dialing_code };
    if (await findRegisteredUser(app.db, session.companyId, identity)) throw numberTaken();

    const precision = venue.company.decimal_precision;
    await app.db
      .transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            isGuest: false,
            phoneNumber: body.phone_number,
            dialingCode: normaliseDialingCode(body.dialing_code),
            updatedAt: app.now(),
          })
          .where(eq(users.id, user.id));
        await joinLoyaltyProgramme(tx, user.id, precision);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? numberTaken() : error;
      });
    const earned =
      order.paymentStatus === 'paid'
        ? (await settleOrderLoyalty(app.db, order)).earned
        : formatPoints('0', precision);
    return { data: { loyalty_result: { last_earned_loyalty: earned } } };
  });
}

function numberTaken() {
  return conflict(
    'An account with this mobile number already exists. Please sign in to collect your points',
    SIGN_UP_FAILED,
  );
}
