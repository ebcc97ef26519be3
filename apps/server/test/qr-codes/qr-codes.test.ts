import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodes } from '../../src/db/schema';
import { codeUrl, openCounters, openTables } from '../../src/venue-file/venue-codes';
import { pdfTextLines } from '../invoices/support/pdf-text';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff } from '../pos/support/staff';
import { decodePng, decodeSheet, decodeSvg } from './support/decode-codes';

/*
 * The printed codes of the back office (issue 32): each code, as an SVG, a PNG or on the PDF
 * sheet, is read back with a QR decoder and opened, as a diner's phone would; a replaced code
 * stops opening its table.
 */

/** A staff call's raw bytes. */
async function download(t: TestServer, path: string, token: string | null = t.staffToken) {
  const response = await fetch(`${t.url}${path}`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Where a scan of the address sends the browser. */
async function scan(url: string): Promise<string | null> {
  const response = await fetch(url, { redirect: 'manual' });
  return response.headers.get('location');
}

describe.each(DATABASE_KINDS)('QR codes to print on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('one code as an SVG or a PNG holds its table’s address, which opens the table', async () => {
    const table = t.seed.cafe.tables[0];
    if (!table) throw new Error('no table');
    const url = codeUrl(t.url, table.token);

    const svg = await download(t, `/pos/api/qr-codes/${table.token}.svg`);
    expect(svg.status).toBe(200);
    expect(svg.type).toBe('image/svg+xml');
    expect(await decodeSvg(svg.body)).toBe(url);

    const png = await download(t, `/pos/api/qr-codes/${table.token}.png?size=256`);
    expect(png.status).toBe(200);
    expect(png.type).toBe('image/png');
    expect(decodePng(png.body)).toEqual({ text: url, width: 256, height: 256 });
    expect(await scan(url)).toBe('/');
  });

  it('asks for the staff token, a known code and a sensible size', async () => {
    const token = t.seed.cafe.counterToken;
    expect((await download(t, `/pos/api/qr-codes/${token}.svg`, null)).status).toBe(401);
    expect((await download(t, '/pos/api/qr-codes/AAAAAAAAAAAAAAAA.svg')).status).toBe(404);
    expect((await download(t, '/pos/api/qr-codes/short.png')).status).toBe(400);
    expect((await download(t, `/pos/api/qr-codes/${token}.png?size=9000`)).status).toBe(400);
    expect((await download(t, '/pos/api/outlets/999999/qr-sheet.pdf')).status).toBe(404);
  });

  it('the sheet holds every open table and counter of the outlet, each card’s code opening its place', async () => {
    const sheet = await download(
      t,
      `/pos/api/outlets/${String(t.seed.cafe.outletId)}/qr-sheet.pdf`,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.type).toBe('application/pdf');
    expect(sheet.disposition).toBe('attachment; filename="qr-codes-kopi-kaya-cafe-outlet-1.pdf"');
    const tables = await openTables(t.context.db, t.seed.cafe.outletId);
    const counters = await openCounters(t.context.db, t.seed.cafe.outletId);
    const expected = [
      ...tables.map((table) => codeUrl(t.url, table.code.token)),
      ...counters.map((counter) => codeUrl(t.url, counter.token)),
    ];
    const pages = await decodeSheet(sheet.body, { columns: 2, rows: 3, margin: 36 });
    expect(pages).toHaveLength(Math.ceil(expected.length / 6));
    const decoded = pages.flat();
    // In order, six a page, the last page's empty cards without a code.
    expect(decoded).toEqual([
      ...expected,
      ...Array.from<null>({ length: pages.length * 6 - expected.length }).fill(null),
    ]);
    for (const url of expected.slice(0, 3)) expect(await scan(url)).toBe('/');

    const text = (await pdfTextLines(sheet.body)).join('\n');
    expect(text).toContain('Kopi & Kaya Cafe');
    expect(text).toContain('Table T1');
    expect(text).toContain('Counter C1');
    for (const words of ['Scan to order', '扫码点餐', 'Imbas untuk memesan']) {
      expect(text).toContain(words);
    }
  });

  it('the Kuwaiti sheet speaks Arabic first', async () => {
    const sheet = await download(
      t,
      `/pos/api/outlets/${String(t.seed.kuwait.outletId)}/qr-sheet.pdf`,
    );
    expect(sheet.status).toBe(200);
    const text = (await pdfTextLines(sheet.body, 'rtl')).join('\n');
    expect(text).toContain('الطاولة 1');
    expect(text).toContain('امسح الرمز للطلب');
    const pages = await decodeSheet(sheet.body, { columns: 2, rows: 3, margin: 36 });
    expect(pages.flat().filter((code) => code !== null)).toHaveLength(5);
  });

  it('a replaced code stops opening its table, the new one opens it; replacements at once leave one code', async () => {
    const table = t.seed.cafe.tables[1];
    if (!table) throw new Error('no table');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        staff<{ table_id: number; number: string; token: string; url: string }>(
          t,
          'POST',
          `/pos/api/tables/${String(table.id)}/qr-code`,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const open = await t.context.db
      .select()
      .from(qrCodes)
      .where(and(eq(qrCodes.tableId, table.id), isNull(qrCodes.retiredAt)));
    expect(open).toHaveLength(1);
    const [current] = open;
    const last = answers.find((answer) => answer.body.token === current?.token);
    expect(last?.body).toEqual({
      table_id: table.id,
      number: table.number,
      token: current?.token,
      url: codeUrl(t.url, current?.token ?? ''),
    });
    expect(current).toMatchObject({ qrSource: 'dine_pf', dineMode: 'eat_in', label: 'Table T2' });
    expect(await scan(codeUrl(t.url, table.token))).toMatch(/invalid/);
    expect(await scan(codeUrl(t.url, current?.token ?? ''))).toBe('/');
    expect((await download(t, `/pos/api/qr-codes/${table.token}.svg`)).status).toBe(404);
    const unknown = await staff(t, 'POST', '/pos/api/tables/999999/qr-code');
    expect(unknown.status).toBe(404);
  });
});
