import { pages, type MenuCategory, type ModifierGroup } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../support/databases';
import { signedInDiner } from '../support/accounts';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { placeOrder } from '../orders/support/place-order';
import { CAFE_ITEMS } from '../../src/seed/demo-seed';
import { demoVenues } from '../../src/seed/seed-demo';
import { exportVenue } from '../../src/venue-file/export-venue';
import { importVenue } from '../../src/venue-file/import-venue';
import { readVenueFile } from '../../src/venue-file/read-venue-file';

/*
 * The venue's own texts travel with their translations by locale (docs/api.md, "Venue texts in
 * every language"): categories, modifier groups and modifiers, surcharges, promotions, payment
 * method titles, announcements and banners, on every page that carries them, and a placed
 * order's surcharges keep theirs.
 */

function allCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories.flatMap((category) => [category, ...allCategories(category.categories ?? [])]);
}

function allGroups(categories: readonly MenuCategory[]): ModifierGroup[] {
  return allCategories(categories).flatMap((category) =>
    category.items.flatMap((item) => [
      ...item.groups,
      ...(item.items ?? []).flatMap((pick) => pick.groups),
    ]),
  );
}

describe.each(DATABASE_KINDS)('venue translations on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  async function scanned(token: string): Promise<Diner> {
    const diner = new Diner(t.url);
    await diner.scan(token);
    return diner;
  }

  it('home at the cafe: every venue text in Arabic, Chinese and Malay', async () => {
    const diner = await scanned(t.seed.cafe.counterToken);
    const page = pages.home.response.parse((await diner.get('/pages/home')).body);
    const locales = ['ar', 'zh', 'ms'] as const;
    const named = [
      ...allCategories(page.menu.categories),
      ...allGroups(page.menu.categories),
      ...allGroups(page.menu.categories).flatMap((group) => group.items),
      ...page.menu.surcharges,
      ...page.promotions,
    ];
    expect(named.length).toBeGreaterThan(50);
    for (const entity of named) {
      for (const locale of locales) {
        expect(entity.translations?.[locale]?.name, `${entity.name} in ${locale}`).toBeTruthy();
      }
    }
    const mains = allCategories(page.menu.categories).find(
      (category) => category.id === t.seed.cafe.categories.mains,
    );
    expect(mains?.translations?.ar?.name).toBe('الأطباق الرئيسية');
    const packaging = page.menu.surcharges.find((s) => s.name === 'Takeaway packaging');
    expect(packaging?.translations?.ar?.name).toBe('رسوم تغليف السفري');
    expect(packaging?.translations?.zh?.name).toBe('外带包装费');
    for (const promotion of page.promotions) {
      for (const locale of locales) {
        expect(promotion.translations?.[locale]?.description, promotion.name).toBeTruthy();
      }
    }
    // Every item now reads in Arabic too (the cafe offers it).
    for (const category of allCategories(page.menu.categories)) {
      for (const item of category.items) expect(item.translations.ar?.name, item.name).toBeTruthy();
    }
    for (const locale of locales) {
      expect(page.company.translations?.[locale]?.announcement).toBeTruthy();
      expect(page.outlet.translations?.[locale]?.announcement).toBeTruthy();
    }
    // A banner's words are in its picture: each language has its own, served, on the public address.
    for (const ad of page.advertisements) {
      expect(ad.title).toBeTruthy();
      for (const locale of locales) {
        const picture = ad.translations?.[locale]?.image_url ?? '';
        expect(picture.startsWith(`${t.url}/images/`), picture).toBe(true);
        expect((await fetch(picture)).status).toBe(200);
        expect(ad.translations?.[locale]?.title).toBeTruthy();
      }
    }
  });

  it('checkout: the payment methods’ titles in words are translated, brand names are not', async () => {
    const diner = await scanned(t.seed.cafe.counterToken);
    const page = pages.checkout.response.parse((await diner.get('/pages/checkout')).body);
    const cash = page.payment_types.find((type) => type.payment_type === 'cash');
    expect(cash?.title).toBe('Pay at the counter');
    expect(cash?.translations?.ar?.title).toBe('الدفع عند الكاونتر');
    expect(cash?.translations?.zh?.title).toBe('柜台付款');
    expect(cash?.translations?.ms?.title).toBe('Bayar di kaunter');
    const payTabs = page.payment_types.find((type) => type.payment_type === 'paytabs');
    expect(payTabs?.translations).toBeUndefined();
  });

  it('Kuwait: Arabic for every text, and its English base listed as English', async () => {
    const diner = await scanned(t.seed.kuwait.counterToken);
    const page = pages.home.response.parse((await diner.get('/pages/home')).body);
    expect(page.company.locale_data.default).toBe('ar');
    const named = [
      ...allCategories(page.menu.categories),
      ...allGroups(page.menu.categories),
      ...allGroups(page.menu.categories).flatMap((group) => group.items),
    ];
    for (const entity of named) {
      expect(entity.translations?.ar?.name, entity.name).toBeTruthy();
      // English falls back to English, not to the default's Arabic.
      expect(entity.translations?.en?.name).toBe(entity.name);
    }
    expect(page.company.translations?.ar?.announcement).toBe('أهلاً وسهلاً!');
    expect(page.company.translations?.en?.announcement).toBe(page.company.announcement);
    const [ad] = page.advertisements;
    expect(ad?.translations?.en?.image_url).toBe(ad?.image_url);
    expect(ad?.translations?.ar?.image_url).toBe(`${t.url}/images/ad-machboos.ar.svg`);
  });

  it('a placed order’s surcharges keep their translations (the track screen’s charges)', async () => {
    const table = t.seed.cafe.tables[0];
    if (!table) throw new Error('the seed has no table');
    const { diner } = await signedInDiner(t, { token: table.token });
    await placeOrder(t, diner, 'cafe', [{ item: CAFE_ITEMS.laksa }]);
    const page = pages.tracking.response.parse((await diner.get('/pages/tracking')).body);
    const service = page.order.order_details.surcharges_breakdown.find(
      (surcharge) => surcharge.name === 'Service charge',
    );
    expect(service?.translations?.ar?.name).toBe('رسوم الخدمة');
    expect(service?.translations?.ms?.name).toBe('Caj perkhidmatan');
  });
});

describe('a venue’s translations are checked before they are stored', () => {
  /** The cafe's file as another company, its first category's Arabic name set to `name`. */
  const withArabicName = (name: unknown) => {
    const file = structuredClone(demoVenues().cafe);
    file.company.key = 'translations-check';
    const first = file.outlets[0]?.menu.categories[0];
    if (!first) throw new Error('the cafe menu has no category');
    (first as { translations: unknown }).translations = { ar: { name } };
    return readVenueFile(JSON.stringify(file));
  };
  const problemsOf = (result: ReturnType<typeof readVenueFile>) =>
    result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);

  it('refuses a translated name that is not text, or holds a NUL, and imports a good one', async () => {
    expect(problemsOf(withArabicName(42)).join('\n')).toMatch(
      /^outlets\[0\]\.menu\.categories\[0\]\.translations\.ar\.name: /m,
    );
    expect(problemsOf(withArabicName('فطور\u0000')).join('\n')).toMatch(/NUL/);
    const good = withArabicName('الفطور');
    if (!good.ok) throw new Error(problemsOf(good).join('\n'));
    const database = await openTestDatabase('pglite');
    try {
      const imported = await importVenue(database.db, good.venue);
      expect(imported.applied).toBe(true);
      const exported = await exportVenue(database.db, imported.companyId ?? 0);
      expect(exported.outlets[0]?.menu.categories[0]?.translations?.ar?.name).toBe('الفطور');
    } finally {
      await database.close();
    }
  });
});
