import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { seedDemo, type DemoSeed } from '../../src/seed/seed-demo';
import { signedInDiner } from '../support/accounts';
import { Diner } from '../support/diner';
import { startTestServerOn, type TestServer } from '../support/harness';
import { cafePayload } from '../payments/support/checkout';

// Everything the server acknowledges is a database row (sessions, codes, idempotent answers,
// orders), so a restart on the same data directory loses nothing: the `pnpm start` default,
// PGlite in files, is the case that matters.
describe('a restart on the same PGlite data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-restart-'));
  let seed: DemoSeed | undefined;
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<TestServer> {
    const database = await openDatabase({ dataDir });
    seed ??= await seedDemo(database.db);
    return startTestServerOn(database, seed);
  }

  it('keeps the session, the signed-in diner, the order and the idempotent answer', async () => {
    const first = await start();
    const { diner, user } = await signedInDiner(first);
    const payload = await cafePayload(first, diner);
    const key = Diner.idempotent();
    const placed = await diner.post('/payments/pay_at_cashier', { order_details: payload }, key);
    expect(placed.status).toBe(200);
    await first.close();

    const second = await start();
    try {
      // The browser keeps its cookie; the new process must still know the session behind it.
      const moved = diner.at(second.url);
      await moved.refreshCsrf();
      expect(moved.csrfToken).toBe(diner.csrfToken);
      const home = await moved.get<{ user: { id: number } | null }>('/pages/home');
      expect(home.status).toBe(200);
      expect(home.body.user?.id).toBe(user.id);

      // The retried placement answers the stored answer and places nothing new.
      const retried = await moved.post('/payments/pay_at_cashier', { order_details: payload }, key);
      expect(retried.status).toBe(200);
      expect(retried.text).toBe(placed.text);
      const orders = await moved.get<{ past_orders: unknown[] }>('/pages/past_orders');
      expect(orders.status).toBe(200);
      expect(orders.body.past_orders).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
