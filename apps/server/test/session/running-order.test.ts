import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentOrderFor } from '../../src/orders/order-view';
import { loadSession } from '../../src/session/session-store';
import { registeredUser } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { insertOrder } from '../support/order-rows';
import { cafeCounterSession } from '../support/sessions';

/*
 * A page that shows the status bar's order reads the id of the diner's running order with the
 * session (loadSession's `runningOrder`): it must name the order the status bar's own query finds
 * (recentOrderFor), whatever the diner placed where.
 */
describe.each(DATABASE_KINDS)("the session's read of the running order on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const counterSession = (userId: number | null = null) => cafeCounterSession(t, { userId });
  /** The running order's id as the session's read names it, and as the status bar's query does. */
  const bothReads = async (sessionId: string) => {
    const withOrder = await loadSession(t.context.db, sessionId, t.clock.now, {
      runningOrder: true,
    });
    const plain = await loadSession(t.context.db, sessionId, t.clock.now);
    if (!withOrder || !plain) throw new Error('the session did not load');
    expect(plain).not.toHaveProperty('runningOrderId');
    const queried = await recentOrderFor(t.context.db, plain);
    const preloaded = await recentOrderFor(t.context.db, withOrder);
    expect(preloaded?.id ?? null).toBe(queried?.id ?? null);
    return { read: withOrder.runningOrderId, queried: queried?.id ?? null };
  };

  it("names the visitor's newest running order at the outlet, and none of another outlet or a finished one", async () => {
    const session = await counterSession();
    expect(await bothReads(session.id)).toEqual({ read: null, queried: null });

    await insertOrder(t, { totalAmount: '5.00', sessionId: session.id, status: 'delivered' });
    await insertOrder(t, { totalAmount: '5.00', sessionId: session.id, status: 'cancelled' });
    await insertOrder(t, {
      totalAmount: '5.00',
      sessionId: session.id,
      status: 'confirmed',
      companyId: t.seed.kuwait.companyId,
      outletId: t.seed.kuwait.outletId,
    });
    expect(await bothReads(session.id)).toEqual({ read: null, queried: null });

    const first = await insertOrder(t, {
      totalAmount: '5.00',
      sessionId: session.id,
      status: 'unconfirmed',
    });
    expect(await bothReads(session.id)).toEqual({ read: first.id, queried: first.id });
    const second = await insertOrder(t, {
      totalAmount: '7.00',
      sessionId: session.id,
      status: 'payment_in_progress',
    });
    expect(await bothReads(session.id)).toEqual({ read: second.id, queried: second.id });
  });

  it("names a signed-in diner's order placed from another session, never another diner's", async () => {
    const diner = await registeredUser(t);
    const other = await registeredUser(t);
    const session = await counterSession(diner.id);
    await insertOrder(t, { totalAmount: '5.00', userId: other.id, status: 'ready' });
    expect(await bothReads(session.id)).toEqual({ read: null, queried: null });

    const elsewhere = await counterSession(diner.id);
    const placed = await insertOrder(t, {
      totalAmount: '5.00',
      userId: diner.id,
      sessionId: elsewhere.id,
      status: 'ready',
    });
    expect(await bothReads(session.id)).toEqual({ read: placed.id, queried: placed.id });
  });
});
