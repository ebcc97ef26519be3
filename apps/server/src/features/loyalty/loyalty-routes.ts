import { loyalty as loyaltyContract, type Loyalty } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import {
  sessionState,
  updateSession,
  type SessionRecord,
  type SessionState,
} from '../../session/session-store';
import { findOwnedOrder, type OrderRecord } from '../../orders/order-view';
import { requireRegistered } from '../../users/current-user';
import { normaliseEmail } from '../../users/identity';
import { isUniqueViolation } from '../../users/unique-violation';
import { userAnswer } from '../../users/user-mapper';
import { type Venue } from '../../venue/venue';
import { sessionVenue } from '../../venue/venue-snapshots';
import { joinLoyaltyProgramme } from '../../loyalty/join-loyalty';
import { programmeOf, requireLoyaltyOn, requireMember } from '../../loyalty/loyalty-access';
import { loyaltyFor } from '../../loyalty/loyalty-view';
import { isPositive } from '../../loyalty/points';
import { checkRedemption, orderTotalBeforeLoyalty } from './redemption-check';

const SIGN_UP_FAILED = 'loyalty_sign_up_failed';

/** The loyalty answer for a session whose state is `state`. */
async function loyaltyAnswer(
  app: AppContext,
  venue: Venue,
  session: SessionRecord,
  state: SessionState = sessionState(session),
): Promise<{ loyalty: Loyalty }> {
  const loyalty = await loyaltyFor(app.db, venue, { ...session, state });
  if (!loyalty)
    throw notFound('You have not joined the loyalty programme yet', 'loyalty_not_joined');
  return { loyalty };
}

/** The session state without a loyalty redemption. */
function withoutRedemption(state: SessionState): SessionState {
  const copy = { ...state };
  delete copy.redeemed_points;
  return copy;
}

/** The diner's own order named by a loyalty call, or 404 (never someone else's). */
async function ownedOrder(app: AppContext, session: SessionRecord, orderId: number | undefined) {
  if (orderId === undefined) return null;
  const order = await findOwnedOrder(app.db, session, { id: orderId });
  if (!order) throw notFound('Order not found', 'not_found');
  return order;
}

/** Loyalty is redeemed by one diner on their own order (A§5 widget: not a group order). */
function assertRedeemableOrder(order: OrderRecord | null): void {
  if (!order) return;
  if (order.isGroupOrder) {
    throw unprocessable('Loyalty cannot be redeemed on a group order', 'loyalty_unavailable');
  }
  if (order.paymentStatus === 'paid') {
    throw unprocessable('This order is already paid', 'order_already_paid');
  }
}

/**
 * The loyalty calls (spec: A§4 Loyalty availability, A§5 Loyalty redemption, A§6, A§7; B§5,
 * B§6, B§7): the balance, the fetch for the running checkout, the redemption and its removal,
 * and joining. Only a signed-in registered diner: a guest has no loyalty.
 */
export function registerLoyaltyRoutes(server: FastifyInstance, app: AppContext): void {
  // spec: A§7 GET /users/loyalty_points: the balance (also on the profile, whatever the mode).
  contractRoute(server, app, loyaltyContract.points, 'session', async ({ session }) => {
    const venue = await sessionVenue(app, session);
    await requireMember(app.db, session);
    if (!programmeOf(venue))
      throw notFound('This restaurant has no loyalty programme', 'loyalty_unavailable');
    return loyaltyAnswer(app, venue, session);
  });

  // spec: A§4 (fetched when it becomes enabled for a signed-in non-guest user), B§7 fetch.
  contractRoute(server, app, loyaltyContract.fetch, 'session', async ({ query, session }) => {
    const venue = await sessionVenue(app, session);
    await requireMember(app.db, session);
    requireLoyaltyOn(venue, session, 'loyalty_fetch_failed');
    await ownedOrder(app, session, query.order_id);
    return loyaltyAnswer(app, venue, session);
  });

  // spec: A§5 Loyalty redemption: the checks in order; any error removes the redemption.
  contractRoute(server, app, loyaltyContract.redeem, 'session', async ({ body, session }) => {
    const venue = await sessionVenue(app, session);
    const member = await requireMember(app.db, session);
    const programme = requireLoyaltyOn(venue, session);
    const order = await ownedOrder(app, session, body.order_id);
    assertRedeemableOrder(order);
    const precision = venue.company.decimal_precision;
    const rest = withoutRedemption(sessionState(session));
    let points: string;
    try {
      points = checkRedemption({
        points: body.points,
        balance: member.points,
        programme,
        orderLimit: order ? orderTotalBeforeLoyalty(order, precision) : null,
        precision,
      });
    } catch (error) {
      await updateSession(app.db, session.id, { state: rest });
      throw error;
    }
    // our choice: redeeming 0 points is the same as removing the redemption.
    const state: SessionState = isPositive(points) ? { ...rest, redeemed_points: points } : rest;
    await updateSession(app.db, session.id, { state });
    return loyaltyAnswer(app, venue, session, state);
  });

  // spec: A§7, B§7 loyalty remove.
  contractRoute(server, app, loyaltyContract.remove, 'session', async ({ body, session }) => {
    const venue = await sessionVenue(app, session);
    await requireMember(app.db, session);
    await ownedOrder(app, session, body.order_id);
    const state = withoutRedemption(sessionState(session));
    await updateSession(app.db, session.id, { state });
    return loyaltyAnswer(app, venue, session, state);
  });

  // spec: A§7 POST /users/loyalty_points/join_loyalty (name, email); A§5 loyalty sign-up needs a
  // name and a valid e-mail; A§6 registered non-guests only; A§8 row 10 its failure.
  contractRoute(server, app, loyaltyContract.join, 'session', async ({ body, session }) => {
    const venue = await sessionVenue(app, session);
    const user = await requireRegistered(app.db, session);
    requireLoyaltyOn(venue, session, SIGN_UP_FAILED);
    const updated = await app.db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            name: body.user.name,
            email: normaliseEmail(body.user.email),
            updatedAt: app.now(),
          })
          .where(eq(users.id, user.id))
          .returning();
        if (!row) throw new Error(`user ${String(user.id)} vanished`);
        await joinLoyaltyProgramme(tx, user.id, venue.company.decimal_precision);
        return row;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? conflict('This e-mail address is already used by another account', SIGN_UP_FAILED)
          : error;
      });
    return userAnswer(app.db, updated);
  });
}
