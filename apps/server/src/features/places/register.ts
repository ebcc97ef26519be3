import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { posRoute } from '../../http/pos-route';
import { callerActor, type StaffCaller } from '../../http/staff-auth';
import { recordAudit } from '../../staff/audit-log';
import { addCounter, changeCounter, retireCounter } from '../../places/counter-changes';
import { counterView, openCounterCode, openTableView, placesOf } from '../../places/place-views';
import { addTable, changeTable, retireTable } from '../../places/table-changes';

/*
 * The tables and counters of the back office (contract/pos-venue-tables.ts): an outlet's places
 * with their codes, and each added, changed or retired, in one transaction.
 */
export function registerPlaces(server: FastifyInstance, app: AppContext): void {
  const { pos } = endpoints;
  const publicUrl = () => app.config.publicUrl;

  posRoute(server, app, pos.places, async ({ params }) => placesOf(app.db, params.id, publicUrl()));

  /** Records the change in the audit log, in its transaction. */
  const audit = (
    tx: Queryable,
    caller: StaffCaller,
    action: { name: string },
    outletId: number,
    subject: string,
    details: Record<string, unknown>,
  ) =>
    recordAudit(tx, {
      outletId,
      ...callerActor(caller),
      action: action.name,
      subject,
      details,
    });

  posRoute(server, app, pos.addTable, async ({ params, body, caller }) => {
    const tableId = await app.db.transaction(async (tx) => {
      const id = await addTable(tx, params.id, body, app.now());
      await audit(tx, caller, pos.addTable, params.id, `table ${body.number}`, { ...body });
      return id;
    });
    return { table: await openTableView(app.db, tableId, publicUrl()) };
  });

  posRoute(server, app, pos.changeTable, async ({ params, body, caller }) => {
    await app.db.transaction(async (tx) => {
      const before = await changeTable(tx, params.id, body);
      await audit(tx, caller, pos.changeTable, before.outletId, `table ${before.number}`, {
        ...body,
      });
    });
    return { table: await openTableView(app.db, params.id, publicUrl()) };
  });

  posRoute(server, app, pos.retireTable, async ({ params, caller }) => {
    await app.db.transaction(async (tx) => {
      const retired = await retireTable(tx, params.id, app.now());
      await audit(tx, caller, pos.retireTable, retired.outletId, `table ${retired.number}`, {});
    });
  });

  posRoute(server, app, pos.addCounter, async ({ params, body, caller }) => {
    const token = await app.db.transaction(async (tx) => {
      const added = await addCounter(tx, params.id, body, app.now());
      await audit(tx, caller, pos.addCounter, params.id, `counter ${body.label}`, { ...body });
      return added;
    });
    return { counter: counterView(publicUrl(), await openCounterCode(app.db, token)) };
  });

  posRoute(server, app, pos.changeCounter, async ({ params, body, caller }) => {
    await app.db.transaction(async (tx) => {
      const before = await changeCounter(tx, params.token, body);
      await audit(tx, caller, pos.changeCounter, before.outletId, `counter ${before.label}`, {
        ...body,
      });
    });
    return { counter: counterView(publicUrl(), await openCounterCode(app.db, params.token)) };
  });

  posRoute(server, app, pos.retireCounter, async ({ params, caller }) => {
    await app.db.transaction(async (tx) => {
      const retired = await retireCounter(tx, params.token, app.now());
      await audit(tx, caller, pos.retireCounter, retired.outletId, `counter ${retired.label}`, {});
    });
  });
}
