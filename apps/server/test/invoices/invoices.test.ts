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
async function download(
  t: TestServer,
  diner: Diner,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${t.url}${path}`, {
    headers: { cookie: diner.cookieHeader(), ...headers },
  });
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
    const lines = await pdfTextLines(answer.body);
    expect(lines).toContain('Kopi & Kaya Cafe');
    expect(lines).toContain(`Invoice for order ${order.orderNumber}`);
    expect(lines).toContain('2 x Flat white SGD 14.60');
    expect(lines).toContain('+ 1 x Oat milk');
    expect(lines).toContain('+ 1 x Extra shot');
    expect(lines).toContain('Note: No cockles');
    // Flat white 7.30 x 2 + laksa 9.80 = 24.40; 10% off 2.44; packaging half price with two
    // coffees 0.25; GST 1.98 + 0.02; tip 1.00.
    expect(lines).toContain('Subtotal SGD 24.40');
    expect(lines).toContain('10% off - SGD 2.44');
    expect(lines).toContain('Takeaway packaging SGD 0.25');
    expect(lines).toContain('Tax SGD 2.00');
    expect(lines).toContain('Tip SGD 1.00');
    expect(lines).toContain(`Total SGD ${order.totalAmount}`);
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
    const lines = await pdfTextLines(answer.body);
    expect(lines).toContain('Prices include tax');
    expect(lines.filter((line) => line.startsWith('Tax'))).toEqual([]);
    expect(lines).toContain('Total KWD 2.500');
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
    const lines = await pdfTextLines(
      (await download(t, diner, `/invoices/${String(order.sapaadOrderId)}.pdf?download=true`)).body,
    );
    expect(lines).toContain('Payments');
    expect(lines).toContain(`Cash (tip SGD 1.00) SGD ${order.totalAmount}`);
  });

  it("prints the invoice in Arabic, right to left, with the venue's Arabic names", async () => {
    const { diner, order } = await cafeOrder();
    const answer = await download(
      t,
      diner,
      `/invoices/${String(order.sapaadOrderId)}.pdf?download=true&locale=ar`,
    );
    expect(answer.status).toBe(200);
    const lines = await pdfTextLines(answer.body, 'rtl');
    expect(lines).toContain('Kopi & Kaya Cafe');
    expect(lines).toContain(`فاتورة الطلب ${order.orderNumber}`);
    // The menu's names in Arabic; "لاكسا" starts with the lam-alef ligature, read back in order.
    expect(lines).toContain('2 x فلات وايت 14.60 SGD');
    expect(lines).toContain('+ 1 x حليب الشوفان');
    expect(lines).toContain('+ 1 x جرعة إسبريسو إضافية');
    expect(lines).toContain('1 x لاكسا 9.80 SGD');
    expect(lines).toContain('ملاحظة: No cockles');
    expect(lines).toContain('المجموع الفرعي 24.40 SGD');
    expect(lines).toContain('رسوم تغليف السفري 0.25 SGD');
    expect(lines).toContain(`الإجمالي ${order.totalAmount} SGD`);
    expect(lines).toContain('شكرًا لتناولك الطعام في Kopi & Kaya Cafe.');
  });

  it("prints the invoice in Chinese from the browser's languages, and in Malay when asked", async () => {
    const { diner, order } = await cafeOrder();
    const path = `/invoices/${String(order.sapaadOrderId)}.pdf?download=true`;
    const chinese = await pdfTextLines(
      (await download(t, diner, path, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' })).body,
    );
    expect(chinese).toContain(`订单 ${order.orderNumber} 的发票`);
    expect(chinese).toContain('2 x 馥芮白 SGD 14.60');
    expect(chinese).toContain('+ 1 x 燕麦奶');
    expect(chinese).toContain('1 x 叻沙 SGD 9.80');
    expect(chinese).toContain('备注：No cockles');
    expect(chinese).toContain('小计 SGD 24.40');
    expect(chinese).toContain('外带包装费 SGD 0.25');

    // The app names its own language, whatever the browser's.
    const malay = await pdfTextLines(
      (await download(t, diner, `${path}&locale=ms`, { 'accept-language': 'zh-CN' })).body,
    );
    expect(malay).toContain(`Invois untuk pesanan ${order.orderNumber}`);
    expect(malay).toContain('+ 1 x Susu oat');
    expect(malay).toContain('Jumlah kecil SGD 24.40');
    expect(malay).toContain('Caj bungkusan bawa pulang SGD 0.25');

    const unknown = await diner.get<{ error: string }>(`${path}&locale=fr`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('locale');
  });

  it("e-mails the invoice in the app's language", async () => {
    const { diner, order } = await cafeOrder('arabic@example.com');
    const before = t.messages.length;
    const sent = await diner.post(
      `/invoices/${String(order.sapaadOrderId)}/email-invoice`,
      { sapaad_order_id: order.sapaadOrderId },
      { 'accept-language': 'ar' },
    );
    expect(sent.status).toBe(204);
    const [mail] = t.messages.slice(before);
    expect(mail?.subject).toBe(`فاتورتك للطلب ${order.orderNumber} من Kopi & Kaya Cafe`);
    expect(mail?.body).toBe(`شكرًا على طلبك ${order.orderNumber}. فاتورتك مرفقة.`);
    const lines = await pdfTextLines(mail?.attachment?.content ?? Buffer.alloc(0), 'rtl');
    expect(lines).toContain('1 x لاكسا 9.80 SGD');
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
    expect(await pdfTextLines(first?.attachment?.content ?? Buffer.alloc(0))).toContain(
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
