import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, coupons, outlets, promotions } from '../db/schema';
import { openTableBillIn } from '../tables/open-table-bill';
import { tableBill } from '../tables/table-bill';
import { itemsById, categoriesOf } from '../venue-file/menu-items';
import { openCounters, openTables } from '../venue-file/venue-codes';
import { importVenue } from '../venue-file/import-venue';
import { readVenueFile } from '../venue-file/read-venue-file';
import type { VenueFile } from '../venue-file/venue-file-schema';
import {
  CAFE_CATEGORIES,
  CAFE_COUPONS,
  CAFE_ITEMS,
  KUWAIT_CATEGORIES,
  KUWAIT_ITEMS,
  type DemoSeed,
  type SeededTable,
} from './demo-seed';

/*
 * The demo restaurants, seeded by `pnpm start` on an empty database and by every test server:
 * the two venue files of apps/server/venues (their README.md says what they hold), imported by
 * the same importer a restaurant runs (`pnpm venue import`), then one demo step that is not
 * venue data: staff open a bill on the cafe's scan-and-pay table S1 through the POS's own
 * function (3 covers, iced lemon tea x3, vegetable curry x2, ondeh-ondeh x2, chocolate cake x1;
 * confirmed and unpaid), for the diners to split (issue 18).
 */

export type { DemoSeed, SeededTable } from './demo-seed';

/** The demo venue files, in the order they are imported. */
const DEMO_FILES = { cafe: 'kopi-kaya-cafe.venue.yaml', kuwait: 'bait-al-kuwait.venue.yaml' };

/** apps/server/venues, from src/seed in development and tests or from dist once built. */
export function demoVenuesFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const fromSource = join(here, '..', '..', 'venues'); // src/seed
  return existsSync(fromSource) ? fromSource : join(here, '..', 'venues'); // dist/main.js
}

let demoFiles: { cafe: VenueFile; kuwait: VenueFile } | null = null;

/** The demo venue files, read and checked once per process. */
export function demoVenues(): { cafe: VenueFile; kuwait: VenueFile } {
  if (demoFiles !== null) return demoFiles;
  const read = (name: string): VenueFile => {
    const result = readVenueFile(readFileSync(join(demoVenuesFolder(), name), 'utf8'));
    if (!result.ok) {
      const problems = result.problems.map((p) => `  ${p.path}: ${p.message}`).join('\n');
      throw new Error(`the demo venue ${name} does not validate:\n${problems}`);
    }
    return result.venue;
  };
  demoFiles = { cafe: read(DEMO_FILES.cafe), kuwait: read(DEMO_FILES.kuwait) };
  return demoFiles;
}

/** The bill staff open on S1: three covers, no item with a modifier sheet. */
const S1_BILL = {
  covers: 3,
  items: [
    { item_id: CAFE_ITEMS.icedLemonTea, count: 3 },
    { item_id: CAFE_ITEMS.vegCurry, count: 2 },
    { item_id: CAFE_ITEMS.ondehOndeh, count: 2 },
    { item_id: CAFE_ITEMS.cake, count: 1 },
  ],
};

/** `two-cakes` as `twoCakes`. */
function camelCase(key: string): string {
  return key.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Throws unless every named id is on the file's menu: the names are the tests' words for them. */
function checkNames(
  file: VenueFile,
  items: Record<string, number>,
  categories: Record<string, number>,
) {
  const outlet = file.outlets[0];
  if (outlet === undefined) throw new Error(`${file.company.key} has no outlet`);
  const itemIds = itemsById(outlet.menu);
  const categoryIds = new Set(categoriesOf(outlet.menu.categories, []).map((c) => c.category.id));
  for (const [name, id] of Object.entries(items)) {
    if (!itemIds.has(id)) throw new Error(`${file.company.key}: no item ${String(id)} (${name})`);
  }
  for (const [name, id] of Object.entries(categories)) {
    if (!categoryIds.has(id)) {
      throw new Error(`${file.company.key}: no category ${String(id)} (${name})`);
    }
  }
}

/** A demo company's first outlet and its open codes, read back after the import. */
async function readBack(db: Database, file: VenueFile) {
  const [row] = await db
    .select({ companyId: companies.id, outletId: outlets.id, locationId: outlets.locationId })
    .from(companies)
    .innerJoin(outlets, eq(outlets.companyId, companies.id))
    .where(and(eq(companies.key, file.company.key), eq(outlets.key, file.outlets[0]?.key ?? '')));
  if (!row) throw new Error(`the demo venue ${file.company.key} was not imported`);
  const tables = await openTables(db, row.outletId);
  const counters = await openCounters(db, row.outletId);
  const counter = (label: string): string => {
    const found = counters.find((c) => c.label === label);
    if (!found) throw new Error(`${file.company.key} has no counter ${label}`);
    return found.token;
  };
  const bySource = (source: string): SeededTable[] =>
    tables
      .filter((table) => table.code.qrSource === source)
      .map(({ id, number, code }) => ({ id, number, token: code.token }));
  return { ...row, counter, bySource };
}

/**
 * Seeds both demo restaurants: imports their files (an import of a file the database already
 * holds changes nothing, so seeding twice seeds once), opens S1's bill unless it has one, and
 * returns the ids and tokens.
 */
export async function seedDemo(db: Database): Promise<DemoSeed> {
  const files = demoVenues();
  checkNames(files.cafe, CAFE_ITEMS, CAFE_CATEGORIES);
  checkNames(files.kuwait, KUWAIT_ITEMS, KUWAIT_CATEGORIES);
  await importVenue(db, files.cafe);
  await importVenue(db, files.kuwait);

  const cafe = await readBack(db, files.cafe);
  const [scanAndPayTable, ...emptyScanAndPayTables] = cafe.bySource('scan_and_pay');
  if (!scanAndPayTable) throw new Error('the cafe has no scan-and-pay table');
  const bill =
    (await tableBill(db, cafe.outletId, scanAndPayTable.id)) ??
    (await db.transaction((tx) => openTableBillIn(tx, scanAndPayTable.id, S1_BILL, new Date())))
      .order;
  const promotionRows = await db
    .select({ id: promotions.id, key: promotions.key })
    .from(promotions)
    .where(eq(promotions.companyId, cafe.companyId));
  const couponCodes = new Set(
    (
      await db
        .select({ code: coupons.code })
        .from(coupons)
        .where(eq(coupons.companyId, cafe.companyId))
    ).map((row) => row.code),
  );
  for (const code of Object.values(CAFE_COUPONS)) {
    if (!couponCodes.has(code)) throw new Error(`the cafe has no coupon ${code}`);
  }

  const kuwait = await readBack(db, files.kuwait);
  return {
    cafe: {
      companyId: cafe.companyId,
      outletId: cafe.outletId,
      locationId: cafe.locationId,
      counterToken: cafe.counter('Counter'),
      cardCounterTokens: Array.from({ length: 10 }, (_, i) =>
        cafe.counter(`Counter C${String(i + 1)}`),
      ),
      tables: cafe.bySource('dine_pf'),
      openTabTables: cafe.bySource('dine_ot'),
      scanAndPayTable,
      emptyScanAndPayTables,
      scanAndPayBillId: bill.id,
      items: { ...CAFE_ITEMS },
      categories: { ...CAFE_CATEGORIES },
      coupons: { ...CAFE_COUPONS },
      promotionIds: Object.fromEntries(promotionRows.map((p) => [camelCase(p.key), p.id])),
    },
    kuwait: {
      companyId: kuwait.companyId,
      outletId: kuwait.outletId,
      locationId: kuwait.locationId,
      counterToken: kuwait.counter('Counter'),
      tables: kuwait.bySource('dine_pf'),
      openTabTables: kuwait.bySource('dine_ot'),
      items: { ...KUWAIT_ITEMS },
      categories: { ...KUWAIT_CATEGORIES },
    },
  };
}

/**
 * Seeds the demo when no company exists yet (`pnpm start` on a fresh database).
 *
 * @returns true when it seeded
 */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const existing = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing.length > 0) return false;
  await seedDemo(db);
  return true;
}
