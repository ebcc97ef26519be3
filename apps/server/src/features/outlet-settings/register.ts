import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { posRoute } from '../../http/pos-route';
import { callerActor } from '../../http/staff-auth';
import {
  changeOutletSettings,
  changeTips,
  outletSettingsOf,
} from '../../outlet-settings/outlet-settings';

/*
 * An outlet's settings in the back office (contract/pos-settings.ts): read, changed, and the
 * company's tips set (owners), each answered with the settings after it.
 */
export function registerOutletSettings(server: FastifyInstance, app: AppContext): void {
  const { pos } = endpoints;

  posRoute(server, app, pos.outletSettings, async ({ params }) =>
    outletSettingsOf(app.db, params.id),
  );

  posRoute(server, app, pos.changeOutletSettings, async ({ params, body, caller }) => {
    await changeOutletSettings(app.db, params.id, callerActor(caller), body);
    return outletSettingsOf(app.db, params.id);
  });

  posRoute(server, app, pos.changeTips, async ({ params, body, caller }) => {
    await changeTips(app.db, params.id, callerActor(caller), body.tips);
    return outletSettingsOf(app.db, params.id);
  });
}
