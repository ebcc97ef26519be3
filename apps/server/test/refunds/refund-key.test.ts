import { endpoints } from '@tabula/api-client';
import { toMinorUnits } from '@tabula/engine';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refunds } from '../../src/db/schema';
import type { ErrorBody } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { paidCardPayment, paidCashOrder, refund, refundedAtProvider } from './support';

// issue 30: a refund key sent again with another body is refused, as Stripe refuses an
// idempotency key reused with other parameters; the same body is the same answer.
describe.each(DATABASE_KINDS)('a refund key sent again on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const rowsOf = (key: string) =>
    t.context.db.select().from(refunds).where(eq(refunds.refundKey, key));

  it('with another amount is refused (409 refund_key_reused) and gives nothing back twice', async () => {
    const reference = await paidCardPayment(t);
    const key = randomUUID();
    const first = await refund(t, reference, { amount: '1.00', refund_key: key });
    expect(first.status, first.text).toBe(200);

    const other = await refund(t, reference, { amount: '0.70', refund_key: key });
    expect(other.status, other.text).toBe(409);
    const refused = other.body as ErrorBody;
    expect(refused.error_id).toBe('refund_key_reused');
    expect(refused.error).toMatch(/amount SGD 1\.00 then, SGD 0\.70 now/);
    expect(refused.details).toMatchObject({
      differs: ['amount'],
      first: { amount: '1.00', reason: null },
      sent: { amount: '0.70', reason: null },
    });

    expect(await refundedAtProvider(t, reference)).toEqual([100]);
    expect((await rowsOf(key)).map((row) => row.amount)).toEqual(['1.00']);
  });

  it('with the same body is the same answer, "1" being "1.00"', async () => {
    const reference = await paidCardPayment(t);
    const key = randomUUID();
    const body = { amount: '1.00', reason: 'Cold coffee', refund_key: key };
    const first = await refund(t, reference, body);
    const again = await refund(t, reference, body);
    const written = await refund(t, reference, { ...body, amount: '1' });
    expect([first.status, again.status, written.status]).toEqual([200, 200, 200]);
    expect(again.body).toEqual(first.body);
    expect(written.body).toEqual(first.body);
    const answer = endpoints.pos.refundPayment.response.parse(first.body);
    expect(answer.refunds).toEqual([
      expect.objectContaining({ amount: '1.00', reason: 'Cold coffee', status: 'succeeded' }),
    ]);
    expect(await refundedAtProvider(t, reference)).toEqual([100]);
  });

  it('sent again, even at once, is one line of the audit log', async () => {
    const reference = await paidCardPayment(t);
    const key = randomUUID();
    const body = { amount: '0.50', reason: 'Spilt', refund_key: key };
    const answers = await Promise.all([1, 2, 3, 4].map(() => refund(t, reference, body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await refund(t, reference, body)).status).toBe(200);
    const lines = await t.context.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.details}->>'refund_key' = ${key}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'pos.refundPayment',
      subject: `payment ${reference}`,
      details: { amount: '0.50', reason: 'Spilt', refund_key: key },
    });
    expect(await refundedAtProvider(t, reference)).toEqual([50]);
  });

  it('with another reason, or without the amount it named, is refused and says what differs', async () => {
    const { reference } = await paidCashOrder(t);
    const key = randomUUID();
    expect(
      (await refund(t, reference, { amount: '1.00', reason: 'Cold coffee', refund_key: key }))
        .status,
    ).toBe(200);

    const noReason = await refund(t, reference, { amount: '1.00', refund_key: key });
    expect(noReason.status).toBe(409);
    expect(noReason.body).toMatchObject({
      error_id: 'refund_key_reused',
      details: { differs: ['reason'] },
    });
    expect((noReason.body as ErrorBody).error).toMatch(/reason "Cold coffee" then, no reason now/);

    const everything = await refund(t, reference, { reason: 'Cold coffee', refund_key: key });
    expect(everything.status).toBe(409);
    expect(everything.body).toMatchObject({
      error_id: 'refund_key_reused',
      details: { differs: ['amount'], sent: { amount: null, reason: 'Cold coffee' } },
    });
    expect((everything.body as ErrorBody).error).toMatch(/then, all that was left now/);
    expect((await rowsOf(key)).map((row) => row.amount)).toEqual(['1.00']);
  });

  it('that first asked for all that was left is refused with an amount, even the same one', async () => {
    const { reference, amount } = await paidCashOrder(t);
    const key = randomUUID();
    const all = await refund(t, reference, { refund_key: key });
    expect(all.status, all.text).toBe(200);
    expect((await refund(t, reference, { refund_key: key })).body).toEqual(all.body);

    const named = await refund(t, reference, { amount, refund_key: key });
    expect(named.status).toBe(409);
    expect(named.body).toMatchObject({
      error_id: 'refund_key_reused',
      details: { differs: ['amount'], first: { amount: null }, sent: { amount } },
    });
    expect((await rowsOf(key)).map((row) => row.amount)).toEqual([amount]);
  });

  it('sent twice at once with two amounts makes one refund and refuses the other', async () => {
    const reference = await paidCardPayment(t);
    const key = randomUUID();
    const answers = await Promise.all([
      refund(t, reference, { amount: '1.00', refund_key: key }),
      refund(t, reference, { amount: '0.70', refund_key: key }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      error_id: 'refund_key_reused',
    });
    const rows = await rowsOf(key);
    expect(rows).toHaveLength(1);
    expect(await refundedAtProvider(t, reference)).toEqual([
      toMinorUnits(rows[0]?.amount ?? '', 2),
    ]);
  });
});
