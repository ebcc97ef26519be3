import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, coupons, diningTables, orders, outlets, promotions } from '../../src/db/schema';
import { demoVenues } from '../../src/seed/seed-demo';
import { exportVenue } from '../../src/venue-file/export-venue';
import { formatPlan, planSummary } from '../../src/venue-file/format-plan';
import { importVenue, ImportRefused } from '../../src/venue-file/import-venue';
import { readVenueFile } from '../../src/venue-file/read-venue-file';
import type { VenueFile } from '../../src/venue-file/venue-file-schema';
import { planIsEmpty } from '../../src/venue-file/venue-plan';
import { loadVenue } from '../../src/venue/venue';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { editVenue, tableByNumber } from '../support/venue-edits';
import { placeOrder } from '../orders/support/place-order';
import { staff } from '../pos/support/staff';

/*
 * `pnpm venue import` (ADR 0009): a file is planned against the company with its key and
 * applied in one transaction; the same file twice changes nothing; what a file leaves out is
 * retired, never deleted; an import that would take away what diners use is refused whole.
 */

/** The demo cafe's file as another company, with this key. */
function cafeCopy(key: string): VenueFile {
  const file = structuredClone(demoVenues().cafe);
  file.company.key = key;
  return file;
}

/** A file's first outlet. */
function firstOutlet(file: VenueFile): VenueFile['outlets'][number] {
  const [outlet] = file.outlets;
  if (!outlet) throw new Error('the file has no outlet');
  return outlet;
}

/** A file without its QR tokens (what a file written by hand holds). */
function withoutTokens(file: VenueFile): VenueFile {
  const copy = structuredClone(file);
  for (const outlet of copy.outlets) {
    for (const place of [...outlet.tables, ...outlet.counters]) delete place.qr_token;
  }
  return copy;
}

/** The ImportRefused an import throws, or a failure. */
async function refusal(promise: Promise<unknown>): Promise<ImportRefused> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportRefused) return error;
    throw error;
  }
  throw new Error('the import was applied');
}

describe.each(DATABASE_KINDS)('importing a venue file on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const companyId = async (key: string) => {
    const [row] = await t.context.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.key, key));
    if (!row) throw new Error(`no company ${key}`);
    return row.id;
  };
  const outletOf = async (id: number) => {
    const [row] = await t.context.db.select().from(outlets).where(eq(outlets.companyId, id));
    if (!row) throw new Error(`company ${String(id)} has no outlet`);
    return row;
  };

  it('adds a new company whole, exports it back to the same file, and a second import changes nothing', async () => {
    const file = cafeCopy('import-whole');
    const dry = await importVenue(t.context.db, file, { dryRun: true });
    expect(dry).toMatchObject({ applied: false, companyId: null });
    expect(planSummary(dry.plan)).toBe('63 to add, 0 to change, 0 to retire');
    expect(
      await t.context.db.select().from(companies).where(eq(companies.key, 'import-whole')),
    ).toEqual([]);

    const first = await importVenue(t.context.db, file);
    expect(first.applied).toBe(true);
    expect(formatPlan(first.plan).slice(0, 3)).toEqual([
      '+ company import-whole',
      '  + outlet outlet-1',
      '      + item 101 Kaya toast',
    ]);
    const id = await companyId('import-whole');
    expect(withoutTokens(await exportVenue(t.context.db, id))).toEqual(file);
    const version = (await outletOf(id)).venueVersion;

    const second = await importVenue(t.context.db, file);
    expect(planIsEmpty(second.plan)).toBe(true);
    expect(second).toMatchObject({ applied: false, companyId: id });
    // With the tokens the export wrote, too.
    const exported = await exportVenue(t.context.db, id);
    expect(planIsEmpty((await importVenue(t.context.db, exported)).plan)).toBe(true);
    expect((await outletOf(id)).venueVersion).toBe(version);
  });

  it('a price change reaches the menu at once and leaves a placed order as it was', async () => {
    const { diner } = await signedInDiner(t);
    const { order } = await placeOrder(t, diner, 'cafe', [{ item: t.seed.cafe.items.laksa ?? 0 }]);
    const before = await t.context.db.select().from(orders).where(eq(orders.id, order.id));

    const result = await editVenue(t.context.db, t.seed.cafe.companyId, (file) => {
      const laksa = file.outlets[0]?.menu.categories
        .flatMap((category) => category.items)
        .find((item) => item.id === t.seed.cafe.items.laksa);
      if (!laksa) throw new Error('no laksa');
      laksa.unit_price = '10.50';
    });
    expect(formatPlan(result.plan)).toEqual([
      '  company kopi-kaya-cafe',
      '  ~ outlet outlet-1 (menu)',
      '      ~ item 107 Laksa (unit_price)',
    ]);
    const venue = await loadVenue(t.context.db, { outletId: t.seed.cafe.outletId });
    const laksa = venue.menu.categories
      .flatMap((category) => category.items)
      .find((item) => item.id === t.seed.cafe.items.laksa);
    expect(laksa?.unit_price).toBe('10.50');
    expect(await t.context.db.select().from(orders).where(eq(orders.id, order.id))).toEqual(before);
    await editVenue(t.context.db, t.seed.cafe.companyId, (file) => {
      const item = file.outlets[0]?.menu.categories
        .flatMap((category) => category.items)
        .find((i) => i.id === t.seed.cafe.items.laksa);
      if (item) item.unit_price = '9.80';
    });
  });

  it('an item left out is retired in its last form, and a file that brings it back restores it', async () => {
    const file = cafeCopy('import-items');
    await importVenue(t.context.db, file);
    const id = await companyId('import-items');
    const without = structuredClone(file);
    const breakfast = without.outlets[0]?.menu.categories[0];
    if (!breakfast) throw new Error('no breakfast');
    breakfast.items = breakfast.items.filter((item) => item.id !== 102);

    const retired = await importVenue(t.context.db, without);
    expect(formatPlan(retired.plan)).toContain('      - item 102 Eggs Benedict (retired)');
    expect((await outletOf(id)).retiredItems).toEqual([
      expect.objectContaining({ id: 102, name: 'Eggs Benedict', unit_price: '14.50' }),
    ]);
    const venue = await loadVenue(t.context.db, { outletId: (await outletOf(id)).id });
    expect(venue.menu.categories[0]?.items.map((item) => item.id)).not.toContain(102);

    const back = await importVenue(t.context.db, file);
    expect(formatPlan(back.plan)).toContain('      + item 102 Eggs Benedict');
    expect((await outletOf(id)).retiredItems).toEqual([]);
  });

  it('a table left out is retired: its row stays, its code opens the invalid-table page; back in the file, the same code works again', async () => {
    const file = cafeCopy('import-tables');
    await importVenue(t.context.db, file);
    const outlet = await outletOf(await companyId('import-tables'));
    const t1 = await tableByNumber(t.context.db, outlet.id, 'T1');
    const without = structuredClone(file);
    const outletFile = firstOutlet(without);
    outletFile.tables = outletFile.tables.filter((x) => x.number !== 'T1');

    const retired = await importVenue(t.context.db, without);
    expect(formatPlan(retired.plan)).toContain('      - table T1 (retired)');
    const [row] = await t.context.db.select().from(diningTables).where(eq(diningTables.id, t1.id));
    expect(row?.retiredAt).toBeInstanceOf(Date);
    const scan = await fetch(`${t.url}/q/${t1.token}`, { redirect: 'manual' });
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toMatch(/invalid/);
    const listed = await staff<{ tables: { number: string }[] }>(
      t,
      'GET',
      `/pos/api/outlets/${String(outlet.id)}/tables`,
    );
    expect(listed.body.tables.map((table) => table.number)).not.toContain('T1');

    await importVenue(t.context.db, file);
    expect(await tableByNumber(t.context.db, outlet.id, 'T1')).toEqual(t1);
    const again = await fetch(`${t.url}/q/${t1.token}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/');
  });

  it('refuses to retire a table whose bill is unpaid, writing nothing at all', async () => {
    const file = cafeCopy('import-busy');
    await importVenue(t.context.db, file);
    const outlet = await outletOf(await companyId('import-busy'));
    const s1 = await tableByNumber(t.context.db, outlet.id, 'S1');
    const opened = await staff(t, 'POST', `/pos/api/tables/${String(s1.id)}/bill`, {
      covers: 2,
      items: [{ item_id: t.seed.cafe.items.icedLemonTea, count: 2 }],
    });
    expect(opened.status, opened.text).toBe(200);
    const without = structuredClone(file);
    const first = firstOutlet(without);
    first.tables = first.tables.filter((x) => x.number !== 'S1' && x.number !== 'T2');
    first.profile.announcement = 'Changed';

    const refused = await refusal(importVenue(t.context.db, without));
    expect(refused.problems).toEqual([
      'outlet outlet-1, table S1: its bill is not paid; settle it before retiring the table',
    ]);
    expect(await tableByNumber(t.context.db, outlet.id, 'T2')).toBeDefined();
    expect((await outletOf(outlet.companyId)).profile).toEqual(outlet.profile);
  });

  it('promotions and coupons left out become inactive, and a file that lists them again revives them', async () => {
    const file = cafeCopy('import-offers');
    await importVenue(t.context.db, file);
    const id = await companyId('import-offers');
    const without = {
      ...structuredClone(file),
      promotions: file.promotions.filter((p) => p.key !== 'two-cakes'),
      coupons: file.coupons.filter((c) => c.code !== 'SAVE10'),
    };
    const retired = await importVenue(t.context.db, without);
    expect(formatPlan(retired.plan).slice(-2)).toEqual([
      '  - promotion two-cakes (retired)',
      '  - coupon SAVE10 (retired)',
    ]);
    const [promotion] = await t.context.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.companyId, id), eq(promotions.key, 'two-cakes')));
    expect(promotion?.active).toBe(false);
    const [coupon] = await t.context.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.companyId, id), eq(coupons.code, 'SAVE10')));
    expect(coupon?.active).toBe(false);
    // Importing the shorter file again retires nothing more.
    expect(planIsEmpty((await importVenue(t.context.db, without)).plan)).toBe(true);

    const back = await importVenue(t.context.db, file);
    expect(formatPlan(back.plan).slice(-2)).toEqual([
      '  ~ promotion two-cakes (active)',
      '  ~ coupon SAVE10 (active)',
    ]);
  });

  it('refuses a file that leaves out an outlet or takes another place’s QR code, with every reason', async () => {
    const file = cafeCopy('import-refusals');
    const second = structuredClone(firstOutlet(file));
    second.key = 'harbourfront';
    second.tables = [{ number: '1', qr_source: 'dine_pf', dine_mode: 'eat_in' }];
    second.counters = [];
    await importVenue(t.context.db, { ...file, outlets: [...file.outlets, second] });

    const bad = structuredClone(file);
    const t2 = bad.outlets[0]?.tables.find((table) => table.number === 'T2');
    if (!t2) throw new Error('no T2');
    t2.qr_token = t.seed.cafe.tables[0]?.token;
    const refused = await refusal(importVenue(t.context.db, bad));
    expect(refused.problems).toEqual([
      'outlet harbourfront: the database holds it and the file leaves it out; an import never retires an outlet, so list it',
      `outlet outlet-1, table T2: the QR token ${t2.qr_token ?? ''} is another place's code`,
    ]);
  });

  it('two imports of one new company at once make one company', async () => {
    const file = cafeCopy('import-race');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => importVenue(t.context.db, file)),
    );
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(new Set(results.map((result) => result.companyId)).size).toBe(1);
    expect(
      await t.context.db.select().from(companies).where(eq(companies.key, 'import-race')),
    ).toHaveLength(1);
  });
});

describe('a file is checked at its currency’s precision before anything is imported', () => {
  it('a Kuwaiti file priced in yen names every amount with decimals', () => {
    const kuwait = structuredClone(demoVenues().kuwait);
    kuwait.company.profile.currency = 'JPY';
    kuwait.company.profile.decimal_precision = 0;
    const read = readVenueFile(JSON.stringify(kuwait));
    const problems = read.ok ? [] : read.problems;
    expect(problems.length).toBeGreaterThan(5);
    expect(problems.every((p) => p.message === 'expected a decimal with at most 0 places')).toBe(
      true,
    );
    expect(problems[0]).toEqual({
      path: 'outlets[0].menu.categories[0].items[0].unit_price',
      message: 'expected a decimal with at most 0 places',
    });
  });
});
