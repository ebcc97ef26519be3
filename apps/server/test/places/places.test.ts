import type { PosCounter, PosPlaces, PosVenueTable } from '@tabula/api-client';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diningTables, qrCodes } from '../../src/db/schema';
import { codeUrl, openCounters, openTables } from '../../src/venue-file/venue-codes';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';

/*
 * The tables and counters of the back office (issue 32): staff add, rename, retire and set the
 * dine mode of an outlet's places over real HTTP, each printed code is opened as a phone would,
 * and the races (five "add T20" at once) are made to happen.
 */

/** Where a scan of the address sends the browser. */
async function scan(url: string): Promise<string | null> {
  const response = await fetch(url, { redirect: 'manual' });
  return response.headers.get('location');
}

describe.each(DATABASE_KINDS)('the back office’s tables and counters on %s', (kind) => {
  let t: TestServer;
  let outlet: string;
  beforeAll(async () => {
    t = await startTestServer(kind);
    outlet = String(t.seed.cafe.outletId);
  });
  afterAll(() => t.close());

  const places = async () => {
    const answer = await staff<PosPlaces>(t, 'GET', `/pos/api/outlets/${outlet}/places`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('lists the outlet’s open tables and counters with their codes', async () => {
    const listed = await places();
    const tables = await openTables(t.context.db, t.seed.cafe.outletId);
    const counters = await openCounters(t.context.db, t.seed.cafe.outletId);
    expect(listed.tables.map((table) => [table.id, table.number, table.code.token])).toEqual(
      tables.map((table) => [table.id, table.number, table.code.token]),
    );
    expect(listed.counters.map((counter) => counter.code.token)).toEqual(
      counters.map((counter) => counter.token),
    );
    const s1 = listed.tables.find((table) => table.id === t.seed.cafe.scanAndPayTable.id);
    expect(s1).toEqual({
      id: t.seed.cafe.scanAndPayTable.id,
      number: 'S1',
      qr_source: 'scan_and_pay',
      dine_mode: 'eat_in',
      code: {
        token: t.seed.cafe.scanAndPayTable.token,
        url: codeUrl(t.url, t.seed.cafe.scanAndPayTable.token),
      },
    });
  });

  it('adds a table whose code opens it; five adds of one number at once make one table', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        staff<{ table: PosVenueTable } & ErrorBody>(
          t,
          'POST',
          `/pos/api/outlets/${outlet}/tables`,
          {
            number: 'T20',
            qr_source: 'dine_ot',
          },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const added = answers.find((answer) => answer.status === 200)?.body.table;
    expect(added).toMatchObject({ number: 'T20', qr_source: 'dine_ot', dine_mode: 'eat_in' });
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      error: 'Table T20 already exists',
      error_id: 'table_number_taken',
    });
    const rows = await t.context.db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.outletId, t.seed.cafe.outletId), eq(diningTables.number, 'T20')));
    expect(rows).toHaveLength(1);
    expect(await scan(added?.code.url ?? '')).toBe('/');
    expect((await places()).tables.at(-1)).toEqual(added);
    const pos = await staff<{ tables: { number: string }[] }>(
      t,
      'GET',
      `/pos/api/outlets/${outlet}/tables`,
    );
    expect(pos.body.tables.map((table) => table.number)).toContain('T20');
  });

  it('renames a table and sets its dine mode, keeping its printed code', async () => {
    const table = (
      await staff<{ table: PosVenueTable }>(t, 'POST', `/pos/api/outlets/${outlet}/tables`, {
        number: 'T21',
        qr_source: 'dine_pf',
        dine_mode: 'take_away',
      })
    ).body.table;
    const changed = await staff<{ table: PosVenueTable }>(
      t,
      'PATCH',
      `/pos/api/tables/${String(table.id)}`,
      { number: 'Terrace 1', dine_mode: null, qr_source: 'scan_and_pay' },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.table).toEqual({
      ...table,
      number: 'Terrace 1',
      dine_mode: null,
      qr_source: 'scan_and_pay',
    });
    const [code] = await t.context.db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.token, table.code.token));
    expect(code).toMatchObject({
      label: 'Table Terrace 1',
      qrSource: 'scan_and_pay',
      dineMode: null,
      retiredAt: null,
    });

    const taken = await staff<ErrorBody>(t, 'PATCH', `/pos/api/tables/${String(table.id)}`, {
      number: 'T1',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error_id).toBe('table_number_taken');
    const empty = await staff(t, 'PATCH', `/pos/api/tables/${String(table.id)}`, {});
    expect(empty.status).toBe(200);
  });

  it('a table whose code was replaced runs as its live code says: made scan-and-pay, it takes a bill', async () => {
    const table = (
      await staff<{ table: PosVenueTable }>(t, 'POST', `/pos/api/outlets/${outlet}/tables`, {
        number: 'T23',
        qr_source: 'dine_pf',
      })
    ).body.table;
    const id = String(table.id);
    expect((await staff(t, 'POST', `/pos/api/tables/${id}/qr-code`)).status).toBe(200);
    const changed = await staff(t, 'PATCH', `/pos/api/tables/${id}`, {
      qr_source: 'scan_and_pay',
    });
    expect(changed.status, changed.text).toBe(200);
    const bill = await staff(t, 'POST', `/pos/api/tables/${id}/bill`, {
      covers: 2,
      items: [{ item_id: t.seed.cafe.items.vegCurry ?? 0, count: 1 }],
    });
    expect(bill.status, bill.text).toBe(200);
  });

  it('refuses to retire a table in use or change how its code works, and changes nothing', async () => {
    const s1 = t.seed.cafe.scanAndPayTable;
    const retire = await staff<ErrorBody>(t, 'POST', `/pos/api/tables/${String(s1.id)}/retire`);
    expect(retire.status).toBe(409);
    expect(retire.body).toMatchObject({ error_id: 'table_in_use' });
    expect(retire.body.error).toMatch(/bill is not paid/);
    const change = await staff<ErrorBody>(t, 'PATCH', `/pos/api/tables/${String(s1.id)}`, {
      qr_source: 'dine_pf',
    });
    expect(change.status).toBe(409);
    expect(await scan(codeUrl(t.url, s1.token))).toBe('/');
    const [code] = await t.context.db.select().from(qrCodes).where(eq(qrCodes.token, s1.token));
    expect(code).toMatchObject({ qrSource: 'scan_and_pay', retiredAt: null });
    // A rename is fine while diners use the table: the same table, a new name.
    const rename = await staff(t, 'PATCH', `/pos/api/tables/${String(s1.id)}`, { number: 'S1' });
    expect(rename.status).toBe(200);
  });

  it('retires a free table: its code opens the invalid page; adding its number brings it back', async () => {
    const table = (
      await staff<{ table: PosVenueTable }>(t, 'POST', `/pos/api/outlets/${outlet}/tables`, {
        number: 'T22',
        qr_source: 'dine_pf',
      })
    ).body.table;
    const retired = await staff(t, 'POST', `/pos/api/tables/${String(table.id)}/retire`);
    expect(retired.status).toBe(204);
    expect(await scan(table.code.url)).toMatch(/invalid/);
    expect((await places()).tables.map((row) => row.id)).not.toContain(table.id);
    expect((await staff(t, 'POST', `/pos/api/tables/${String(table.id)}/retire`)).status).toBe(404);
    expect(
      (await staff(t, 'PATCH', `/pos/api/tables/${String(table.id)}`, { number: 'T23' })).status,
    ).toBe(404);
    // Renaming another table onto a retired one's number is refused: add it back instead.
    const other = t.seed.cafe.tables[2];
    const onto = await staff<ErrorBody>(t, 'PATCH', `/pos/api/tables/${String(other?.id)}`, {
      number: 'T22',
    });
    expect(onto.status).toBe(409);
    expect(onto.body.error).toMatch(/retired table/);

    const back = await staff<{ table: PosVenueTable }>(
      t,
      'POST',
      `/pos/api/outlets/${outlet}/tables`,
      { number: 'T22', qr_source: 'dine_ot' },
    );
    expect(back.status).toBe(200);
    expect(back.body.table).toEqual({ ...table, qr_source: 'dine_ot' });
    expect(await scan(table.code.url)).toBe('/');
  });

  it('adds, renames and retires a counter', async () => {
    const added = await staff<{ counter: PosCounter }>(
      t,
      'POST',
      `/pos/api/outlets/${outlet}/counters`,
      { label: 'Bar', dine_mode: 'take_away' },
    );
    expect(added.status).toBe(200);
    const counter = added.body.counter;
    expect(counter).toMatchObject({ label: 'Bar', dine_mode: 'take_away' });
    expect(await scan(counter.code.url)).toBe('/');
    const again = await staff<ErrorBody>(t, 'POST', `/pos/api/outlets/${outlet}/counters`, {
      label: 'Bar',
    });
    expect(again.status).toBe(409);
    expect(again.body.error_id).toBe('counter_label_taken');

    const renamed = await staff<{ counter: PosCounter }>(
      t,
      'PATCH',
      `/pos/api/counters/${counter.code.token}`,
      { label: 'Bar counter', dine_mode: null },
    );
    expect(renamed.body.counter).toEqual({ ...counter, label: 'Bar counter', dine_mode: null });
    const onto = await staff(t, 'PATCH', `/pos/api/counters/${counter.code.token}`, {
      label: 'Counter C1',
    });
    expect(onto.status).toBe(409);

    const retired = await staff(t, 'POST', `/pos/api/counters/${counter.code.token}/retire`);
    expect(retired.status).toBe(204);
    expect(await scan(counter.code.url)).toMatch(/invalid/);
    expect((await places()).counters.map((row) => row.label)).not.toContain('Bar counter');
    // A table's code is not a counter.
    const table = t.seed.cafe.tables[0];
    expect((await staff(t, 'POST', `/pos/api/counters/${table?.token ?? ''}/retire`)).status).toBe(
      404,
    );
  });

  it('answers a clear 4xx to a bad request and changes nothing', async () => {
    const before = await places();
    const cases: [string, string, unknown, number][] = [
      ['POST', '/pos/api/outlets/999999/tables', { number: 'X1', qr_source: 'dine_pf' }, 404],
      ['GET', '/pos/api/outlets/999999/places', undefined, 404],
      ['POST', `/pos/api/outlets/${outlet}/tables`, { number: ' ', qr_source: 'dine_pf' }, 400],
      ['POST', `/pos/api/outlets/${outlet}/tables`, { number: 'X1', qr_source: 'dine_in' }, 400],
      [
        'POST',
        `/pos/api/outlets/${outlet}/tables`,
        { number: 'x'.repeat(21), qr_source: 'dine_pf' },
        400,
      ],
      ['PATCH', '/pos/api/tables/999999', { number: 'X1' }, 404],
      ['PATCH', `/pos/api/tables/${String(t.seed.cafe.tables[0]?.id)}`, { seats: 4 }, 400],
      ['POST', `/pos/api/outlets/${outlet}/counters`, { label: '' }, 400],
      ['PATCH', '/pos/api/counters/not-a-token', { label: 'X' }, 400],
      ['POST', '/pos/api/counters/AAAAAAAAAAAAAAAA/retire', undefined, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const answer = await staff<ErrorBody>(t, method as 'GET' | 'POST' | 'PATCH', path, body);
      expect([path, answer.status]).toEqual([path, status]);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    const anonymous = await staff(
      t,
      'POST',
      `/pos/api/outlets/${outlet}/tables`,
      {},
      {
        token: null,
      },
    );
    expect(anonymous.status).toBe(401);
    expect(await places()).toEqual(before);
    const open = await t.context.db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.number, 'X1'), isNull(diningTables.retiredAt)));
    expect(open).toHaveLength(0);
  });
});
