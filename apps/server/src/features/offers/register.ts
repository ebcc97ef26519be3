import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { posRoute } from '../../http/pos-route';
import { callerActor } from '../../http/staff-auth';
import { changeLoyalty, offersOf, saveCoupon, savePromotion } from '../../offers/offers';

/*
 * The company's offers in the back office (contract/pos-offers.ts): read from an outlet, and a
 * promotion, a coupon or the loyalty programme saved whole (owners), each answered with the
 * offers after it.
 */
export function registerOffers(server: FastifyInstance, app: AppContext): void {
  const { pos } = endpoints;

  posRoute(server, app, pos.offers, async ({ params }) => offersOf(app.db, params.id));

  posRoute(server, app, pos.savePromotion, async ({ params, body, caller }) => {
    await savePromotion(app.db, params.id, callerActor(caller), params.key, body);
    return offersOf(app.db, params.id);
  });

  posRoute(server, app, pos.saveCoupon, async ({ params, body, caller }) => {
    await saveCoupon(app.db, params.id, callerActor(caller), params.code, body);
    return offersOf(app.db, params.id);
  });

  posRoute(server, app, pos.changeLoyalty, async ({ params, body, caller }) => {
    await changeLoyalty(app.db, params.id, callerActor(caller), body.loyalty);
    return offersOf(app.db, params.id);
  });
}
