import { endpoints } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { posRoute } from '../../http/pos-route';
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

  posRoute(server, app, pos.addTable, async ({ params, body }) => {
    const tableId = await app.db.transaction((tx) => addTable(tx, params.id, body, app.now()));
    return { table: await openTableView(app.db, tableId, publicUrl()) };
  });

  posRoute(server, app, pos.changeTable, async ({ params, body }) => {
    await app.db.transaction((tx) => changeTable(tx, params.id, body));
    return { table: await openTableView(app.db, params.id, publicUrl()) };
  });

  posRoute(server, app, pos.retireTable, async ({ params }) => {
    await app.db.transaction((tx) => retireTable(tx, params.id, app.now()));
  });

  posRoute(server, app, pos.addCounter, async ({ params, body }) => {
    const token = await app.db.transaction((tx) => addCounter(tx, params.id, body, app.now()));
    return { counter: counterView(publicUrl(), await openCounterCode(app.db, token)) };
  });

  posRoute(server, app, pos.changeCounter, async ({ params, body }) => {
    await app.db.transaction((tx) => changeCounter(tx, params.token, body));
    return { counter: counterView(publicUrl(), await openCounterCode(app.db, params.token)) };
  });

  posRoute(server, app, pos.retireCounter, async ({ params }) => {
    await app.db.transaction((tx) => retireCounter(tx, params.token, app.now()));
  });
}
