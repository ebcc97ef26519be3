import { channelName } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/client';
import { rememberedOutletOfChannel } from '../../src/staff/staff-scope';
import { startTestServer, type TestServer } from '../support/harness';

/** The database, counting the queries asked of it. */
function counted(t: TestServer): { db: Queryable; queries: () => number } {
  const db = t.context.db;
  let queries = 0;
  const select = ((...fields: unknown[]) => {
    queries += 1;
    return (db.select as (...args: unknown[]) => unknown)(...fields);
  }) as Queryable['select'];
  const wrapped = Object.assign(Object.create(db) as object, { select });
  return { db: wrapped as Queryable, queries: () => queries };
}

describe("the staff channel's outlet of a live event", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(() => t.close());

  it("reads an order's and a table's outlet once, then remembers it", async () => {
    const { db, queries } = counted(t);
    const outletOf = rememberedOutletOfChannel(db);
    const bill = channelName('track_order', t.seed.cafe.scanAndPayBillId);
    const table = channelName('dine_in_events', t.seed.cafe.scanAndPayTable.id);
    expect(await outletOf(bill)).toBe(t.seed.cafe.outletId);
    expect(await outletOf(table)).toBe(t.seed.cafe.outletId);
    const asked = queries();
    expect(asked).toBeGreaterThan(0);
    expect(await outletOf(bill)).toBe(t.seed.cafe.outletId);
    expect(await outletOf(table)).toBe(t.seed.cafe.outletId);
    expect(queries()).toBe(asked);
  });

  it('asks again about a channel it did not find, and keeps only the newest channels', async () => {
    const { db, queries } = counted(t);
    const outletOf = rememberedOutletOfChannel(db, 1);
    const unknown = channelName('track_order', 987_654);
    expect(await outletOf(unknown)).toBeNull();
    const afterFirst = queries();
    expect(await outletOf(unknown)).toBeNull();
    expect(queries()).toBeGreaterThan(afterFirst);

    const bill = channelName('track_order', t.seed.cafe.scanAndPayBillId);
    const table = channelName('dine_in_events', t.seed.cafe.scanAndPayTable.id);
    await outletOf(bill);
    await outletOf(table);
    const kept = queries();
    expect(await outletOf(table)).toBe(t.seed.cafe.outletId);
    expect(queries()).toBe(kept);
    // The bill's channel was pushed out by the table's: asked again.
    expect(await outletOf(bill)).toBe(t.seed.cafe.outletId);
    expect(queries()).toBeGreaterThan(kept);
  });
});
