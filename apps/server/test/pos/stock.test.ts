import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from './support/staff';

interface StockAnswer {
  out_of_stock_items: { item_id: number; category_id: number | null }[];
}
interface StockItem {
  id: number;
  name: string;
  sold_out: boolean;
  items: StockItem[];
}
interface MenuAnswer {
  categories: { id: number; name: string; items: StockItem[] }[];
}

describe.each(DATABASE_KINDS)('POS stock on %s', (kind) => {
  let t: TestServer;
  let diner: Diner;
  const stockPath = () => `/pos/api/outlets/${String(t.seed.cafe.outletId)}/stock`;
  const homeOutOfStock = async () => {
    const home = await diner.get<{ out_of_stock_items: { item_id: number }[] }>('/pages/home');
    expect(home.status).toBe(200);
    return home.body.out_of_stock_items.map((item) => item.item_id);
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
  });
  afterAll(() => t.close());

  it('marks an item sold out for diners, and available again', async () => {
    const laksa = t.seed.cafe.items.laksa ?? 0;
    expect(await homeOutOfStock()).not.toContain(laksa);

    const marked = await staff<StockAnswer>(t, 'POST', stockPath(), {
      item_id: laksa,
      sold_out: true,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.out_of_stock_items).toContainEqual({
      item_id: laksa,
      category_id: t.seed.cafe.categories.mains,
    });
    expect(await homeOutOfStock()).toContain(laksa);

    const back = await staff<StockAnswer>(t, 'POST', stockPath(), {
      item_id: laksa,
      sold_out: false,
    });
    expect(back.status).toBe(200);
    expect(back.body.out_of_stock_items.map((item) => item.item_id)).not.toContain(laksa);
    expect(await homeOutOfStock()).not.toContain(laksa);
  });

  it('keeps one entry when an item is marked sold out twice', async () => {
    const cake = t.seed.cafe.items.cake ?? 0;
    await staff(t, 'POST', stockPath(), { item_id: cake, sold_out: true });
    const again = await staff<StockAnswer>(t, 'POST', stockPath(), {
      item_id: cake,
      sold_out: true,
    });
    expect(again.status).toBe(200);
    expect(again.body.out_of_stock_items.filter((item) => item.item_id === cake)).toHaveLength(1);
    await staff(t, 'POST', stockPath(), { item_id: cake, sold_out: false });
  });

  it('marks a pick of a grouped item sold out', async () => {
    const pick = t.seed.cafe.items.lunchSetLaksa ?? 0;
    const marked = await staff<StockAnswer>(t, 'POST', stockPath(), {
      item_id: pick,
      sold_out: true,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.out_of_stock_items.map((item) => item.item_id)).toContain(pick);
    await staff(t, 'POST', stockPath(), { item_id: pick, sold_out: false });
  });

  it('lists the menu with sold-out flags, sub-categories under their parent', async () => {
    const kopi = t.seed.cafe.items.kopi ?? 0;
    await staff(t, 'POST', stockPath(), { item_id: kopi, sold_out: true });
    const menu = await staff<MenuAnswer>(
      t,
      'GET',
      `/pos/api/outlets/${String(t.seed.cafe.outletId)}/menu`,
    );
    expect(menu.status).toBe(200);
    const coffee = menu.body.categories.find((c) => c.id === t.seed.cafe.categories.coffee);
    expect(coffee?.name).toMatch(/ \/ /);
    const listed = coffee?.items.find((item) => item.id === kopi);
    expect(listed?.sold_out).toBe(true);
    expect(coffee?.items.find((item) => item.id === t.seed.cafe.items.flatWhite)?.sold_out).toBe(
      false,
    );
    const sets = menu.body.categories.find((c) => c.id === t.seed.cafe.categories.sets);
    const lunchSet = sets?.items.find((item) => item.id === t.seed.cafe.items.lunchSet);
    expect(lunchSet?.items.map((pick) => pick.id)).toContain(t.seed.cafe.items.lunchSetLaksa);
    await staff(t, 'POST', stockPath(), { item_id: kopi, sold_out: false });
  });

  it("answers 404 for an item not on the outlet's menu and for an unknown outlet", async () => {
    const kuwaitItem = t.seed.kuwait.items.hummus ?? 0;
    const foreign = await staff<ErrorBody>(t, 'POST', stockPath(), {
      item_id: kuwaitItem,
      sold_out: true,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_id).toBe('item_not_found');
    const unknownOutlet = await staff<ErrorBody>(t, 'POST', '/pos/api/outlets/999999/stock', {
      item_id: t.seed.cafe.items.laksa,
      sold_out: true,
    });
    expect(unknownOutlet.status).toBe(404);
    const unknownMenu = await staff(t, 'GET', '/pos/api/outlets/999999/menu');
    expect(unknownMenu.status).toBe(404);
    expect(await homeOutOfStock()).not.toContain(kuwaitItem);
  });

  it.each([
    ['a missing sold_out', { item_id: 107 }, 'body.sold_out'],
    ['sold_out as text', { item_id: 107, sold_out: 'yes' }, 'body.sold_out'],
    ['an item id as text', { item_id: '107', sold_out: true }, 'body.item_id'],
    ['a zero item id', { item_id: 0, sold_out: true }, 'body.item_id'],
    ['an unknown field', { item_id: 107, sold_out: true, outlet: 1 }, 'body'],
  ])('answers 400 for %s', async (_label, body, field) => {
    const answer = await staff<ErrorBody>(t, 'POST', stockPath(), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(field);
  });

  it('answers 400 for no body at all', async () => {
    const answer = await staff<ErrorBody>(t, 'POST', stockPath());
    expect(answer.status).toBe(400);
  });
});
