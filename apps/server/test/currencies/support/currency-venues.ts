import type { MenuCategory, MenuItem } from '@tabula/api-client';
import { multiply, toAmount } from '@tabula/engine';
import { and, eq } from 'drizzle-orm';
import { companies, outlets } from '../../../src/db/schema';
import { demoVenues } from '../../../src/seed/seed-demo';
import { importVenue } from '../../../src/venue-file/import-venue';
import { openCounters } from '../../../src/venue-file/venue-codes';
import { venueFileSchema, type VenueFile } from '../../../src/venue-file/venue-file-schema';
import type { TestServer } from '../../support/harness';

/*
 * The two venues of the currency tests, made from the demo files and imported with the real
 * importer: the cafe in Japanese yen (no decimals) and Bait Al Kuwait in Kuwaiti dinars (three
 * decimals) on the full plan, so that a diner can order there.
 */

/** A company the test imported: its ids and its walk-in counter's QR token. */
export interface ImportedVenue {
  companyId: number;
  outletId: number;
  counterToken: string;
}

/** Every string of the value, wherever it stands, written anew by `change` (null: kept). */
function rewriteStrings(value: unknown, change: (text: string) => string | null): unknown {
  if (typeof value === 'string') return change(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => rewriteStrings(item, change));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, rewriteStrings(field, change)]),
    );
  }
  return value;
}

/**
 * The demo cafe in Japanese yen: every amount of the file written at 2 places (prices, options,
 * the packaging charge, promotions' values and thresholds, coupons, the order limit, the loyalty
 * point's value) made whole yen at a hundred yen to the dollar, percentages left as they are.
 */
export function yenCafeFile(key = 'yen-cafe'): VenueFile {
  const cafe = structuredClone(demoVenues().cafe);
  const file = venueFileSchema.parse(
    rewriteStrings(cafe, (text) =>
      /^\d+\.\d\d$/.test(text) ? toAmount(multiply(text, 100), 0) : null,
    ),
  );
  file.company.key = key;
  file.company.profile.name = 'Kissa Kopi Tokyo';
  file.company.profile.currency = 'JPY';
  file.company.profile.country_code = 'JP';
  file.company.profile.decimal_precision = 0;
  return file;
}

/** An item of the file's first outlet by id, wherever it stands on the menu. */
function itemOf(file: VenueFile, id: number) {
  const stack = [...(file.outlets[0]?.menu.categories ?? [])];
  while (stack.length > 0) {
    const category = stack.pop();
    if (!category) break;
    stack.push(...(category.categories ?? []));
    for (const item of category.items) {
      if (item.id === id) return item;
      const pick = (item.items ?? []).find((candidate) => candidate.id === id);
      if (pick) return pick;
    }
  }
  throw new Error(`no item ${String(id)}`);
}

/** The option of an item's group. */
function optionOf(file: VenueFile, itemId: number, groupId: number, optionId: number) {
  const option = itemOf(file, itemId)
    .groups.find((group) => group.id === groupId)
    ?.items.find((candidate) => candidate.id === optionId);
  if (!option) throw new Error(`no option ${String(optionId)}`);
  return option;
}

/**
 * Bait Al Kuwait on the full plan (a cart, orders from the counter), with prices that use the
 * third decimal (1.755, 0.155), tips, Stripe for cards, and two charges: a service charge at the tables and a
 * packaging charge of 0.125 at the counter, both carrying the 5 % VAT.
 */
export function dinarVenueFile(key = 'dinar-kitchen'): VenueFile {
  const file = structuredClone(demoVenues().kuwait);
  file.company.key = key;
  file.company.plan = 'sapaad_direct';
  file.company.profile.name = 'Bait Al Dinar';
  file.company.profile.has_tips = true;
  file.company.tips = ['5', '10'];
  itemOf(file, 502).unit_price = '1.755';
  itemOf(file, 504).unit_price = '4.755';
  optionOf(file, 504, 601, 703).unit_price = '0.155';
  optionOf(file, 506, 602, 705).unit_price = '1.005';
  optionOf(file, 506, 603, 706).unit_price = '0.105';
  const outlet = file.outlets[0];
  if (!outlet) throw new Error('the Kuwait file has no outlet');
  outlet.profile.service_type = 'eat_in_and_take_away';
  const vat = { id: 2, name: 'VAT', type: 'PERCENTAGE' as const, value: '5' };
  outlet.menu.surcharges = [
    {
      id: 1,
      name: 'Service charge',
      type: 'PERCENTAGE',
      value: '7',
      taxes: [vat],
      applicable_on_dinein: true,
      applicable_on_walkin: false,
      is_taxable: true,
      is_delivery_charge: false,
      tax_rate_id: 2,
      tax_rate: '5',
    },
    {
      id: 2,
      name: 'Packaging',
      type: 'FIXED',
      value: '0.125',
      taxes: [vat],
      applicable_on_dinein: false,
      applicable_on_walkin: true,
      is_taxable: true,
      is_delivery_charge: true,
      tax_rate_id: 2,
      tax_rate: '5',
    },
  ];
  // The cafe's Stripe account, so that a card can pay in dinars too.
  const stripe = demoVenues().cafe.outlets[0]?.payment_types.find(
    (type) => type.payment_type === 'stripe',
  );
  if (!stripe) throw new Error('the cafe takes no Stripe payments');
  outlet.payment_types.push({ ...structuredClone(stripe), id: 4, sapaad_payment_type_id: 904 });
  return venueFileSchema.parse(file);
}

/** Imports the file with the real importer and reads back its company, outlet and counter. */
export async function importCurrencyVenue(t: TestServer, file: VenueFile): Promise<ImportedVenue> {
  const result = await importVenue(t.context.db, file);
  if (!result.applied) throw new Error(`${file.company.key} was not imported`);
  const [row] = await t.context.db
    .select({ companyId: companies.id, outletId: outlets.id })
    .from(companies)
    .innerJoin(outlets, eq(outlets.companyId, companies.id))
    .where(and(eq(companies.key, file.company.key), eq(outlets.key, file.outlets[0]?.key ?? '')));
  if (!row) throw new Error(`${file.company.key} has no outlet`);
  const counter = (await openCounters(t.context.db, row.outletId)).find(
    (code) => code.label === 'Counter',
  );
  if (!counter) throw new Error(`${file.company.key} has no counter`);
  return { ...row, counterToken: counter.token };
}

/**
 * The test server as the shared payload builder (test/orders/support/payload.ts) sees it, with
 * the imported venue standing where it reads the cafe's outlet: carts of the imported venue are
 * then priced by the engine as the diner app prices them.
 */
export function asCafe(t: TestServer, venue: ImportedVenue): TestServer {
  return {
    ...t,
    seed: { ...t.seed, cafe: { ...t.seed.cafe, ...venue } },
  };
}

/** Every item of a page's menu categories and their subcategories. */
export function menuItems(categories: readonly MenuCategory[]): MenuItem[] {
  return categories.flatMap((category) => [
    ...category.items,
    ...menuItems(category.categories ?? []),
  ]);
}
