import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, outgoingMessages, sessions } from '../../src/db/schema';
import {
  attemptMessage,
  enqueueMessage,
  SETTLED_MESSAGE_RETENTION_MS,
} from '../../src/messages/message-queue';
import {
  IDEMPOTENCY_KEY_RETENTION_MS,
  PURGE_INTERVAL_MS,
} from '../../src/maintenance/purge-schedule';
import { SESSION_IDLE_LIFETIME_MS } from '../../src/session/session-store';
import { scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { sessionIdOf } from '../support/sessions';

/*
 * Issue 12 item 8: expired sessions and old idempotency keys are purged on a schedule. The
 * server's interval timer is faked (nothing else is), its clock is the harness's, and the
 * deadlines are read from the database: no test sleeps.
 */

const HOUR = 60 * 60 * 1000;

async function keyRow(t: TestServer, key: string, createdAt: Date): Promise<void> {
  await t.context.db.insert(idempotencyKeys).values({
    scope: 'anonymous',
    endpoint: 'orders.create',
    key,
    requestHash: 'hash',
    statusCode: 200,
    response: {},
    createdAt,
  });
}

async function keysLeft(t: TestServer): Promise<string[]> {
  const rows = await t.context.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
  return rows.map((row) => row.key).sort();
}

async function sessionExists(t: TestServer, id: string): Promise<boolean> {
  const rows = await t.context.db.select().from(sessions).where(eq(sessions.id, id));
  return rows.length === 1;
}

describe.each(DATABASE_KINDS)('the purge schedule on %s', (kind) => {
  let t: TestServer;
  let closed = false;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await startTestServer(kind);
    closed = false;
  });
  afterEach(async () => {
    if (!closed) await t.close();
    vi.useRealTimers();
  });

  it('removes expired sessions and old keys on its tick, and keeps the rest', async () => {
    const stale = await scannedDiner(t);
    const staleId = sessionIdOf(t, stale);
    await keyRow(t, 'old', t.clock.now);

    // Past both deadlines: the first session has expired and the first key is past retention.
    t.clock.advance(Math.max(SESSION_IDLE_LIFETIME_MS, IDEMPOTENCY_KEY_RETENTION_MS) + HOUR);
    const liveId = sessionIdOf(t, await scannedDiner(t));
    await keyRow(t, 'recent', t.clock.now);

    // Just before the interval nothing has run.
    vi.advanceTimersByTime(PURGE_INTERVAL_MS - 1);
    await t.purge.idle();
    expect(await sessionExists(t, staleId)).toBe(true);
    expect(await keysLeft(t)).toEqual(['old', 'recent']);

    // The tick: only the timer starts this purge; idle() waits for it.
    vi.advanceTimersByTime(1);
    await t.purge.idle();
    expect(await sessionExists(t, staleId)).toBe(false);
    expect(await sessionExists(t, liveId)).toBe(true);
    expect(await keysLeft(t)).toEqual(['recent']);
  });

  it('runs again every interval', async () => {
    vi.advanceTimersByTime(PURGE_INTERVAL_MS);
    await t.purge.idle();
    await keyRow(t, 'later', t.clock.now);
    t.clock.advance(IDEMPOTENCY_KEY_RETENTION_MS + 1);
    expect(await keysLeft(t)).toEqual(['later']);
    vi.advanceTimersByTime(PURGE_INTERVAL_MS);
    await t.purge.idle();
    expect(await keysLeft(t)).toEqual([]);
  });

  it('purges on demand too, and a second call while one runs shares it', async () => {
    await keyRow(t, 'old', t.clock.now);
    t.clock.advance(IDEMPOTENCY_KEY_RETENTION_MS + 1);
    const [first, second] = [t.purge.runOnce(), t.purge.runOnce()];
    expect(second).toBe(first);
    expect((await first).idempotencyKeys).toBe(1);
  });

  it('removes messages settled more than 30 days ago, never one still on its way', async () => {
    const message = { channel: 'email', to: 'diner@example.com', body: 'Thank you.' } as const;
    const settled = await enqueueMessage(t.context.db, t.context, message, { purpose: 'invoice' });
    expect((await attemptMessage(t.context, settled)).kind).toBe('sent');
    const waiting = await enqueueMessage(t.context.db, t.context, message, { purpose: 'invoice' });
    t.clock.advance(SETTLED_MESSAGE_RETENTION_MS - 1);
    expect((await t.purge.runOnce()).messages).toBe(0);
    t.clock.advance(1);
    expect((await t.purge.runOnce()).messages).toBe(0);
    t.clock.advance(1);
    expect((await t.purge.runOnce()).messages).toBe(1);
    const left = await t.context.db.select({ id: outgoingMessages.id }).from(outgoingMessages);
    expect(left.map((row) => row.id)).toEqual([waiting]);
  });

  it('leaves no timer of its own behind when the server closes', async () => {
    // The purge and the card payments' reconciliation (src/card-payments/reconcile-schedule.ts),
    // and socket.io's sweep of expired recovery sessions, one per namespace: socket.io never
    // clears those (unref'd, they keep no process alive).
    const SOCKET_IO_SWEEPS = 2;
    expect(vi.getTimerCount()).toBe(2 + SOCKET_IO_SWEEPS);
    await t.close();
    closed = true;
    expect(vi.getTimerCount()).toBe(SOCKET_IO_SWEEPS);
  });
});

describe('the purge timer', () => {
  it('never keeps the process alive', async () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const t = await startTestServer('pglite');
    try {
      const timers = spy.mock.results.map((result) => result.value as NodeJS.Timeout);
      expect(timers.length).toBeGreaterThanOrEqual(1);
      expect(timers.every((timer) => !timer.hasRef())).toBe(true);
    } finally {
      spy.mockRestore();
      await t.close();
    }
  });
});
