import { payments as paymentCalls, type OpenPayment, type OrderPayload } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { PAYMENT_TIMEOUT_MS } from '../../src/payments/payment-timeout';
import { billSplit, owed, payPart, settle, evenSplitOfTwoDiners } from '../splits/support/bills';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  freeAllTables,
  socketListener,
  tabOfTwo,
  tabPayload,
  type Seated,
} from '../tables/support/tables';
import { cafePayload, referenceOf } from './support/checkout';

const PAYTABS = '/payments/paytabs/create_payment_page';

/** GET /payments/open as this diner. */
async function openPayment(diner: Diner): Promise<OpenPayment | null> {
  const answer = await diner.get('/payments/open');
  expect(answer.status, answer.text).toBe(200);
  return paymentCalls.open.response.parse(answer.body).open_payment;
}

describe.each(DATABASE_KINDS)("a diner's own open payment on %s", (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];
  const listen = socketListener(() => t, sockets);

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await freeAllTables(t);
  });
  afterAll(() => t.close());

  const paymentStatus = async (reference: string) => {
    const [row] = await t.context.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.reference, reference));
    return row?.status;
  };

  /** A bill on S1 split evenly in three; A holds split 1 and B split 2. */
  const splitInThree = () => evenSplitOfTwoDiners(t, 3);

  it('reports none, then the share a diner left open, with what it pays', async () => {
    const { orderId, a, b, entry } = await splitInThree();
    expect(await openPayment(b.diner)).toBeNull();

    const total = await owed(t, b, orderId, entry(2), '1.00');
    const started = await payPart(t, b, orderId, entry(2), total, '1.00');
    expect(started.status, started.text).toBe(200);
    const reference = referenceOf(started.body.payment_page_url ?? '');

    expect(await openPayment(b.diner)).toMatchObject({
      reference,
      type: 'paytabs',
      payable: 'split',
      order_id: orderId,
      split_id: 2,
      amount: total,
      currency: 'SGD',
    });
    // Another diner's payment is never theirs to see.
    expect(await openPayment(a.diner)).toBeNull();
  });

  it('a second Pay by the same diner on the same share replaces their own attempt', async () => {
    const { orderId, a, b, entry } = await splitInThree();
    const total = await owed(t, b, orderId, entry(2));
    const first = await payPart(t, b, orderId, entry(2), total);
    expect(first.status, first.text).toBe(200);
    const firstReference = referenceOf(first.body.payment_page_url ?? '');
    const log = await listen(a.diner, a.channel);

    // Unnamed, a second start is refused: two taps at once never start two payments. The
    // refusal says the payment is the diner's own and names it, never "someone else".
    const unnamed = await payPart(t, b, orderId, entry(2), total);
    expect(unnamed.status, unnamed.text).toBe(409);
    expect(unnamed.body).toMatchObject({
      error_id: 'own_payment_open',
      details: { reference: firstReference },
    });
    // Back from the payment page, Pay again naming it: not "someone else has this part".
    const again = await payPart(t, b, orderId, entry(2), total, '0.00', {
      replaces_payment: firstReference,
    });
    expect(again.status, again.text).toBe(200);
    const secondReference = referenceOf(again.body.payment_page_url ?? '');
    expect(secondReference).not.toBe(firstReference);
    expect(await paymentStatus(firstReference)).toBe('abandoned');
    // The table heard the share freed, then taken again.
    await log.waitFor((event) => event.event === 'equal_split_queue_updated');
    expect((await openPayment(b.diner))?.reference).toBe(secondReference);

    // The old page can no longer take money; the new one pays the share once.
    expect((await settle(b, first.body.payment_page_url, 'approve')).status).toBe(409);
    expect((await settle(b, again.body.payment_page_url, 'approve')).status).toBe(303);
    const done = await billSplit(a, orderId);
    expect(done.equal_split_user_queue[1]).toEqual({ user_id: b.user.id, paid: true });
    const paid = await t.context.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(paid.filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(await openPayment(b.diner)).toBeNull();
  });

  it("never replaces another diner's payment: theirs still refuses the share", async () => {
    const { orderId, a, b, entry } = await splitInThree();
    const total = await owed(t, b, orderId, entry(2));
    const started = await payPart(t, b, orderId, entry(2), total);
    expect(started.status, started.text).toBe(200);
    const everything = await payPart(t, a, orderId, null, '1.00', '0.00', {
      replaces_payment: referenceOf(started.body.payment_page_url ?? ''),
    });
    expect(everything.status, everything.text).toBe(409);
    expect(everything.body.error_id).toBe('split_part_taken');
    expect(await paymentStatus(referenceOf(started.body.payment_page_url ?? ''))).toBe(
      'in_progress',
    );
  });

  it('the same diner paying again many times at once ends with one payment open', async () => {
    const { orderId, b, entry } = await splitInThree();
    const total = await owed(t, b, orderId, entry(2));
    const first = await payPart(t, b, orderId, entry(2), total);
    const replaces_payment = referenceOf(first.body.payment_page_url ?? '');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        payPart(t, b, orderId, entry(2), total, '0.00', { replaces_payment }),
      ),
    );
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const rows = await t.context.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.filter((row) => row.status === 'in_progress')).toHaveLength(1);
  });

  it('cancel frees the share at once, and the others at the table hear it', async () => {
    const { orderId, a, b, entry } = await splitInThree();
    const total = await owed(t, b, orderId, entry(2));
    const started = await payPart(t, b, orderId, entry(2), total);
    const reference = referenceOf(started.body.payment_page_url ?? '');
    expect((await billSplit(a, orderId)).payment_in_progress).toBe(true);
    const log = await listen(a.diner, a.channel);

    const cancelled = await b.diner.post(`/payments/${reference}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(
      (await log.waitFor((event) => event.event === 'equal_split_queue_updated')).payload,
    ).toMatchObject({ table_id: a.tableId });
    const now = await billSplit(a, orderId);
    expect(now.payment_in_progress).toBe(false);
    expect(now.split_bill_entries[1]).toMatchObject({ user_id: b.user.id, paid: false });
    expect(await openPayment(b.diner)).toBeNull();
  });

  it("an open tab: the member's part is open, and paying again naming it replaces it", async () => {
    const { first, orderId } = await tabOfTwo(t, 1);
    const payload = async (member: Seated, total: string): Promise<OrderPayload> => ({
      ...(await tabPayload(t, member.diner, [{ item: t.seed.cafe.items.kopi ?? 0 }], {
        order_id: orderId,
        qr_source: 'dine_ot',
      })),
      tips_amount: '0.00',
      total_amount: total,
    });
    const pay = async (total: string, replaces?: string) =>
      first.diner.post<{
        payment_page_url?: string;
        error_id?: string;
        details?: { expected?: string };
      }>(
        PAYTABS,
        {
          order_details: {
            ...(await payload(first, total)),
            ...(replaces === undefined ? {} : { replaces_payment: replaces }),
          },
        },
        Diner.idempotent(),
      );
    const due = (await pay('0.01')).body.details?.expected ?? '';
    const started = await pay(due);
    expect(started.status, started.text).toBe(200);
    const reference = referenceOf(started.body.payment_page_url ?? '');
    expect(await openPayment(first.diner)).toMatchObject({
      reference,
      payable: 'tab',
      order_id: orderId,
      split_id: null,
      amount: due,
    });

    // Unnamed, the member hears it is their own payment, not another member's.
    const unnamed = await pay(due);
    expect([unnamed.status, unnamed.body.error_id]).toEqual([409, 'own_payment_open']);
    const again = await pay(due, reference);
    expect(again.status, again.text).toBe(200);
    expect(await paymentStatus(reference)).toBe('abandoned');
    expect((await openPayment(first.diner))?.reference).toBe(
      referenceOf(again.body.payment_page_url ?? ''),
    );
  });

  it('a walk-in order, until the payment timeout ends it', async () => {
    const { diner } = await signedInDiner(t);
    const started = await diner.post<{ payment_page_url?: string }>(
      PAYTABS,
      { order_details: await cafePayload(t, diner, { paymentType: 'paytabs' }) },
      Diner.idempotent(),
    );
    expect(started.status, started.text).toBe(200);
    const reference = referenceOf(started.body.payment_page_url ?? '');
    expect(await openPayment(diner)).toMatchObject({ reference, payable: 'order', split_id: null });

    // spec: B§8, a payment page left past 665 s is a failure: never reported open again.
    t.clock.advance(PAYMENT_TIMEOUT_MS + 1000);
    try {
      expect(await openPayment(diner)).toBeNull();
      expect(await paymentStatus(reference)).toBe('abandoned');
    } finally {
      t.clock.set(new Date());
    }
  });
});
