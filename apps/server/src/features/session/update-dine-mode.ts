import { session as sessionCalls } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { unprocessable } from '../../http/http-error';
import { updateSession } from '../../session/session-store';
import { sessionView } from '../../venue/venue';
import { sessionVenue } from '../../venue/venue-snapshots';
import { offeredDineModes } from './offered-dine-modes';

/**
 * POST /dine_modes/update_session with type (spec: A§7 Session and discounts; A§2 Dine mode
 * selector): stores the diner's Eat In / Take Out choice on the session and answers the session.
 * A mode the outlet does not offer is refused with 422 (A§8 "Invalid service type").
 */
export function registerUpdateDineMode(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, sessionCalls.updateDineMode, 'session', async ({ session, body }) => {
    const venue = await sessionVenue(app, session);
    if (!offeredDineModes(venue.outlet.service_type).includes(body.type)) {
      throw unprocessable('This outlet does not offer that service type', 'invalid_service_type', {
        offered: offeredDineModes(venue.outlet.service_type),
      });
    }
    await updateSession(app.db, session.id, { dineMode: body.type });
    return { session: sessionView({ ...session, dineMode: body.type }, venue) };
  });
}
