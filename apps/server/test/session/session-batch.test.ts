import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSession, SESSION_IDLE_LIFETIME_MS } from '../../src/session/session-store';
import { EVERY_DATABASE_KIND } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { insertOrder } from '../support/order-rows';
import { cafeCounterSession } from '../support/sessions';

/*
 * The session reads asked in one turn of the event loop share one query (loadSession's
 * batching): under load each request paid a round trip of its own for one row. Each read must
 * still get exactly what a query of its own would have found: its own session or none, live at
 * its own moment, with its own running order, an object of its own.
 */
describe.each(EVERY_DATABASE_KIND)('session reads batched per turn on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const counterSession = (now = t.clock.now) => cafeCounterSession(t, { now });
  /** Counts the statements the database's client is asked to run from here on. */
  const countQueries = () => {
    const client = (t.context.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
      .$client;
    return vi.spyOn(client, 'query');
  };

  it('answers a turn of reads with one query, each read its own session or none', async () => {
    const sessions = await Promise.all(Array.from({ length: 12 }, () => counterSession()));
    const queries = countQueries();
    const ids = [...sessions.map((session) => session.id), 'no-such-session'];
    const read = await Promise.all(ids.map((id) => loadSession(t.context.db, id, t.clock.now)));
    expect(queries).toHaveBeenCalledTimes(1);
    expect(read.map((session) => session?.id ?? null)).toEqual([
      ...sessions.map((session) => session.id),
      null,
    ]);
    for (const [index, session] of read.entries()) {
      if (session === null) continue;
      expect(session.csrfToken).toBe(sessions[index]?.csrfToken);
      expect(session.venueVersion).toEqual(expect.any(Number));
    }
  });

  it('reads apart in time are read apart, and both kinds of read in one turn are each answered', async () => {
    const session = await counterSession();
    const order = await insertOrder(t, {
      totalAmount: '5.00',
      sessionId: session.id,
      status: 'confirmed',
    });
    const queries = countQueries();
    const first = await loadSession(t.context.db, session.id, t.clock.now);
    const second = await loadSession(t.context.db, session.id, t.clock.now);
    expect(queries).toHaveBeenCalledTimes(2);
    expect(first?.id).toBe(session.id);
    expect(second?.id).toBe(session.id);

    const [plain, withOrder] = await Promise.all([
      loadSession(t.context.db, session.id, t.clock.now),
      loadSession(t.context.db, session.id, t.clock.now, { runningOrder: true }),
    ]);
    expect(plain).not.toHaveProperty('runningOrderId');
    expect(withOrder?.runningOrderId).toBe(order.id);
  });

  it('takes each read at its own moment: a session expired for a later read only is still live for an earlier one', async () => {
    const startedAt = t.clock.now;
    const session = await counterSession(startedAt);
    const beforeExpiry = new Date(startedAt.getTime() + SESSION_IDLE_LIFETIME_MS - 1000);
    const afterExpiry = new Date(startedAt.getTime() + SESSION_IDLE_LIFETIME_MS + 1000);
    const queries = countQueries();
    const [late, early] = await Promise.all([
      loadSession(t.context.db, session.id, afterExpiry),
      loadSession(t.context.db, session.id, beforeExpiry),
    ]);
    // One query for the turn's two reads, then the early read's touch of its expiry (a write).
    expect(queries).toHaveBeenCalledTimes(2);
    expect(late).toBeNull();
    expect(early?.id).toBe(session.id);
  });

  it('gives two reads of one session in a turn an object each', async () => {
    const session = await counterSession();
    const [one, other] = await Promise.all([
      loadSession(t.context.db, session.id, t.clock.now),
      loadSession(t.context.db, session.id, t.clock.now),
    ]);
    if (!one || !other) throw new Error('the session did not load');
    expect(one).toEqual(other);
    (one.state as Record<string, unknown>).coupon_id = 42;
    expect(other.state).not.toHaveProperty('coupon_id');
  });
});
