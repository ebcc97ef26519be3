import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMessages } from '../../src/db/schema';
import { DeliveryFailed } from '../../src/delivery/delivery-failed';
import { attemptMessage, enqueueMessage, LEASE_MS } from '../../src/messages/message-queue';
import type { OutgoingMessage } from '../../src/ports/delivery';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';

const INVOICE: OutgoingMessage = {
  channel: 'email',
  to: 'diner@example.com',
  subject: 'Your invoice',
  body: 'Thank you for your order.',
};

describe.each(DATABASE_KINDS)('the message queue on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const row = async (id: number) =>
    (await t.context.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0];
  const sentTo = (to: string) => t.messages.filter((message) => message.to === to);

  it('sends a message once however many attempts race for it, and keeps no text after', async () => {
    const to = `race-${kind}@example.com`;
    const id = await enqueueMessage(
      t.context.db,
      t.context,
      { ...INVOICE, to },
      {
        purpose: 'invoice',
      },
    );
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => attemptMessage(t.context, id)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'not_claimed')).toHaveLength(11);
    expect(sentTo(to)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', sealed: null, attempts: 1 });
  });

  it('leaves a message a stopped process held to another once its lease has run out', async () => {
    const to = `lease-${kind}@example.com`;
    const id = await enqueueMessage(
      t.context.db,
      t.context,
      { ...INVOICE, to },
      {
        purpose: 'invoice',
      },
    );
    // A process claimed it and was killed before it settled it.
    await t.context.db
      .update(outgoingMessages)
      .set({ leasedUntil: new Date(t.clock.now.getTime() + LEASE_MS), attempts: 1 })
      .where(eq(outgoingMessages.id, id));
    expect(await attemptMessage(t.context, id)).toEqual({ kind: 'not_claimed' });
    t.clock.advance(LEASE_MS);
    expect(await attemptMessage(t.context, id)).toEqual({ kind: 'sent' });
    expect(sentTo(to)).toHaveLength(1);
  });

  it("retries an invoice on a busy carrier by the invoice's schedule, and gives up after the last", async () => {
    const failures: DeliveryFailed[] = [];
    const busy = {
      ...t.context,
      delivery: {
        send: (message: OutgoingMessage) => {
          const failure = new DeliveryFailed(message.channel, 'busy', 'smtp 421', {
            cause: new Error('Service not available'),
          });
          failures.push(failure);
          return Promise.reject(failure);
        },
      },
    };
    const id = await enqueueMessage(t.context.db, t.context, INVOICE, { purpose: 'invoice' });
    const start = t.clock.now.getTime();
    expect(await attemptMessage(busy, id)).toEqual({
      kind: 'retrying',
      at: new Date(start + 60_000),
    });
    expect(await row(id)).toMatchObject({ status: 'pending', lastError: 'smtp 421' });
    // Not due yet.
    expect(await attemptMessage(busy, id)).toEqual({ kind: 'not_claimed' });
    for (const wait of [60_000, 300_000, 1_800_000]) {
      t.clock.advance(wait);
      expect((await attemptMessage(busy, id)).kind).toBe('retrying');
    }
    t.clock.advance(7_200_000);
    expect(await attemptMessage(busy, id)).toEqual({ kind: 'failed', reason: 'smtp 421' });
    expect(failures).toHaveLength(5);
    expect(await row(id)).toMatchObject({ status: 'failed', sealed: null, attempts: 5 });
  });

  it('fails a message the carrier refuses at once, without a retry', async () => {
    const refusing = {
      ...t.context,
      delivery: {
        send: (message: OutgoingMessage) =>
          Promise.reject(
            new DeliveryFailed(message.channel, 'refused', 'smtp 550', {
              cause: new Error('No such mailbox'),
            }),
          ),
      },
    };
    const id = await enqueueMessage(t.context.db, t.context, INVOICE, { purpose: 'invoice' });
    expect(await attemptMessage(refusing, id)).toEqual({ kind: 'failed', reason: 'smtp 550' });
    t.clock.advance(24 * 60 * 60_000);
    expect(await attemptMessage(t.context, id)).toEqual({ kind: 'not_claimed' });
  });
});
