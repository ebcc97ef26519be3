import { readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE, statements } from '../support/migrations';

/*
 * Issue 32: the migration that stores the venue file's keys gives rows that exist before it the
 * keys the export named them by: a company and a promotion their name made into a key (a repeat
 * within its parent taking -2, a name without a letter or digit company-{id}), an outlet
 * outlet-1, outlet-2 in the order of its id. This applies the migrations one by one around old
 * rows.
 */

describe('the venue keys migration', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite();
    const files = readdirSync(DRIZZLE)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    const at = files.indexOf('0018_venue_keys.sql');
    for (const file of files.slice(0, at)) {
      for (const statement of statements(file)) await db.exec(statement);
    }
    await db.exec(`
      insert into companies (id, profile, plan_id, tips, time_zone) values
        (1, '{"name": "Kopi & Kaya Cafe"}', 'sapaad_direct', '[]', 'UTC'),
        (2, '{"name": "  Kopi & Kaya Cafe!"}', 'sapaad_direct', '[]', 'UTC'),
        (3, '{"name": "بيت الكويت"}', 'sapaad_direct', '[]', 'UTC');
      insert into outlets (id, company_id, location_id, profile, menu, payment_types, advertisements)
        values (7, 1, 1007, '{}', '{}', '[]', '[]'), (5, 1, 1005, '{}', '{}', '[]', '[]'),
               (6, 2, 1006, '{}', '{}', '[]', '[]');
      insert into promotions (id, company_id, definition) values
        (1, 1, '{"name": "20% off cakes"}'), (2, 1, '{"name": "20% off cakes"}'),
        (3, 2, '{"name": "20% off cakes"}'), (4, 1, '{"name": "%%"}');
    `);
    await db.exec(`insert into outlets (id, company_id, location_id, profile, menu, payment_types, advertisements)
        values (8, 3, 1008, '{}', '{}', '[]', '[]')`);
    for (const statement of statements('0018_venue_keys.sql')) await db.exec(statement);
  });
  afterAll(() => db.close());

  const keys = async (table: string) =>
    (await db.query<{ id: number; key: string }>(`select id, key from ${table} order by id`)).rows;

  it('gives each company the key its name makes, a repeat -2, a name without one company-{id}', async () => {
    expect(await keys('companies')).toEqual([
      { id: 1, key: 'kopi-kaya-cafe' },
      { id: 2, key: 'kopi-kaya-cafe-2' },
      { id: 3, key: 'company-3' },
    ]);
  });

  it('numbers the outlets of each company in the order of their ids', async () => {
    expect(await keys('outlets')).toEqual([
      { id: 5, key: 'outlet-1' },
      { id: 6, key: 'outlet-1' },
      { id: 7, key: 'outlet-2' },
      { id: 8, key: 'outlet-1' },
    ]);
  });

  it('keys promotions within their company', async () => {
    expect(await keys('promotions')).toEqual([
      { id: 1, key: '20-off-cakes' },
      { id: 2, key: '20-off-cakes-2' },
      { id: 3, key: '20-off-cakes' },
      { id: 4, key: 'promotion-4' },
    ]);
  });

  it('then holds every key to be unique within its parent', async () => {
    await expect(
      db.exec(`insert into outlets (id, company_id, key, location_id, profile, menu, payment_types, advertisements)
        values (9, 1, 'outlet-1', 0, '{}', '{}', '[]', '[]')`),
    ).rejects.toThrow(/outlets_company_key/);
    await expect(
      db.exec(`insert into companies (id, key, profile, plan_id, tips, time_zone)
        values (9, 'company-3', '{}', 'sapaad_direct', '[]', 'UTC')`),
    ).rejects.toThrow(/companies_key/);
  });
});
