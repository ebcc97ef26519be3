import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { diningTables, sessions, users } from '../../src/db/schema';
import { DATABASE_KINDS, openTestDatabase } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServerOn, type TestServer } from '../support/harness';
import { seedDemo } from '../../src/seed/seed-demo';
import { sessionIdOf } from '../support/sessions';
import { staff } from '../pos/support/staff';

/*
 * Answers are checked against the contract in development and tests, not in production, where
 * the check would cost as much as the answer (issue 16). Requests are checked everywhere.
 */
describe('CHECK_ANSWERS follows NODE_ENV', () => {
  const base = {
    STAFF_TOKEN: 'answer-checks-staff-token',
    SESSION_SECRET: 'answer-checks-session-secret-0123456789abcdef',
  };
  const checks = (env: Record<string, string>) => loadConfig({ ...base, ...env }).checkAnswers;

  it('is on in development and tests only, and CHECK_ANSWERS wins either way', () => {
    // `pnpm start` sets no NODE_ENV: it runs at production speed (issue 34).
    expect(checks({})).toBe(false);
    expect(checks({ NODE_ENV: 'development' })).toBe(true);
    expect(checks({ NODE_ENV: 'test' })).toBe(true);
    expect(checks({ NODE_ENV: 'production' })).toBe(false);
    expect(checks({ NODE_ENV: 'production', CHECK_ANSWERS: 'true' })).toBe(true);
    expect(checks({ NODE_ENV: 'test', CHECK_ANSWERS: 'false' })).toBe(false);
    expect(() => loadConfig({ ...base, CHECK_ANSWERS: 'yes' })).toThrow(/CHECK_ANSWERS/);
  });

  it('CHECK_TRANSACTIONS follows NODE_ENV likewise, and wins either way', () => {
    const transactions = (env: Record<string, string>) =>
      loadConfig({ ...base, ...env }).checkTransactions;
    expect(transactions({})).toBe(false);
    expect(transactions({ NODE_ENV: 'development' })).toBe(true);
    expect(transactions({ NODE_ENV: 'test' })).toBe(true);
    expect(transactions({ NODE_ENV: 'production', CHECK_TRANSACTIONS: 'true' })).toBe(true);
    expect(transactions({ NODE_ENV: 'test', CHECK_TRANSACTIONS: 'false' })).toBe(false);
    expect(() => loadConfig({ ...base, CHECK_TRANSACTIONS: 'on' })).toThrow(/CHECK_TRANSACTIONS/);
  });
});

describe.each(DATABASE_KINDS)('answers with and without the contract check on %s', (kind) => {
  let checked: TestServer;
  let unchecked: TestServer;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    const seed = await seedDemo(database.db);
    checked = await startTestServerOn(database, seed);
    // A second server on the same database: closing the first closes the database.
    const keepOpen = () => Promise.resolve();
    unchecked = await startTestServerOn({ ...database, close: keepOpen }, seed, {
      checkAnswers: false,
    });
  });
  afterAll(async () => {
    await unchecked.close();
    await checked.close();
  });

  it('answer the same text when the answer keeps the contract', async () => {
    const diner = new Diner(checked.url);
    await diner.scan(checked.seed.cafe.counterToken);
    const one = await diner.get('/pages/home');
    const other = await diner.at(unchecked.url).get('/pages/home');
    expect(one.status).toBe(200);
    expect(other.status).toBe(200);
    // The public picture addresses follow each server's own address.
    expect(other.text.replaceAll(unchecked.url, checked.url)).toBe(one.text);
  });

  it('refuse a broken answer only when checking; a broken request is refused by both', async () => {
    const diner = new Diner(checked.url);
    await diner.scan(checked.seed.cafe.counterToken);
    // An account whose name is empty, which the contract's user does not allow.
    const [user] = await checked.context.db
      .insert(users)
      .values({ companyId: checked.seed.cafe.companyId, name: '', dialingCode: '65' })
      .returning();
    await checked.context.db
      .update(sessions)
      .set({ userId: user?.id ?? 0 })
      .where(eq(sessions.id, sessionIdOf(checked, diner)));

    const refused = await diner.get<{ error_id?: string }>('/pages/home');
    expect(refused.status).toBe(500);
    const sent = await diner.at(unchecked.url).get<{ user: { name: string } }>('/pages/home');
    expect(sent.status).toBe(200);
    expect(sent.body.user.name).toBe('');

    for (const server of [checked, unchecked]) {
      const bad = await diner.at(server.url).get('/pages/payment_processing?type=not-a-provider');
      expect(bad.status).toBe(400);
    }
  });

  it("the POS's answers likewise: a broken one is refused only when checking", async () => {
    const tablesOf = (server: TestServer, outletId: unknown = server.seed.cafe.outletId) =>
      staff<{ tables: { number: string }[] }>(
        server,
        'GET',
        `/pos/api/outlets/${String(outletId)}/tables`,
      );
    // A table whose number is empty, which the contract's POS table does not allow.
    const table = checked.seed.cafe.scanAndPayTable;
    const [before] = await checked.context.db
      .update(diningTables)
      .set({ number: '' })
      .where(eq(diningTables.id, table.id))
      .returning();
    expect(before?.number).toBe('');
    try {
      expect((await tablesOf(checked)).status).toBe(500);
      const sent = await tablesOf(unchecked);
      expect(sent.status).toBe(200);
      expect(sent.body.tables.map((one) => one.number)).toContain('');
    } finally {
      await checked.context.db
        .update(diningTables)
        .set({ number: table.number })
        .where(eq(diningTables.id, table.id));
    }
    for (const server of [checked, unchecked]) {
      expect((await tablesOf(server, 'not-an-id')).status).toBe(400);
    }
  });
});
