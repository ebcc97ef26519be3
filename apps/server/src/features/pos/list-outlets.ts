import { companySchema, type PosOutlet } from '@tabula/api-client';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, diningTables, outlets } from '../../db/schema';

export type { PosOutlet };

const companyFieldsSchema = companySchema.pick({
  name: true,
  currency: true,
  decimal_precision: true,
});

/**
 * Every outlet (or those of `only`, the caller's) with its company's name, currency and time zone (one zone per company, as the
 * venue reads it) and its tables, in id order.
 */
// spec: B§6 POS staff (our choice: one console for every outlet of the server).
export async function listPosOutlets(
  db: Database,
  only: number[] | null = null,
): Promise<PosOutlet[]> {
  const rows = await db
    .select({ outlet: outlets, company: companies })
    .from(outlets)
    .innerJoin(companies, eq(companies.id, outlets.companyId))
    .where(only === null ? undefined : inArray(outlets.id, only))
    .orderBy(asc(outlets.id));
  const tables = await db
    .select()
    .from(diningTables)
    .where(isNull(diningTables.retiredAt))
    .orderBy(asc(diningTables.id));
  return rows.map(({ outlet, company }) => {
    const profile = companyFieldsSchema.parse(company.profile);
    return {
      id: outlet.id,
      company_id: company.id,
      company_name: profile.name,
      currency: profile.currency,
      decimal_precision: profile.decimal_precision,
      location_id: outlet.locationId,
      time_zone: company.timeZone,
      tables: tables
        .filter((table) => table.outletId === outlet.id)
        .map((table) => ({ id: table.id, number: table.number })),
    };
  });
}
