import {
  pages,
  type MenuCategory,
  type MenuItem,
  type PosAuditEntry,
  type PosMenuEditor,
} from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outlets } from '../../src/db/schema';
import { readAuditLog } from '../../src/staff/audit-log';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import { paidCashOrder } from '../refunds/support';

/*
 * The menu of the back office (issue 32): staff add, change, move and retire categories and
 * items over real HTTP; a diner's next request sees each change; prices keep to the currency's
 * precision (2 places in Singapore, 3 in Kuwait); a placed order keeps its price; a retired item
 * keeps its last form; and five additions at once get five ids.
 */

type Editor = PosMenuEditor &
  ErrorBody & { details?: { problems?: { path: string; message: string }[] } };

function itemsOf(categories: readonly MenuCategory[]): MenuItem[] {
  return categories.flatMap((category) => [
    ...category.items.flatMap((item) => [item, ...(item.items ?? [])]),
    ...itemsOf(category.categories ?? []),
  ]);
}

function categoryOf(editor: PosMenuEditor, id: number): MenuCategory | undefined {
  const all = (list: readonly MenuCategory[]): MenuCategory[] =>
    list.flatMap((category) => [category, ...all(category.categories ?? [])]);
  return all(editor.menu.categories).find((category) => category.id === id);
}

describe.each(DATABASE_KINDS)('the back office’s menu on %s', (kind) => {
  let t: TestServer;
  let diner: Diner;
  const cafe = () => `/pos/api/outlets/${String(t.seed.cafe.outletId)}/menu`;
  const kuwait = () => `/pos/api/outlets/${String(t.seed.kuwait.outletId)}/menu`;
  const mains = () => t.seed.cafe.categories.mains ?? 0;

  const editor = async (base = cafe()) => {
    const answer = await staff<Editor>(t, 'GET', `${base}/editor`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const dinerMenu = async () => {
    const answer = await diner.get('/pages/home');
    expect(answer.status).toBe(200);
    return pages.home.response.parse(answer.body).menu;
  };
  const auditLines = (): Promise<PosAuditEntry[]> =>
    readAuditLog(t.context.db, t.seed.cafe.companyId, undefined);

  beforeAll(async () => {
    t = await startTestServer(kind);
    diner = new Diner(t.url);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // A Wednesday 12:00 in Singapore: lunch is on the menu.
    t.clock.set(new Date('2026-11-25T04:00:00Z'));
    await diner.scan(t.seed.cafe.tables[0]?.token ?? '');
  });

  it('shows the whole menu with the venue’s languages, default first, and its currency', async () => {
    const shown = await editor();
    expect(shown.languages[0]).toBe('en');
    expect([...shown.languages].sort()).toEqual(['ar', 'en', 'ms', 'zh']);
    expect(shown).toMatchObject({ currency: 'SGD', decimal_precision: 2 });
    expect(itemsOf(shown.menu.categories).map((item) => item.id)).toContain(
      t.seed.cafe.items.kayaToast,
    );
    expect(await editor(kuwait())).toMatchObject({ currency: 'KWD', decimal_precision: 3 });
  });

  it('adds a dish with an Arabic name that a diner’s next request sees', async () => {
    const before = await editor();
    const added = await staff<Editor>(t, 'POST', `${cafe()}/items`, {
      category_id: mains(),
      name: 'Mee goreng',
      unit_price: '9.80',
      description: 'Fried noodles, egg, greens',
      tags: ['egg', 'spicy'],
      translations: {
        ar: { name: 'مي جورينج', description: '  ' },
        zh: { name: '', description: null },
      },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body.version).toBeGreaterThan(before.version);
    const dish = categoryOf(added.body, mains())?.items.at(-1);
    expect(dish).toMatchObject({
      name: 'Mee goreng',
      unit_price: '9.80',
      tags: ['egg', 'spicy'],
      // A blank text is no text: the app falls back; a locale left blank is left out.
      translations: { ar: { name: 'مي جورينج', description: null } },
      groups: [],
    });
    const highest = Math.max(...itemsOf(before.menu.categories).map((item) => item.id));
    expect(dish?.id).toBeGreaterThan(highest);
    const seen = itemsOf((await dinerMenu()).categories).find((item) => item.id === dish?.id);
    expect(seen?.translations.ar?.name).toBe('مي جورينج');
    const [line] = await auditLines();
    expect(line).toMatchObject({
      action: 'pos.addMenuItem',
      subject: `item ${String(dish?.id)} Mee goreng`,
    });
  });

  it('changes a price for the next order only, with who and from what in the audit log', async () => {
    const paid = await paidCashOrder(t);
    const placed = await staff<{ order: { total_amount: string } }>(
      t,
      'GET',
      `/pos/api/orders/${String(paid.orderId)}`,
    );
    const flatWhite = t.seed.cafe.items.flatWhite ?? 0;
    const priceBefore = itemsOf((await editor()).menu.categories).find(
      (item) => item.id === flatWhite,
    )?.unit_price;
    const changed = await staff<Editor>(t, 'PATCH', `${cafe()}/items/${String(flatWhite)}`, {
      unit_price: '7.20',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(
      itemsOf((await dinerMenu()).categories).find((item) => item.id === flatWhite)?.unit_price,
    ).toBe('7.20');
    const [line] = await auditLines();
    expect(line).toMatchObject({
      action: 'pos.changeMenuItem',
      subject: `item ${String(flatWhite)} Flat white`,
      details: { unit_price: { from: priceBefore, to: '7.20' } },
    });
    const after = await staff<{ order: { total_amount: string } }>(
      t,
      'GET',
      `/pos/api/orders/${String(paid.orderId)}`,
    );
    expect(after.body.order.total_amount).toBe(placed.body.order.total_amount);
  });

  it('refuses a price beyond the currency’s places, naming where, and changes nothing', async () => {
    const before = await editor();
    const refused = await staff<Editor>(
      t,
      'PATCH',
      `${cafe()}/items/${String(t.seed.cafe.items.kopi)}`,
      { unit_price: '2.345' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error_id).toBe('menu_invalid');
    expect(refused.body.error).toMatch(
      /^menu\.categories\[\d+\](\.categories\[\d+\])?\.items\[\d+\]\.unit_price: expected a decimal with at most 2 places$/,
    );
    expect((await editor()).version).toBe(before.version);
    // Kuwait's dinar has three places.
    const kwd = await staff<Editor>(
      t,
      'PATCH',
      `${kuwait()}/items/${String(t.seed.kuwait.items.karak)}`,
      { unit_price: '0.345' },
    );
    expect(kwd.status, kwd.text).toBe(200);
    const malformed = await staff<Editor>(
      t,
      'PATCH',
      `${cafe()}/items/${String(t.seed.cafe.items.kopi)}`,
      { unit_price: 2.5 },
    );
    expect(malformed.status).toBe(400);
    // Options staff write must leave a dish a diner can order: two of one option is refused.
    const option = {
      id: 9001,
      name: 'Oat milk',
      unit_price: '0.80',
      final_price: null,
      is_default: false,
    };
    const milk = {
      id: 9000,
      name: 'Milk',
      items: [option, option],
      minimum: 3,
      maximum: 2,
      has_quantity_selector: false,
      type: 'multiple_item',
    };
    const unorderable = await staff<Editor>(
      t,
      'PATCH',
      `${cafe()}/items/${String(t.seed.cafe.items.kopi)}`,
      { groups: [milk] },
    );
    expect(unorderable.status).toBe(422);
    expect(unorderable.body.error).toMatch(
      /\.groups\[0\]\.items\[1\]\.id: the option id 9001 is used twice in this group$/,
    );
    expect(unorderable.body.details?.problems?.map((problem) => problem.message)).toEqual([
      'the option id 9001 is used twice in this group',
      'the minimum 3 is above the maximum 2',
    ]);
    expect((await editor()).version).toBe(before.version);
  });

  it('moves an item to another category and retires it, keeping its last form', async () => {
    const added = await staff<Editor>(t, 'POST', `${cafe()}/items`, {
      category_id: mains(),
      name: 'Otah',
      unit_price: '4.50',
    });
    const otah = categoryOf(added.body, mains())?.items.at(-1)?.id ?? 0;
    const desserts = t.seed.cafe.categories.desserts ?? 0;
    const moved = await staff<Editor>(t, 'PATCH', `${cafe()}/items/${String(otah)}`, {
      category_id: desserts,
      is_popular: true,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(categoryOf(moved.body, mains())?.items.map((item) => item.id)).not.toContain(otah);
    expect(categoryOf(moved.body, desserts)?.items.at(-1)).toMatchObject({
      id: otah,
      is_popular: true,
    });
    const retired = await staff<Editor>(t, 'POST', `${cafe()}/items/${String(otah)}/retire`);
    expect(retired.status, retired.text).toBe(200);
    expect(itemsOf(retired.body.menu.categories).map((item) => item.id)).not.toContain(otah);
    const [row] = await t.context.db
      .select({ retired: outlets.retiredItems })
      .from(outlets)
      .where(eq(outlets.id, t.seed.cafe.outletId));
    expect(row?.retired).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: otah, name: 'Otah' })]),
    );
    const again = await staff<Editor>(t, 'POST', `${cafe()}/items/${String(otah)}/retire`);
    expect(again.status).toBe(404);
    expect(again.body.error_id).toBe('item_not_found');
    // A new item never takes a retired one's id.
    const next = await staff<Editor>(t, 'POST', `${cafe()}/items`, {
      category_id: mains(),
      name: 'Kueh',
      unit_price: '2.00',
    });
    expect(categoryOf(next.body, mains())?.items.at(-1)?.id).toBeGreaterThan(otah);
  });

  it('adds, renames, schedules and retires a category; one with items is refused', async () => {
    const added = await staff<Editor>(t, 'POST', `${cafe()}/categories`, {
      name: 'Supper',
      translations: { ms: { name: 'Makan lewat malam' } },
      schedules: [{ days: [6, 7], time_slots: [{ start_time: '21:00', end_time: '23:30' }] }],
    });
    expect(added.status, added.text).toBe(200);
    const supper = added.body.menu.categories.at(-1);
    expect(supper).toMatchObject({ name: 'Supper', items: [], has_subcategory: false });
    const id = supper?.id ?? 0;
    const renamed = await staff<Editor>(t, 'PATCH', `${cafe()}/categories/${String(id)}`, {
      name: 'Late night',
      schedules: null,
    });
    expect(categoryOf(renamed.body, id)).toMatchObject({
      name: 'Late night',
      schedules: null,
      translations: { ms: { name: 'Makan lewat malam' } },
    });
    // A Wednesday noon diner sees it now that it has no schedule.
    expect((await dinerMenu()).categories.map((category) => category.id)).toContain(id);
    const sub = await staff<Editor>(t, 'POST', `${cafe()}/categories`, {
      name: 'Late snacks',
      parent_id: id,
    });
    expect(categoryOf(sub.body, id)).toMatchObject({ has_subcategory: true });
    const busy = await staff<Editor>(t, 'POST', `${cafe()}/categories/${String(id)}/retire`);
    expect(busy.status).toBe(409);
    expect(busy.body.error_id).toBe('category_not_empty');
    const subId = categoryOf(sub.body, id)?.categories?.[0]?.id ?? 0;
    expect((await staff(t, 'POST', `${cafe()}/categories/${String(subId)}/retire`)).status).toBe(
      200,
    );
    const gone = await staff<Editor>(t, 'POST', `${cafe()}/categories/${String(id)}/retire`);
    expect(gone.status, gone.text).toBe(200);
    expect(categoryOf(gone.body, id)).toBeUndefined();
    const unknown = await staff<Editor>(t, 'PATCH', `${cafe()}/categories/999999`, { name: 'X' });
    expect(unknown.status).toBe(404);
  });

  it('refuses a schedule slot starting at 24:00, which ends a day and starts none, and stores nothing', async () => {
    const before = await dinerMenu();
    const refused = await staff<Editor>(t, 'POST', `${cafe()}/categories`, {
      name: 'Midnight',
      schedules: [{ days: [1], time_slots: [{ start_time: '24:00', end_time: '02:00' }] }],
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.text).toContain('start_time');
    // The menu still reads, unchanged.
    expect(await dinerMenu()).toEqual(before);
    const late = await staff<Editor>(t, 'POST', `${cafe()}/categories`, {
      name: 'Till midnight',
      schedules: [{ days: [1], time_slots: [{ start_time: '22:00', end_time: '24:00' }] }],
    });
    expect(late.status, late.text).toBe(200);
    const id = late.body.menu.categories.at(-1)?.id ?? 0;
    expect((await staff(t, 'POST', `${cafe()}/categories/${String(id)}/retire`)).status).toBe(200);
  });

  it('gives five dishes added at once five ids, one after the other', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        staff<Editor>(t, 'POST', `${cafe()}/items`, {
          category_id: mains(),
          name: `Special ${String(index + 1)}`,
          unit_price: '5.00',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const specials = itemsOf((await editor()).menu.categories).filter((item) =>
      item.name.startsWith('Special '),
    );
    expect(specials).toHaveLength(5);
    expect(new Set(specials.map((item) => item.id)).size).toBe(5);
  });
});
