import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  INVOICE_EMAILS_PER_ADDRESS_PER_HOUR,
  INVOICE_EMAILS_PER_ORDER_PER_DAY,
  INVOICE_EMAILS_PER_SESSION_PER_HOUR,
} from '../../src/features/invoices/email-limits';
import { newEmail, signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { placeOrder } from '../orders/support/place-order';

/*
 * Issue 12, item 5: the invoice e-mail is no way to mail anyone at will. Limits per order, per
 * session and per address, decided under a lock so that requests at once cannot slip past.
 */

const NOON_IN_SINGAPORE = new Date('2026-11-18T04:00:00Z');

interface ErrorBody {
  error: string;
  error_id: string;
  details?: { retry_after_seconds?: number };
}

describe.each(DATABASE_KINDS)('invoice e-mail limits on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOON_IN_SINGAPORE);
  });

  const orderOf = async (diner: Diner) =>
    (await placeOrder(t, diner, 'cafe', [{ item: t.seed.cafe.items.laksa ?? 0 }])).order;
  const emailInvoice = (diner: Diner, sapaadOrderId: number, email: string) =>
    diner.post<ErrorBody>(`/invoices/${String(sapaadOrderId)}/email-invoice`, {
      sapaad_order_id: sapaadOrderId,
      email,
    });
  const sentTo = (addresses: Set<string>) =>
    t.messages.filter((m) => m.channel === 'email' && addresses.has(m.to)).length;

  it('sends one invoice at most 5 times a day, even when 50 requests come at once', async () => {
    const { diner } = await signedInDiner(t);
    const order = await orderOf(diner);
    const addresses = Array.from({ length: 50 }, () => newEmail());
    const answers = await Promise.all(
      addresses.map((to) => emailInvoice(diner, order.sapaadOrderId, to)),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(INVOICE_EMAILS_PER_ORDER_PER_DAY);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(50 - INVOICE_EMAILS_PER_ORDER_PER_DAY);
    expect(refused[0]?.body.error_id).toBe('invoice_email_limit');
    // The five went at one moment (the clock stands still): the wait is the whole day.
    expect(refused[0]?.body.details).toEqual({ retry_after_seconds: 24 * 60 * 60 });
    expect(refused[0]?.headers.get('retry-after')).toBe(String(24 * 60 * 60));
    expect(sentTo(new Set(addresses))).toBe(INVOICE_EMAILS_PER_ORDER_PER_DAY);
    // A day later the invoice may go again (the diner comes back halfway, keeping the session).
    t.clock.advance(12 * 60 * 60 * 1000);
    expect((await diner.get('/users/stripe_cards')).status).toBe(200);
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await emailInvoice(diner, order.sapaadOrderId, newEmail())).status).toBe(204);
  });

  it('sends at most 5 invoices an hour to one address, from any diner', async () => {
    const target = newEmail();
    const statuses = [];
    for (let i = 0; i <= INVOICE_EMAILS_PER_ADDRESS_PER_HOUR; i += 1) {
      const { diner } = await signedInDiner(t);
      const order = await orderOf(diner);
      statuses.push((await emailInvoice(diner, order.sapaadOrderId, target)).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(INVOICE_EMAILS_PER_ADDRESS_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
    expect(sentTo(new Set([target]))).toBe(INVOICE_EMAILS_PER_ADDRESS_PER_HOUR);
  });

  it('sends at most 10 invoice e-mails an hour from one session', async () => {
    const { diner } = await signedInDiner(t);
    const statuses = [];
    for (let i = 0; i <= INVOICE_EMAILS_PER_SESSION_PER_HOUR; i += 1) {
      const order = await orderOf(diner);
      statuses.push((await emailInvoice(diner, order.sapaadOrderId, newEmail())).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(INVOICE_EMAILS_PER_SESSION_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const order = await orderOf(diner);
    expect((await emailInvoice(diner, order.sapaadOrderId, newEmail())).status).toBe(204);
  });
});
