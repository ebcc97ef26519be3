import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { decodeSheet } from '../../server/test/qr-codes/support/decode-codes';
import { demo, venue } from './support/demo';
import { openPosPage, signInToPos } from './support/pos-console';

/*
 * The print sheet of the back office (issue 32), read as a diner's phone reads the printed
 * cards: the demo owner signs in to the POS, opens "Tables, counters and QR codes" and downloads
 * the cafe's sheet through the page's own link; every page of the PDF is drawn (pdf.js, as the
 * server's own sheet test does) and every card's code decoded (jsQR). The codes are exactly the
 * links of the places the page lists, in its order (tables, then counters), and hold every QR
 * link the demo seeded for the cafe; one decoded table link, opened on a phone, seats the diner
 * at that table, on its menu.
 */

/** The sheet's layout (apps/server/src/features/qr-codes/qr-sheet.ts): A4, 2 × 3 cards, 36 pt margin. */
const SHEET = { columns: 2, rows: 3, margin: 36 };

test('the QR sheet’s codes decode to the right tables', async ({ browser, page: phone }) => {
  const cafe = venue('cafe');
  const owner = await (await browser.newContext({ baseURL: demo().origin })).newPage();
  try {
    let listed: string[] = [];
    await test.step('the owner opens the cafe’s tables, counters and QR codes', async () => {
      await owner.goto('/pos');
      await signInToPos(owner, demo().owners.cafe, demo().owners.password);
      await openPosPage(owner, 'Tables, counters and QR codes', 'places');
      await owner.getByLabel(/^Outlet/).selectOption(String(cafe.outletId));
      const addresses = owner.getByText(/\/q\/[\w-]{16}$/);
      await expect(addresses.first()).toBeVisible();
      listed = (await addresses.allTextContents()).map((text) => text.trim());
      // Every QR link the demo seeded for the cafe is on the page (a journey before this one on
      // the same server may have added a table of its own).
      expect(listed).toEqual(expect.arrayContaining(Object.values(cafe.links)));
    });

    let pages: (string | null)[][] = [];
    await test.step('downloads the print sheet through the page’s link', async () => {
      const downloading = owner.waitForEvent('download');
      await owner.getByRole('link', { name: 'Download the QR sheet to print (PDF)' }).click();
      const download = await downloading;
      // The server names the file (Content-Disposition) after the restaurant and its outlet.
      expect(download.suggestedFilename()).toMatch(/^qr-codes-kopi-kaya-cafe-[\w-]+\.pdf$/);
      const file = await download.path();
      const pdf = await readFile(file);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      pages = await decodeSheet(pdf, SHEET);
    });

    await test.step('every card’s code decodes to its place’s link, and none is missing', () => {
      const perPage = SHEET.columns * SHEET.rows;
      expect(pages).toHaveLength(Math.ceil(listed.length / perPage));
      // Six cards a page in the page's order, the last page's empty slots without a code.
      expect(pages.flat()).toEqual([
        ...listed,
        ...Array.from<null>({ length: pages.length * perPage - listed.length }).fill(null),
      ]);
      const decoded = pages.flat().filter((code): code is string => code !== null);
      expect(new Set(decoded).size).toBe(decoded.length);
      for (const [label, link] of Object.entries(cafe.links)) {
        expect(decoded, `the sheet holds the code of ${label}`).toContain(link);
      }
    });

    await test.step('a decoded table code, opened on a phone, seats the diner at that table', async () => {
      // The code as the phone's camera read it off the sheet, the one the demo seeded for T2.
      const link = pages.flat().find((code) => code !== null && code === cafe.links['Table T2']);
      expect(link, 'the sheet holds the code of Table T2').toBeDefined();
      await phone.goto(link ?? '');
      await expect(phone).toHaveURL((url) => url.pathname === '/');
      await expect(
        phone.getByRole('banner').getByRole('link', { name: cafe.company }),
      ).toBeVisible();
      // A table is eat-in already: no dine-mode chooser, the menu at once.
      await expect(phone.getByRole('article', { name: 'Flat white' })).toBeVisible();
      const home = await phone.request.get('/pages/home', {
        headers: { accept: 'application/json' },
      });
      expect(home.status()).toBe(200);
      const session = ((await home.json()) as { session: { table_number: string | null } }).session;
      expect(session.table_number).toBe('T2');
    });
  } finally {
    await owner.context().close();
  }
});
