import { pages } from '@tabula/api-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, diningTables, outlets, promotions, stockOuts } from '../../src/db/schema';
import type { Database } from '../../src/db/client';
import { currentVenue, venueSnapshots } from '../../src/venue/venue-snapshots';
import { EVERY_DATABASE_KIND } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { staff } from '../pos/support/staff';

/*
 * The per-outlet venue snapshot (issue 16): built once, shared by every request, and never
 * older than the data after a change, whoever makes the change (a POS call, an UPDATE by hand).
 */
describe.each(EVERY_DATABASE_KIND)('venue snapshots on %s', (kind) => {
  let t: TestServer;
  let diner: Diner;
  const outletId = () => t.seed.cafe.outletId;

  const home = async () => {
    const answer = await diner.get('/pages/home');
    expect(answer.status).toBe(200);
    return pages.home.response.parse(answer.body);
  };
  const version = async () => {
    const [row] = await t.context.db
      .select({ version: outlets.venueVersion })
      .from(outlets)
      .where(eq(outlets.id, outletId()));
    return row?.version ?? Number.NaN;
  };
  /** An operator's UPDATE of the outlet's menu document: the mains category's new name. */
  const renameMains = async (name: string) => {
    const [row] = await t.context.db
      .select({ menu: outlets.menu })
      .from(outlets)
      .where(eq(outlets.id, outletId()));
    const menu = row?.menu as { categories: { id: number; name: string }[] };
    const categories = menu.categories.map((category) =>
      category.id === t.seed.cafe.categories.mains ? { ...category, name } : category,
    );
    await t.context.db
      .update(outlets)
      .set({ menu: { ...menu, categories } })
      .where(eq(outlets.id, outletId()));
  };
  const categoryIds = (page: Awaited<ReturnType<typeof home>>) =>
    page.menu.categories.map((category) => category.id);

  beforeAll(async () => {
    t = await startTestServer(kind);
    diner = new Diner(t.url);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // A Wednesday 12:00 in Singapore (the cafe's zone): lunch, no breakfast, no weekend brunch.
    t.clock.set(new Date('2026-11-25T04:00:00Z'));
    await diner.scan(t.seed.cafe.tables[0]?.token ?? '');
  });

  it('shares one snapshot between requests until something changes', async () => {
    const snapshots = venueSnapshots(t.context);
    const first = await snapshots.get(outletId());
    await home();
    await home();
    expect(await snapshots.get(outletId())).toBe(first);
    expect(first.version).toBe(await version());
  });

  it('gives the POS and bills the venue as it is now, from the snapshot once one is built', async () => {
    const snapshots = venueSnapshots(t.context);
    const table = t.seed.cafe.tables[0];
    const ids = { outletId: outletId(), tableId: table?.id ?? null };
    await t.context.db.insert(stockOuts).values({ outletId: outletId(), itemId: 999_002 });
    const now = await version();
    // No snapshot at this version yet: read with the given database (inside a transaction on
    // PGlite, waiting for a build on another connection would never end), the build started.
    const read = await t.context.db.transaction((tx) =>
      currentVenue(t.context, tx as unknown as Database, ids),
    );
    expect(read.version).toBe(now);
    expect(read.outOfStock.map((item) => item.item_id)).toContain(999_002);
    expect(read.table).toEqual({ id: table?.id, number: table?.number });
    const built = await snapshots.get(outletId(), now);
    // Once built, the same venue comes from the snapshot: nothing but the version is read.
    const shared = await currentVenue(t.context, t.context.db, ids);
    expect(shared.menu).toBe(built.venue.menu);
    expect(shared).toEqual(read);
    // A change is seen by the next call, never an older venue.
    await t.context.db.delete(stockOuts).where(eq(stockOuts.itemId, 999_002));
    const after = await currentVenue(t.context, t.context.db, ids);
    expect(after.version).toBeGreaterThan(now);
    expect(after.outOfStock.map((item) => item.item_id)).not.toContain(999_002);
  });

  it('builds a new version once, however many requests ask for it at the same time', async () => {
    const snapshots = venueSnapshots(t.context);
    const before = await snapshots.get(outletId());
    await t.context.db.insert(stockOuts).values({ outletId: outletId(), itemId: 999_001 });
    const now = await version();
    expect(now).toBeGreaterThan(before.version);
    const all = await Promise.all(Array.from({ length: 25 }, () => snapshots.get(outletId(), now)));
    expect(new Set(all).size).toBe(1);
    expect(all[0]?.version).toBe(now);
    await t.context.db.delete(stockOuts).where(eq(stockOuts.itemId, 999_001));
  });

  it('a POS sold-out reaches the very next answer, and its end too', async () => {
    const laksa = t.seed.cafe.items.laksa ?? 0;
    const stock = `/pos/api/outlets/${String(outletId())}/stock`;
    expect((await home()).out_of_stock_items.map((item) => item.item_id)).not.toContain(laksa);
    expect((await staff(t, 'POST', stock, { item_id: laksa, sold_out: true })).status).toBe(200);
    expect((await home()).out_of_stock_items.map((item) => item.item_id)).toContain(laksa);
    expect((await staff(t, 'POST', stock, { item_id: laksa, sold_out: false })).status).toBe(200);
    expect((await home()).out_of_stock_items.map((item) => item.item_id)).not.toContain(laksa);
  });

  it('a menu edited by hand in the outlet row is answered at once', async () => {
    const before = await version();
    await renameMains('Edited by hand');
    expect(await version()).toBe(before + 1);
    expect((await home()).menu.categories.map((category) => category.name)).toContain(
      'Edited by hand',
    );
  });

  it('a company edit reaches its outlets', async () => {
    const before = await version();
    await t.context.db
      .update(companies)
      .set({ profile: sql`jsonb_set(${companies.profile}, '{name}', '"Kopi & Kaya (edited)"')` })
      .where(eq(companies.id, t.seed.cafe.companyId));
    expect(await version()).toBe(before + 1);
    expect((await home()).company.name).toBe('Kopi & Kaya (edited)');
  });

  it('a promotion switched off, and on again, reaches every outlet of the company', async () => {
    const promotionId = t.seed.cafe.promotionIds.twoCakes ?? 0;
    const ids = async () => (await home()).promotions.map((promotion) => promotion.id);
    expect(await ids()).toContain(promotionId);
    await t.context.db
      .update(promotions)
      .set({ active: false })
      .where(eq(promotions.id, promotionId));
    expect(await ids()).not.toContain(promotionId);
    await t.context.db
      .update(promotions)
      .set({ active: true })
      .where(eq(promotions.id, promotionId));
    expect(await ids()).toContain(promotionId);
  });

  it('a table renamed is the session’s new table number', async () => {
    const table = t.seed.cafe.tables[0];
    await t.context.db
      .update(diningTables)
      .set({ number: 'Window 1' })
      .where(eq(diningTables.id, table?.id ?? 0));
    expect((await home()).session.table_number).toBe('Window 1');
    await t.context.db
      .update(diningTables)
      .set({ number: table?.number ?? 'T1' })
      .where(eq(diningTables.id, table?.id ?? 0));
    expect((await home()).session.table_number).toBe(table?.number);
  });

  it('a schedule boundary changes the menu without any change of data', async () => {
    const { breakfast } = t.seed.cafe.categories;
    const before = await version();
    // 10:59 in Singapore: breakfast (07:00 to 11:00) is on.
    t.clock.set(new Date('2026-11-25T02:59:00Z'));
    expect(categoryIds(await home())).toContain(breakfast);
    // 11:01: off (the slot's end minute is still in it).
    t.clock.set(new Date('2026-11-25T03:01:00Z'));
    expect(categoryIds(await home())).not.toContain(breakfast);
    expect(await version()).toBe(before);
  });

  it('a spliced answer stays safe to inline: no raw < even when a text holds one', async () => {
    await renameMains('Soup </script><b>');
    const answer = await diner.get('/pages/home');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.text).not.toContain('<');
    const { categories } = pages.home.response.parse(answer.body).menu;
    expect(categories.find((category) => category.id === t.seed.cafe.categories.mains)?.name).toBe(
      'Soup </script><b>',
    );
  });
});
