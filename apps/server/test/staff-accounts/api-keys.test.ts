import type { StaffRole } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { apiKeys } from '../../src/db/schema';
import { API_KEY_PREFIX, createApiKey, revokeApiKey } from '../../src/staff/api-keys';
import { readAuditLog } from '../../src/staff/audit-log';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import { paidCashOrder } from '../refunds/support';

/*
 * A company's API keys (issue 32: the shared token no longer opens every company): a machine
 * client's key acts with its role at its own company's outlets only, names itself in the audit
 * log, and opens nothing once revoked. The operator's STAFF_TOKEN exists in production only
 * when it is set.
 */

describe.each(DATABASE_KINDS)('company API keys on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const keyFor = async (role: StaffRole, name: string, outletId: number | null) =>
    (
      await createApiKey(t.context.db, {
        companyId: t.seed.cafe.companyId,
        outletId,
        role,
        name,
      })
    ).key;
  const places = (outletId: number) => `/pos/api/outlets/${String(outletId)}/places`;

  it('acts with its role at its company only, and the audit log names it', async () => {
    const key = await keyFor('manager', 'kitchen display', t.seed.cafe.outletId);
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    const own = await staff(t, 'GET', places(t.seed.cafe.outletId), undefined, { token: key });
    expect(own.status, own.text).toBe(200);
    const other = await staff(t, 'GET', places(t.seed.kuwait.outletId), undefined, {
      token: key,
    });
    expect(other.status).toBe(404);
    // An owner's call is beyond a manager's key; a person's call is beyond any key.
    const tips = await staff<ErrorBody>(
      t,
      'PUT',
      `/pos/api/outlets/${String(t.seed.cafe.outletId)}/tips`,
      { tips: { enabled: false, options: [] } },
      { token: key },
    );
    expect(tips.status).toBe(403);
    expect((await staff(t, 'GET', '/pos/api/staff', undefined, { token: key })).status).toBe(403);

    const added = await staff(
      t,
      'POST',
      `/pos/api/outlets/${String(t.seed.cafe.outletId)}/tables`,
      { number: 'K-1', qr_source: 'dine_pf' },
      { token: key },
    );
    expect(added.status, added.text).toBe(200);
    const [line] = await readAuditLog(t.context.db, t.seed.cafe.companyId, undefined);
    expect(line).toMatchObject({
      action: 'pos.addTable',
      by: 'API key "kitchen display"',
      staff_id: null,
    });
  });

  it('keeps a member of staff’s key from refunds', async () => {
    const paid = await paidCashOrder(t);
    const key = await keyFor('staff', 'till script', t.seed.cafe.outletId);
    const orders = await staff(
      t,
      'GET',
      `/pos/api/orders?outlet_id=${String(t.seed.cafe.outletId)}`,
      undefined,
      { token: key },
    );
    expect(orders.status, orders.text).toBe(200);
    const refund = await staff<ErrorBody>(
      t,
      'POST',
      `/pos/api/payments/${paid.reference}/refunds`,
      { reason: 'a test' },
      { token: key, headers: { 'idempotency-key': 'key-refund-1' } },
    );
    expect(refund.status).toBe(403);
    expect(refund.body.error_id).toBe('role_forbidden');
  });

  it('opens nothing once revoked, and an unknown key is a 401', async () => {
    const key = await keyFor('owner', 'nightly export', null);
    expect(
      (await staff(t, 'GET', places(t.seed.cafe.outletId), undefined, { token: key })).status,
    ).toBe(200);
    const [row] = await t.context.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.name, 'nightly export'));
    if (!row) throw new Error('no key row');
    expect(row.keyHash).not.toContain(key.slice(API_KEY_PREFIX.length));
    await revokeApiKey(t.context.db, t.seed.cafe.companyId, row.id, t.clock.now);
    const after = await staff<ErrorBody>(t, 'GET', places(t.seed.cafe.outletId), undefined, {
      token: key,
    });
    expect(after.status).toBe(401);
    expect(after.body.error_id).toBe('staff_unauthorized');
    const forged = await staff(t, 'GET', places(t.seed.cafe.outletId), undefined, {
      token: `${API_KEY_PREFIX}not-a-key-anyone-made`,
    });
    expect(forged.status).toBe(401);
  });
});

describe('the operator token', () => {
  const env = { SESSION_SECRET: 'x'.repeat(32) };

  it('exists in production only when STAFF_TOKEN is set; elsewhere one is made for the run', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).staffToken).toBeNull();
    expect(
      loadConfig({ ...env, NODE_ENV: 'production', STAFF_TOKEN: 'y'.repeat(16) }).staffToken,
    ).toBe('y'.repeat(16));
    const development = loadConfig(env);
    expect(development.staffToken).toMatch(/^[\w-]{32}$/);
    expect(development.staffTokenGenerated).toBe(true);
  });
});
