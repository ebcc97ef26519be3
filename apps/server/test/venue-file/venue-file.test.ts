import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { companies } from '../../src/db/schema';
import { exportVenue } from '../../src/venue-file/export-venue';
import { importVenue } from '../../src/venue-file/import-venue';
import { readVenueFile } from '../../src/venue-file/read-venue-file';
import type { VenueFile } from '../../src/venue-file/venue-file-schema';
import { venueJsonSchema } from '../../src/venue-file/venue-json-schema';
import { startTestServer, type TestServer } from '../support/harness';

/** A file's problems as `path: message` lines, or [] when it reads. */
function problemsOf(text: string): string[] {
  const result = readVenueFile(text);
  return result.ok ? [] : result.problems.map(({ path, message }) => `${path}: ${message}`);
}

/** A change at a place of a file: `outlets.0.tables.1.number`; undefined deletes the field. */
type Change = [path: string, value: unknown];

/** The value at a place of a parsed file. */
function valueAt(file: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], file);
}

/** The exported venue as YAML, after changes at places of its parsed form. */
function changed(venue: VenueFile, ...changes: Change[]): string {
  const file = parse(stringify(venue)) as unknown;
  for (const [path, value] of changes) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    const parent = valueAt(file, keys.join('.')) as Record<string, unknown>;
    if (value === undefined) Reflect.deleteProperty(parent, last);
    else parent[last] = value;
  }
  return stringify(file);
}

describe('the venue file (docs/venue-file.md)', () => {
  let t: TestServer;
  let cafe: VenueFile;
  let kuwait: VenueFile;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    cafe = await exportVenue(t.context.db, t.seed.cafe.companyId);
    kuwait = await exportVenue(t.context.db, t.seed.kuwait.companyId, { withQrTokens: false });
  });
  afterAll(() => t.close());

  it('exports each demo restaurant whole, as YAML or JSON that reads back the same', () => {
    expect(cafe.company).toMatchObject({ key: 'kopi-kaya-cafe', plan: 'sapaad_direct' });
    expect(cafe.company.profile).toMatchObject({ currency: 'SGD', decimal_precision: 2 });
    expect(cafe.outlets).toHaveLength(1);
    const [outlet] = cafe.outlets;
    expect(outlet?.tables.map((table) => table.number)).toEqual(
      expect.arrayContaining(['T1', '10', 'S1']),
    );
    expect(outlet?.tables.every((table) => /^[\w-]{16}$/.test(table.qr_token ?? ''))).toBe(true);
    expect(outlet?.counters.length).toBeGreaterThan(0);
    expect(cafe.promotions.length).toBe(12);
    expect(new Set(cafe.promotions.map((p) => p.key)).size).toBe(12);
    expect(cafe.coupons.map((c) => c.code).sort()).toEqual(['EXPIRED15', 'SAVE10', 'TAKE5']);
    expect(kuwait.company.profile).toMatchObject({ currency: 'KWD', decimal_precision: 3 });
    expect(kuwait.outlets[0]?.tables.every((table) => table.qr_token === undefined)).toBe(true);
    for (const venue of [cafe, kuwait]) {
      const yaml = readVenueFile(stringify(venue));
      expect(yaml.ok ? [] : yaml.problems).toEqual([]);
      if (yaml.ok) expect(yaml.venue).toEqual(venue);
      const json = readVenueFile(JSON.stringify(venue));
      if (json.ok) expect(json.venue).toEqual(venue);
      else expect(json.problems).toEqual([]);
    }
  });

  it('a price with more decimals than the currency has names its place in the file', () => {
    const text = changed(
      cafe,
      ['outlets.0.menu.categories.0.items.0.unit_price', '3.805'],
      ['outlets.0.order_limits.max_order_amount', '1000.001'],
    );
    expect(problemsOf(text)).toEqual([
      'outlets[0].menu.categories[0].items[0].unit_price: expected a decimal with at most 2 places',
      'outlets[0].order_limits.max_order_amount: expected a decimal with at most 2 places',
    ]);
    // Three places are the Kuwaiti dinar's own.
    const fils = changed(kuwait, ['outlets.0.menu.categories.0.items.0.unit_price', '1.755']);
    expect(problemsOf(fils)).toEqual([]);
    const tooFine = changed(kuwait, ['outlets.0.menu.categories.0.items.0.unit_price', '1.7555']);
    expect(problemsOf(tooFine)).toEqual([
      'outlets[0].menu.categories[0].items[0].unit_price: expected a decimal with at most 3 places',
    ]);
  });

  it('every problem at once: a wrong type, a missing field, a misspelt one, repeats and a banner to nowhere', () => {
    const outlet = cafe.outlets[0];
    const repeated: Change[] = [
      ['outlets.0.menu.categories.0.items.1.translation', { ar: { name: 'بيض' } }],
      ['outlets.0.tables.1.number', outlet?.tables[0]?.number],
      ['outlets.0.tables.1.qr_token', outlet?.tables[0]?.qr_token],
      ['coupons.1.code', cafe.coupons[0]?.code.toLowerCase()],
      ['outlets.0.advertisements.0.action', 'item-9999'],
    ];
    const text = changed(
      cafe,
      ...repeated,
      ['outlets.0.menu.categories.0.items.0.unit_price', 3.8],
      ['outlets.0.menu.categories.0.name', undefined],
      ['company.profile.locale_data.default', 'fr'],
    );
    const result = readVenueFile(text);
    expect(result.ok).toBe(false);
    // The schema's problems come first; what only the whole file shows needs a file that reads.
    expect(problemsOf(text)).toEqual([
      'company.profile.locale_data.default: Invalid option: expected one of "en"|"ar"|"zh"|"ms"',
      'outlets[0].menu.categories[0].name: Invalid input: expected string, received undefined',
      'outlets[0].menu.categories[0].items[0].unit_price: Invalid input: expected string, received number',
    ]);
    const readable = changed(
      cafe,
      ...repeated,
      ['company.profile.locale_data', { locales: ['en', 'zh'], default: 'ar' }],
      ['company.colour', '#000000'],
    );
    const problems = problemsOf(readable);
    expect(problems).toEqual(
      expect.arrayContaining([
        'company.colour: unknown field',
        'outlets[0].menu.categories[0].items[1].translation: unknown field',
        'company.profile.locale_data.default: ar is not one of the languages (en, zh)',
        `coupons[1].code: the coupon code ${String(cafe.coupons[0]?.code)} is used twice`,
        'outlets[0].tables[1].qr_token: the QR token ' +
          String(cafe.outlets[0]?.tables[0]?.qr_token) +
          ' is used twice',
        `outlets[0].tables[1].number: the table number ${String(cafe.outlets[0]?.tables[0]?.number)} is used twice`,
        "outlets[0].advertisements[0].action: no item 9999 on this outlet's menu",
      ]),
    );
  });

  it('modifier groups a diner could not complete, or whose choices the cart could not tell apart, are named', () => {
    const toast = cafe.outlets[0]?.menu.categories[0]?.items[0];
    const eggs = toast?.groups[0];
    const egg = eggs?.items[0];
    expect(toast?.name).toBe('Kaya toast');
    expect(eggs).toMatchObject({ type: 'quantity_selector', minimum: 0, maximum: 2 });
    const group = (changes: object) => ({ ...eggs, ...changes });
    const at = 'outlets[0].menu.categories[0].items[0].groups';
    const text = changed(cafe, [
      'outlets.0.menu.categories.0.items.0.groups',
      [
        group({ minimum: 3, maximum: 2 }),
        group({ items: [] }),
        group({ type: 'multiple_item', minimum: 2, maximum: 0, items: [egg, egg] }),
      ],
    ]);
    expect(problemsOf(text)).toEqual([
      `${at}[0].minimum: the minimum 3 is above the maximum 2`,
      `${at}[1].id: the modifier group id 201 is used twice on this item`,
      `${at}[1].items: a modifier group needs an option`,
      `${at}[2].id: the modifier group id 201 is used twice on this item`,
      `${at}[2].items[1].id: the option id 301 is used twice in this group`,
      `${at}[2].has_quantity_selector: expected false, as the group's type is multiple_item`,
    ]);
    const tooFew = changed(cafe, [
      'outlets.0.menu.categories.0.items.0.groups',
      [group({ type: 'multiple_item', has_quantity_selector: false, minimum: 2, maximum: 3 })],
    ]);
    expect(problemsOf(tooFew)).toEqual([
      `${at}[0].minimum: the minimum 2 asks for more options than the group's 1`,
    ]);
    // A quantity selector may count its one option twice: a minimum of 2 eggs is fine.
    expect(
      problemsOf(
        changed(cafe, [`outlets.0.menu.categories.0.items.0.groups`, [group({ minimum: 2 })]]),
      ),
    ).toEqual([]);
  });

  it('a file that is not YAML, or not a venue file, says so', () => {
    expect(problemsOf('format: tabula-venue/1\ncompany: [\n')).toEqual([
      expect.stringMatching(/^line \d+: /),
    ]);
    expect(problemsOf('company: {}\n')[0]).toBe(
      'format: the first field is format: tabula-venue/1',
    );
    expect(problemsOf('format: tabula-venue/1\nformat: tabula-venue/1\n')).toEqual([
      expect.stringMatching(/^line 2: /),
    ]);
  });

  it("the demo restaurants' files (apps/server/venues), imported by the seed, export back to themselves", async () => {
    const files = {
      'kopi-kaya-cafe': await exportVenue(t.context.db, t.seed.cafe.companyId, {
        withQrTokens: false,
      }),
      'bait-al-kuwait': kuwait,
    };
    for (const [key, exported] of Object.entries(files)) {
      const text = readFileSync(new URL(`../../venues/${key}.venue.yaml`, import.meta.url), 'utf8');
      const read = readVenueFile(text);
      if (!read.ok) throw new Error(read.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
      expect(read.venue.company.key).toBe(key);
      expect(read.venue).toEqual(exported);
    }
  });

  it('the example venue files (apps/server/venues/examples) import, and export back to themselves', async () => {
    const folder = new URL('../../venues/examples/', import.meta.url);
    const names = readdirSync(folder).filter((name) => name.endsWith('.venue.yaml'));
    expect(names).toContain('kissa-hoshi.venue.yaml');
    for (const name of names) {
      const read = readVenueFile(readFileSync(new URL(name, folder), 'utf8'));
      if (!read.ok) throw new Error(read.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
      const imported = await importVenue(t.context.db, read.venue);
      expect(imported.applied).toBe(true);
      const [company] = await t.context.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.key, read.venue.company.key));
      if (!company) throw new Error(`${name}: no company ${read.venue.company.key}`);
      expect(await exportVenue(t.context.db, company.id, { withQrTokens: false })).toEqual(
        read.venue,
      );
    }
  });

  it('docs/venue-file.schema.json is the schema the code defines (pnpm venue schema > docs/venue-file.schema.json)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../../../docs/venue-file.schema.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(committed).toEqual(venueJsonSchema());
  });
});
