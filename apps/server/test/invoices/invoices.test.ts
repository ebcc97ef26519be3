import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { placeOrder } from '../orders/support/place-order';
import { signedInDiner } from '../support/accounts';
import { pdfTextLines } from './support/pdf-text';

const NOON_IN_SINGAPORE = new Date('2026-11-18T04:00:00Z');

/** Downloads a file over real HTTP with the diner's cookie, as bytes. */
async function download(t: TestServer, diner: Diner, path: string) {
  const response = await fetch(`${t.url}${path}`, { headers: { cookie: diner.cookieHeader() } });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe.each(DATABASE_KINDS)('invoices on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOON_IN_SINGAPORE);
  });

  const cafeOrder = async (email?: string | null) => {
    const { diner } = await signedInDiner(t, email === undefined ? {} : { email });
    const { order } = await placeOrder(
      t,
      diner,
      'cafe',
      [
        {
          item: t.seed.cafe.items.flatWhite ?? 0,
          count: 2,
          modifiers: [
            { group_id: 202, id: 303 },
            { group_id: 203, id: 305, count: 1 },
          ],
        },
        { item: t.seed.cafe.items.laksa ?? 0, note: 'No cockles' },
      ],
      { coupon: t.seed.cafe.coupons.percent, tip: '1.00' },
    );
    return { diner, order };
  };

  it("downloads a real PDF of the diner's own order with its lines and totals", async () => {
    const { diner, order } = await cafeOrder();
    const answer = await download(
      t,
      diner,
      `/invoices/${String(order.sapaadOrderId)}.pdf?download=true`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${String(order.sapaadOrderId)}.pdf"`,
    );
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfTextLines(answer.body);
    expect(lines).toContain('Kopi & Kaya Cafe');
    expect(lines).toContain(`Invoice for order ${order.orderNumber}`);
    expect(lines).toContain('2 x Flat white');
    expect(lines).toContain('+ 1 x Oat milk');
    expect(lines).toContain('+ 1 x Extra shot');
    expect(lines).toContain('Note: No cockles');
    // Flat white 7.30 x 2 + laksa 9.80 = 24.40; 10% off 2.44; packaging half price with two
    // coffees 0.25; GST 1.98 + 0.02; tip 1.00.
    const amount = (label: string) => lines[lines.indexOf(label) + 1];
    expect(amount('Subtotal')).toBe('SGD\u00a024.40');
    expect(amount('10% off')).toBe('- SGD\u00a02.44');
    expect(amount('Takeaway packaging')).toBe('SGD\u00a00.25');
    expect(amount('Tax')).toBe('SGD\u00a02.00');
    expect(amount('Tip')).toBe('SGD\u00a01.00');
    expect(amount('Total')).toBe(`SGD\u00a0${order.totalAmount}`);
    expect(order.totalAmount).toBe('25.21');
  });

  it('says prices include tax on a Kuwait invoice, in KWD at 3 decimals', async () => {
    const { diner } = await signedInDiner(t, { token: t.seed.kuwait.counterToken, guest: true });
    const { order } = await placeOrder(t, diner, 'kuwait', [
      { item: t.seed.kuwait.items.hummus ?? 0, count: 2 },
    ]);
    const answer = await download(
      t,
      diner,
      `/invoices/${String(order.sapaadOrderId)}.pdf?download=true`,
    );
    expect(answer.status).toBe(200);
    const lines = pdfTextLines(answer.body);
    expect(lines).toContain('Prices include tax');
    expect(lines).not.toContain('Tax');
    expect(lines[lines.indexOf('Total') + 1]).toBe('KWD\u00a02.500');
  });

  it("lists the order's payments", async () => {
    const { diner, order } = await cafeOrder();
    const details = order.details as Record<string, unknown>;
    await t.context.db
      .update(orders)
      .set({
        details: {
          ...details,
          payments: [
            {
              id: 1,
              payment_type: 'cash',
              amount: order.totalAmount,
              name: 'Cash',
              customer_id: order.userId,
              tip: '1.00',
            },
          ],
        },
      })
      .where(eq(orders.id, order.id));
    const lines = pdfTextLines(
      (await download(t, diner, `/invoices/${String(order.sapaadOrderId)}.pdf?download=true`)).body,
    );
    expect(lines).toContain('Payments');
    expect(lines).toContain('Cash (tip SGD\u00a01.00)');
  });

  it("answers 404 for another diner's or an unknown invoice, and 4xx for a bad request", async () => {
    const { order } = await cafeOrder();
    const { diner: other } = await signedInDiner(t);
    const foreign = await other.get<{ error: string }>(
      `/invoices/${String(order.sapaadOrderId)}.pdf?download=true`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('This invoice does not exist');
    expect((await other.get('/invoices/99999999.pdf?download=true')).status).toBe(404);
    expect((await other.get(`/invoices/${String(order.sapaadOrderId)}.pdf`)).status).toBe(400);
    expect((await other.get('/invoices/abc.pdf?download=true')).status).toBe(400);
    expect(
      (await new Diner(t.url).get(`/invoices/${String(order.sapaadOrderId)}.pdf?download=true`))
        .status,
    ).toBe(401);
  });

  it('e-mails the invoice to the registered address or a new one, with the PDF attached', async () => {
    const { diner, order } = await cafeOrder('regular@example.com');
    const path = `/invoices/${String(order.sapaadOrderId)}/email-invoice`;
    const before = t.messages.length;
    const registered = await diner.post(path, { sapaad_order_id: order.sapaadOrderId });
    expect(registered.status).toBe(204);
    const [first] = t.messages.slice(before);
    expect(first).toMatchObject({ channel: 'email', to: 'regular@example.com' });
    expect(first?.subject).toContain(order.orderNumber);
    expect(first?.attachment?.contentType).toBe('application/pdf');
    expect(first?.attachment?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTextLines(first?.attachment?.content ?? Buffer.alloc(0))).toContain(
      `Invoice for order ${order.orderNumber}`,
    );

    const other = await diner.post(path, {
      sapaad_order_id: order.sapaadOrderId,
      email: 'friend@example.com',
    });
    expect(other.status).toBe(204);
    expect(t.messages.at(-1)?.to).toBe('friend@example.com');
  });

  it("refuses an invalid address, a mismatched body, a diner without an address and another diner's order", async () => {
    const { diner, order } = await cafeOrder(null);
    const path = `/invoices/${String(order.sapaadOrderId)}/email-invoice`;
    const before = t.messages.length;
    const invalid = await diner.post<{ error: string }>(path, {
      sapaad_order_id: order.sapaadOrderId,
      email: 'not-an-email',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toContain('Please enter a valid email');
    const mismatch = await diner.post(path, { sapaad_order_id: order.sapaadOrderId + 1 });
    expect(mismatch.status).toBe(400);
    const noAddress = await diner.post<{ error: string; error_id: string }>(path, {
      sapaad_order_id: order.sapaadOrderId,
    });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.error).toBe('Please enter a valid email');
    const { diner: stranger } = await signedInDiner(t);
    const foreign = await stranger.post(path, {
      sapaad_order_id: order.sapaadOrderId,
      email: 'thief@example.com',
    });
    expect(foreign.status).toBe(404);
    const forged = await diner.post(
      path,
      { sapaad_order_id: order.sapaadOrderId, email: 'a@example.com' },
      { 'x-csrf-token': 'x' },
    );
    expect(forged.status).toBe(403);
    expect(t.messages.length).toBe(before);
  });
});
