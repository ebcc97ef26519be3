import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  couponCodeSchema,
  discountSchema,
  ITEM_TAGS,
  pages,
  PAYMENT_TYPE_NAMES,
  type MenuCategory,
  type MenuItem,
} from '@tabula/api-client';
import { priceOrder, PROMOTION_ACTION_TYPES, type PricingLine } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/db/client';
import { companies, coupons, orders, qrCodes } from '../../src/db/schema';
import { STORED_IMAGE_ORIGIN } from '../../src/venue/image-url';
import { imagesFolder } from '../../src/features/images/register-images';
import { featureFlagsFor } from '../../src/pages/feature-flags';
import { loadVenue, type Venue } from '../../src/venue/venue';
import { seedDemo, seedDemoIfEmpty, type DemoSeed } from '../../src/seed/seed-demo';
import { EVERY_DATABASE_KIND, openTestDatabase } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';

/** Every item of a menu, nested categories and grouped items' picks included. */
function allItems(categories: readonly MenuCategory[]): MenuItem[] {
  return categories.flatMap((category) => [
    ...category.items.flatMap((item) => [item, ...(item.items ?? [])]),
    ...allItems(category.categories ?? []),
  ]);
}

function allCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories.flatMap((category) => [category, ...allCategories(category.categories ?? [])]);
}

describe.each(EVERY_DATABASE_KIND)('demo seed on %s', (kind) => {
  let database: OpenDatabase;
  let seed: DemoSeed;
  let cafe: Venue;
  let kuwait: Venue;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    expect(await seedDemoIfEmpty(database.db)).toBe(true);
    seed = await seedDemo(database.db);
    cafe = await loadVenue(database.db, {
      outletId: seed.cafe.outletId,
      tableId: seed.cafe.tables[0]?.id ?? null,
    });
    kuwait = await loadVenue(database.db, { outletId: seed.kuwait.outletId });
  });
  afterAll(() => database.close());

  it('seeds an empty database once; seeding again, an import of the same files, changes nothing', async () => {
    expect(await seedDemoIfEmpty(database.db)).toBe(false);
    // Two seedDemo runs (the IfEmpty one and the explicit one), then a third: two companies, the
    // same ids and QR tokens, and one bill on S1.
    expect(await seedDemo(database.db)).toEqual(seed);
    expect(await database.db.select().from(companies)).toHaveLength(2);
    const bills = await database.db
      .select()
      .from(orders)
      .where(eq(orders.tableId, seed.cafe.scanAndPayTable.id));
    expect(bills.map((bill) => bill.id)).toEqual([seed.cafe.scanAndPayBillId]);
  });

  it('every venue loads, every JSON document parsing with the contract', async () => {
    for (const outletId of [seed.cafe.outletId, seed.kuwait.outletId]) {
      const venue = await loadVenue(database.db, { outletId });
      expect(venue.outlet.id).toBe(outletId);
    }
    for (const table of [...seed.cafe.tables, ...seed.kuwait.tables]) {
      const outletId = seed.cafe.tables.includes(table) ? seed.cafe.outletId : seed.kuwait.outletId;
      expect((await loadVenue(database.db, { outletId, tableId: table.id })).table).toEqual({
        id: table.id,
        number: table.number,
      });
    }
  });

  it('the cafe: SGD at 2 decimals, en/zh/ms/ar, full plan, SMS rule, tips, loyalty, 9% GST on top', () => {
    expect(cafe.company).toMatchObject({
      currency: 'SGD',
      decimal_precision: 2,
      country_code: 'SG',
      has_tips: true,
      locale_data: { locales: ['en', 'zh', 'ms', 'ar'], default: 'en' },
      sms_info: { sms_module_status: true, sms_rules: { order_confirmed: true } },
    });
    expect(cafe.plan).toBe('sapaad_direct');
    expect(cafe.timeZone).toBe('Asia/Singapore');
    expect(cafe.tips).toEqual(['5', '10', '15']);
    expect(cafe.loyaltyProgramme).toEqual({
      points_per_currency_unit: '1',
      point_value: '0.10',
      min_redeem_value: '10',
      max_redeem_value: '0',
    });
    expect(cafe.menu.is_tax_inclusive).toBe(false);
    expect(cafe.menu.taxes).toEqual([{ id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' }]);
    const service = cafe.menu.surcharges.find((surcharge) => surcharge.name === 'Service charge');
    expect(service).toMatchObject({
      type: 'PERCENTAGE',
      value: '10',
      applicable_on_dinein: true,
      applicable_on_walkin: false,
    });
    expect(cafe.outlet).toMatchObject({
      service_type: 'eat_in_and_take_away',
      checkout_mode: 'login_and_guest',
      auto_confirm_enabled: false,
    });
    expect(cafe.company.announcement).not.toBeNull();
    expect(cafe.company.brand_color).toMatch(/^#/);
    expect(seed.cafe.tables.length).toBeGreaterThanOrEqual(4);
  });

  it('the Kuwait restaurant: KWD at 3 decimals, ar/en (ar first), tax-inclusive, lite, guest', () => {
    expect(kuwait.company).toMatchObject({
      currency: 'KWD',
      decimal_precision: 3,
      locale_data: { locales: ['ar', 'en'], default: 'ar' },
    });
    expect(kuwait.plan).toBe('sapaad_direct_lite');
    expect(kuwait.menu.is_tax_inclusive).toBe(true);
    expect(kuwait.outlet.checkout_mode).toBe('guest');
    expect(kuwait.loyaltyProgramme).toBeNull();
    expect(seed.kuwait.tables).toHaveLength(2);
    for (const item of allItems(kuwait.menu.categories)) {
      expect(item.unit_price, item.name).toMatch(/^\d+\.\d{3}$/);
      expect(item.translations.ar?.name, item.name).toBeTruthy();
    }
    expect(kuwait.paymentTypes.map((type) => type.payment_type)).toEqual([
      'cash',
      'my_fatoorah',
      'generic_fintech_partner',
    ]);
  });

  it('the QR codes: a walk-in counter and dine-in pay-first tables per venue', async () => {
    const rows = await database.db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.token, seed.cafe.counterToken));
    expect(rows[0]).toMatchObject({ qrSource: 'default', qrType: 'walk-in', tableId: null });
    for (const table of seed.cafe.tables) {
      const [row] = await database.db.select().from(qrCodes).where(eq(qrCodes.token, table.token));
      expect(row).toMatchObject({
        qrSource: 'dine_pf',
        qrType: 'dine-in',
        tableId: table.id,
        dineMode: 'eat_in',
      });
    }
  });

  it('the cafe menu: every label tag, translations, scheduled categories, sub-categories', () => {
    const items = allItems(cafe.menu.categories);
    expect(new Set(items.flatMap((item) => item.tags))).toEqual(new Set(ITEM_TAGS));
    for (const item of items) {
      expect(item.translations.zh?.name, item.name).toBeTruthy();
      expect(item.translations.ms?.name, item.name).toBeTruthy();
      expect(item.unit_price, item.name).toMatch(/^\d+\.\d{2}$/);
    }
    const withDescriptions = items.filter((item) => item.description !== null);
    expect(withDescriptions.every((item) => item.translations.zh?.description)).toBe(true);
    const categories = allCategories(cafe.menu.categories);
    expect(categories.filter((category) => category.schedules !== null)).toHaveLength(2);
    expect(categories.some((category) => category.has_subcategory)).toBe(true);
    for (const [key, id] of Object.entries(seed.cafe.items)) {
      expect(
        items.some((item) => item.id === id),
        key,
      ).toBe(true);
    }
    for (const [key, id] of Object.entries(seed.cafe.categories)) {
      expect(
        categories.some((category) => category.id === id),
        key,
      ).toBe(true);
    }
  });

  it('modifier groups of each kind and grouped items', () => {
    const groups = [...allItems(cafe.menu.categories), ...allItems(kuwait.menu.categories)].flatMap(
      (item) => item.groups,
    );
    expect(new Set(groups.map((group) => group.type))).toEqual(
      new Set(['single_item', 'multiple_item', 'quantity_selector']),
    );
    const single = groups.filter((group) => group.type === 'single_item');
    expect(single.every((group) => group.minimum === 1 && group.maximum === 1)).toBe(true);
    expect(groups.some((group) => group.type === 'multiple_item' && group.minimum > 0)).toBe(true);
    expect(
      groups
        .filter((group) => group.type === 'quantity_selector')
        .every((g) => g.has_quantity_selector),
    ).toBe(true);
    const grouped = allItems(cafe.menu.categories).find(
      (item) => item.id === seed.cafe.items.lunchSet,
    );
    expect(grouped?.items?.length).toBeGreaterThanOrEqual(2);
    expect(allItems(kuwait.menu.categories).some((item) => (item.items ?? []).length > 0)).toBe(
      true,
    );
  });

  it('promotions of every action type, basic and advanced, valid for the engine', () => {
    expect(new Set(cafe.promotions.map((promotion) => promotion.action.type))).toEqual(
      new Set(PROMOTION_ACTION_TYPES),
    );
    expect(new Set(cafe.promotions.map((promotion) => promotion.promo_type))).toEqual(
      new Set(['basic', 'advanced']),
    );
    expect(new Set(cafe.promotions.map((promotion) => promotion.priority)).size).toBe(12);
    const coded = cafe.promotions.filter((promotion) => promotion.coupon_codes.length > 0);
    expect(coded).toHaveLength(1);
    expect(couponCodeSchema.parse(coded[0]?.coupon_codes[0])).toEqual({ code: 'WELCOME5', id: 1 });
    // The engine accepts every one (it checks them all whenever it prices).
    const line = (
      id: string,
      itemId: number,
      categoryId: number,
      count: number,
      price: string,
    ): PricingLine => ({
      id,
      item_id: itemId,
      category_id: categoryId,
      count,
      unit_price: price,
      modifiers: [],
      taxes: cafe.menu.taxes,
    });
    const price = (lines: PricingLine[]) =>
      priceOrder({
        currency: 'SGD',
        precision: 2,
        is_tax_inclusive: false,
        mode: 'walk_in',
        lines,
        surcharges: cafe.menu.surcharges,
        promotions: cafe.promotions,
      });
    const { items, categories } = seed.cafe;
    const single = price([line('a', items.flatWhite ?? 0, categories.coffee ?? 0, 1, '5.50')]);
    expect(single.applied_promotions).toEqual([]);
    const twoCakes = price([line('b', items.cake ?? 0, categories.desserts ?? 0, 2, '6.50')]);
    expect(twoCakes.applied_promotions.map((applied) => applied.promotion_id)).toEqual([
      seed.cafe.promotionIds.twoCakes,
    ]);
    expect(Object.values(seed.cafe.promotionIds).sort()).toEqual(
      cafe.promotions.map((promotion) => promotion.id).sort(),
    );
  });

  it('coupons with and without a minimum, and an inactive one', async () => {
    const rows = await database.db
      .select()
      .from(coupons)
      .where(eq(coupons.companyId, seed.cafe.companyId));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const definition = (code: string) =>
      discountSchema.parse({
        ...(byCode.get(code)?.definition as object),
        discount_id: byCode.get(code)?.id,
      });
    expect(definition(seed.cafe.coupons.percent)).toMatchObject({
      discount_type: 'PERCENTAGE',
      min_order_amount: null,
    });
    expect(definition(seed.cafe.coupons.fixedWithMinimum)).toMatchObject({
      discount_type: 'FIXED',
      min_order_amount: '25.00',
    });
    expect(byCode.get(seed.cafe.coupons.inactive)?.active).toBe(false);
    expect(byCode.get(seed.cafe.coupons.percent)?.active).toBe(true);
  });

  it('payment types: cash and every provider of the contract at the cafe', () => {
    expect(cafe.paymentTypes.map((type) => type.payment_type).sort()).toEqual(
      [...PAYMENT_TYPE_NAMES].sort(),
    );
    expect(new Set(cafe.paymentTypes.map((type) => type.id)).size).toBe(cafe.paymentTypes.length);
  });

  it('advertisements point at an item and at categories of the menu', () => {
    const actions = cafe.advertisements.map((ad) => ad.action);
    expect(actions).toContain(`item-${String(seed.cafe.items.laksa)}`);
    expect(actions).toContain(`category-${String(seed.cafe.categories.breakfast)}`);
  });

  it('every picture the data names exists under public/images', () => {
    const urls = [
      cafe.company.logo,
      kuwait.company.logo,
      ...[...allItems(cafe.menu.categories), ...allItems(kuwait.menu.categories)].map(
        (item) => item.image_url,
      ),
      ...[...cafe.advertisements, ...kuwait.advertisements].map((ad) => ad.image_url),
    ].filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      expect(url.startsWith(`${STORED_IMAGE_ORIGIN}/images/`), url).toBe(true);
      const file = url.slice(`${STORED_IMAGE_ORIGIN}/images/`.length);
      expect(existsSync(join(imagesFolder(), file)), file).toBe(true);
    }
  });
});

describe('feature flags by plan (A§4)', () => {
  it('the lite plan enables only search, show_branding and grouped_items_lite', () => {
    const flags = featureFlagsFor('sapaad_direct_lite');
    const on = Object.entries(flags)
      .filter(([, flag]) => flag.enabled)
      .map(([name]) => name);
    expect(on.sort()).toEqual(['grouped_items_lite', 'search', 'show_branding']);
  });

  it('the full plan enables everything except show_branding and grouped_items_lite', () => {
    const flags = featureFlagsFor('sapaad_direct');
    const off = Object.entries(flags)
      .filter(([, flag]) => !flag.enabled)
      .map(([name]) => name);
    expect(off.sort()).toEqual(['grouped_items_lite', 'show_branding']);
    expect(Object.keys(flags)).toHaveLength(13);
  });
});

describe.each(EVERY_DATABASE_KIND)('category schedules in Asia/Singapore on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  async function categoriesAt(instant: string): Promise<number[]> {
    t.clock.set(new Date(instant));
    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    const answer = await diner.get('/pages/home');
    expect(answer.status).toBe(200);
    return pages.home.response.parse(answer.body).menu.categories.map((category) => category.id);
  }

  const { breakfast, weekendBrunch, mains } = {
    breakfast: 11,
    weekendBrunch: 12,
    mains: 14,
  };

  it('a weekday morning shows breakfast but not the weekend brunch', async () => {
    // Wednesday 7 January 2026, 08:00 in Singapore (UTC+8).
    const ids = await categoriesAt('2026-01-07T00:00:00Z');
    expect(ids).toContain(breakfast);
    expect(ids).not.toContain(weekendBrunch);
    expect(ids).toContain(mains);
  });

  it('a weekday evening shows neither', async () => {
    // Wednesday 7 January 2026, 20:00 in Singapore.
    const ids = await categoriesAt('2026-01-07T12:00:00Z');
    expect(ids).not.toContain(breakfast);
    expect(ids).not.toContain(weekendBrunch);
    expect(ids).toContain(mains);
  });

  it('a Saturday at 10:00 shows both, and the slot ends inclusive at 11:00', async () => {
    // Saturday 10 January 2026, 10:00 in Singapore.
    const saturday = await categoriesAt('2026-01-10T02:00:00Z');
    expect(saturday).toEqual(expect.arrayContaining([breakfast, weekendBrunch]));
    expect(await categoriesAt('2026-01-10T03:00:00Z')).toContain(breakfast);
    expect(await categoriesAt('2026-01-10T03:01:00Z')).not.toContain(breakfast);
  });

  it('the ids the test uses are the seed’s', () => {
    expect(t.seed.cafe.categories).toMatchObject({ breakfast, weekendBrunch, mains });
  });
});
