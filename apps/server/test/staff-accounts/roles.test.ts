import {
  allEndpoints,
  roleMayCall,
  type AnyEndpoint,
  type PosAuditEntry,
  type PosStaffMember,
  type StaffRole,
} from '@tabula/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/staff/api-keys';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff } from '../pos/support/staff';
import { paidCashOrder } from '../refunds/support';
import { addPerson, signIn, type SignedIn } from './support/people';

/*
 * Every POS call tried as each role and as a person of another company (issue 32): each call
 * the role may not make answers 403, each call on another company's or outlet's things 404, and
 * none of them changes a row. The calls come from the contract, so a new one is tried too.
 */

/** The calls a person makes about themself, open to every role and to no one signed in. */
const SELF = new Set([
  'pos.signIn',
  'pos.sendSignInCode',
  'pos.signInWithCode',
  'pos.currentStaff',
  'pos.signOut',
  'pos.signOutEverywhere',
  'pos.changePassword',
]);
const guarded = allEndpoints.filter(
  (endpoint) => endpoint.auth === 'staff' && !SELF.has(endpoint.name),
);

/** Calls that act on no one place: each answers with the caller's own company only. */
const UNBOUND = new Set(['pos.outlets', 'pos.staffMembers', 'pos.addStaffMember', 'pos.auditLog']);

/** A digest of every row staff calls could change. */
async function fingerprint(t: TestServer): Promise<string> {
  const tables = [
    'orders',
    'payments',
    'refunds',
    'dining_tables',
    'qr_codes',
    'table_tabs',
    'table_members',
    'stock_outs',
    'bill_splits',
    'staff_members',
    'staff_sessions',
    'staff_sign_in_codes',
    'api_keys',
    'audit_log',
    'outlets',
    'menu_images',
    'promotions',
    'coupons',
    'companies',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await t.context.db.execute<{ digest: string | null }>(
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    parts.push(`${table}:${rows.rows[0]?.digest ?? 'empty'}`);
  }
  return parts.join(' ');
}

/** How a case calls: staff()'s options for a signed-in person or an API key. */
interface Caller {
  as: { token: string | null; headers: Record<string, string> };
}

/** The things of one company a call is tried on. */
interface Things {
  outletId: number;
  tableId: number;
  tableToken: string;
  counterToken: string;
  orderId: number;
  reference: string;
  staffId: number;
}

/** The call's path for these things, and its query. */
function requestFor(endpoint: AnyEndpoint, things: Things): string {
  const id = endpoint.path.startsWith('/pos/api/outlets/')
    ? things.outletId
    : endpoint.path.startsWith('/pos/api/tables/')
      ? things.tableId
      : endpoint.path.startsWith('/pos/api/orders/')
        ? things.orderId
        : things.staffId;
  const token = endpoint.path.startsWith('/pos/api/counters/')
    ? things.counterToken
    : things.tableToken;
  const path = endpoint.path
    .replace('{id}', String(id))
    .replace('{token}', token)
    .replace('{reference}', things.reference)
    .replace('{category_id}', '1')
    .replace('{item_id}', '1')
    .replace('{key}', 'two-cakes')
    .replace('{code}', 'WELCOME');
  return endpoint.name === 'pos.orders' ? `${path}?outlet_id=${String(things.outletId)}` : path;
}

describe.each(DATABASE_KINDS)('what each role may do on %s', (kind) => {
  let t: TestServer;
  let cafe: Things;
  let kuwait: Pick<Things, 'outletId' | 'tableId' | 'tableToken' | 'counterToken'>;
  let as: Record<'staff' | 'manager' | 'owner' | 'otherOwner' | 'kuwaitStaff', SignedIn>;
  /** API keys: the cafe's with the role staff, Kuwait's with the role owner. */
  let keys: Record<'staffKey' | 'kuwaitKey', Caller>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    const paid = await paidCashOrder(t);
    const cafeCompany = t.seed.cafe.companyId;
    const cafeOutlet = t.seed.cafe.outletId;
    const staffPerson = await addPerson(t, 'staff', cafeCompany, cafeOutlet);
    const table = t.seed.cafe.tables[0];
    const kuwaitTable = t.seed.kuwait.tables[0];
    if (!table || !kuwaitTable) throw new Error('no table');
    cafe = {
      outletId: cafeOutlet,
      tableId: table.id,
      tableToken: table.token,
      counterToken: t.seed.cafe.counterToken,
      orderId: paid.orderId,
      reference: paid.reference,
      staffId: staffPerson.id,
    };
    kuwait = {
      outletId: t.seed.kuwait.outletId,
      tableId: kuwaitTable.id,
      tableToken: kuwaitTable.token,
      counterToken: t.seed.kuwait.counterToken,
    };
    as = {
      staff: await signIn(t, staffPerson),
      manager: await signIn(t, await addPerson(t, 'manager', cafeCompany, cafeOutlet)),
      owner: await signIn(t, await addPerson(t, 'owner', cafeCompany, null)),
      otherOwner: await signIn(t, await addPerson(t, 'owner', t.seed.kuwait.companyId, null)),
      kuwaitStaff: await signIn(
        t,
        await addPerson(t, 'staff', t.seed.kuwait.companyId, t.seed.kuwait.outletId),
      ),
    };
    const keyOptions = async (companyId: number, outletId: number | null, role: StaffRole) => ({
      as: {
        token: (await createApiKey(t.context.db, { companyId, outletId, role, name: role })).key,
        headers: {},
      },
    });
    keys = {
      staffKey: await keyOptions(cafeCompany, cafeOutlet, 'staff'),
      kuwaitKey: await keyOptions(t.seed.kuwait.companyId, null, 'owner'),
    };
  });
  afterAll(() => t.close());

  it('refuses each call a role may not make, and each call on another company’s things, changing nothing', async () => {
    expect(guarded.length).toBeGreaterThanOrEqual(40);
    const before = await fingerprint(t);
    const wrong: string[] = [];
    let tried = 0;
    for (const endpoint of guarded) {
      const body = endpoint.method === 'GET' ? undefined : {};
      const { method } = endpoint;
      const cases: [string, Caller, string, number][] = [];
      for (const role of ['staff', 'manager'] as const) {
        if (!roleMayCall(role, endpoint))
          cases.push([role, as[role], requestFor(endpoint, cafe), 403]);
      }
      if (!roleMayCall('staff', endpoint)) {
        cases.push(['staffKey', keys.staffKey, requestFor(endpoint, cafe), 403]);
      }
      if (!UNBOUND.has(endpoint.name)) {
        // An owner of Kuwait on the cafe's things; a member of the Kuwaiti staff too.
        cases.push(['otherOwner', as.otherOwner, requestFor(endpoint, cafe), 404]);
        cases.push(['kuwaitKey', keys.kuwaitKey, requestFor(endpoint, cafe), 404]);
        cases.push([
          'kuwaitStaff',
          as.kuwaitStaff,
          requestFor(endpoint, cafe),
          roleMayCall('staff', endpoint) ? 404 : 403,
        ]);
      }
      for (const [who, session, path, expected] of cases) {
        tried += 1;
        const answer = await staff(t, method, path, body, session.as);
        if (answer.status !== expected) {
          wrong.push(`${who} ${endpoint.name} ${path}: ${String(answer.status)} ${answer.text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(80);
    expect(await fingerprint(t)).toBe(before);
  });

  it('lets each role make its calls on its own outlet', async () => {
    const places = `/pos/api/outlets/${String(cafe.outletId)}/places`;
    expect((await staff(t, 'GET', places, undefined, as.manager.as)).status).toBe(200);
    const tables = `/pos/api/outlets/${String(cafe.outletId)}/tables`;
    expect((await staff(t, 'GET', tables, undefined, as.staff.as)).status).toBe(200);
    const kuwaitTables = `/pos/api/outlets/${String(kuwait.outletId)}/tables`;
    expect((await staff(t, 'GET', kuwaitTables, undefined, as.otherOwner.as)).status).toBe(200);
    const svg = `/pos/api/qr-codes/${kuwait.tableToken}.svg`;
    expect((await staff(t, 'GET', svg, undefined, as.otherOwner.as)).status).toBe(200);
    expect((await staff(t, 'GET', svg, undefined, as.owner.as)).status).toBe(404);
  });

  it('lists only the caller’s own outlets, orders and people', async () => {
    const outlets = await staff<{ outlets: { id: number }[] }>(
      t,
      'GET',
      '/pos/api/outlets',
      undefined,
      as.otherOwner.as,
    );
    expect(outlets.body.outlets.map((outlet) => outlet.id)).toEqual([kuwait.outletId]);
    const cafeOutlets = await staff<{ outlets: { id: number }[] }>(
      t,
      'GET',
      '/pos/api/outlets',
      undefined,
      as.staff.as,
    );
    expect(cafeOutlets.body.outlets.map((outlet) => outlet.id)).toEqual([cafe.outletId]);

    const orders = await staff<{ orders: { id: number }[] }>(
      t,
      'GET',
      '/pos/api/orders',
      undefined,
      as.otherOwner.as,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.orders.map((order) => order.id)).not.toContain(cafe.orderId);
    const cafeOrders = await staff<{ orders: { id: number }[] }>(
      t,
      'GET',
      '/pos/api/orders',
      undefined,
      as.owner.as,
    );
    expect(cafeOrders.body.orders.map((order) => order.id)).toContain(cafe.orderId);

    const people = await staff<{ staff: PosStaffMember[] }>(
      t,
      'GET',
      '/pos/api/staff',
      undefined,
      as.otherOwner.as,
    );
    expect(people.body.staff.every((person) => person.company_id === t.seed.kuwait.companyId)).toBe(
      true,
    );
    expect(people.body.staff.map((person) => person.role).sort()).toEqual(['owner', 'staff']);
  });

  it('lets an owner add and remove people, and reads who did what in the audit log', async () => {
    const added = await staff<{ staff: PosStaffMember }>(
      t,
      'POST',
      '/pos/api/staff',
      {
        name: 'Wei Ling',
        email: `weiling.${kind}@kopikaya.example.com`,
        role: 'manager',
        outlet_id: cafe.outletId,
        password: 'kaya toast 77',
      },
      as.owner.as,
    );
    expect(added.status, added.text).toBe(200);
    const again = await staff(
      t,
      'POST',
      '/pos/api/staff',
      {
        name: 'Someone else',
        email: `WEILING.${kind}@kopikaya.example.com`,
        role: 'staff',
        outlet_id: cafe.outletId,
        password: 'kaya toast 77',
      },
      as.owner.as,
    );
    expect(again.status).toBe(409);
    const elsewhere = await staff(
      t,
      'POST',
      '/pos/api/staff',
      {
        name: 'Someone else',
        email: `someone.${kind}@kopikaya.example.com`,
        role: 'staff',
        outlet_id: kuwait.outletId,
        password: 'kaya toast 77',
      },
      as.owner.as,
    );
    expect(elsewhere.status).toBe(422);

    const weiLing = await signIn(t, {
      id: added.body.staff.id,
      email: `weiling.${kind}@kopikaya.example.com`,
      password: 'kaya toast 77',
      role: 'manager',
    });
    const rotate = await staff(
      t,
      'POST',
      `/pos/api/tables/${String(cafe.tableId)}/qr-code`,
      undefined,
      weiLing.as,
    );
    expect(rotate.status).toBe(200);

    const removed = await staff(
      t,
      'POST',
      `/pos/api/staff/${String(added.body.staff.id)}/remove`,
      undefined,
      as.owner.as,
    );
    expect(removed.status).toBe(204);
    const places = `/pos/api/outlets/${String(cafe.outletId)}/places`;
    expect((await staff(t, 'GET', places, undefined, weiLing.as)).status).toBe(401);
    const self = await staff(
      t,
      'POST',
      `/pos/api/staff/${String(as.owner.session.staff.id)}/remove`,
      undefined,
      as.owner.as,
    );
    expect(self.status).toBe(422);

    const log = await staff<{ entries: PosAuditEntry[] }>(
      t,
      'GET',
      '/pos/api/audit-log',
      undefined,
      as.owner.as,
    );
    expect(log.status).toBe(200);
    const [remove, rotated, add] = log.body.entries;
    expect(add).toMatchObject({
      action: 'pos.addStaffMember',
      by: as.owner.session.staff.name,
      subject: `manager weiling.${kind}@kopikaya.example.com`,
    });
    expect(rotated).toMatchObject({
      action: 'pos.rotateTableCode',
      by: 'Wei Ling',
      staff_id: added.body.staff.id,
      outlet_id: cafe.outletId,
      subject: `table ${t.seed.cafe.tables[0]?.number ?? ''}`,
      details: { old_token: cafe.tableToken },
    });
    expect(remove).toMatchObject({ action: 'pos.removeStaffMember' });
    const kuwaitLog = await staff<{ entries: PosAuditEntry[] }>(
      t,
      'GET',
      '/pos/api/audit-log',
      undefined,
      as.otherOwner.as,
    );
    expect(kuwaitLog.body.entries.map((entry) => entry.action)).not.toContain(
      'pos.rotateTableCode',
    );
  });
});
