import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { companies, outlets } from '../db/schema';
import { notFound } from '../http/http-error';
import { lockVenue } from '../venue-file/import-venue';

/**
 * Takes the venue lock of the outlet's company (the lock an import takes), so two members of
 * staff adding "T9" at once, or a rename beside an import, are decided one after the other.
 *
 * @throws HttpError 404 when there is no such outlet
 */
export async function lockOutletPlaces(tx: Queryable, outletId: number): Promise<void> {
  const [row] = await tx
    .select({ key: companies.key })
    .from(outlets)
    .innerJoin(companies, eq(companies.id, outlets.companyId))
    .where(eq(outlets.id, outletId));
  if (!row) throw notFound('No such outlet', 'not_found');
  await lockVenue(tx, row.key);
}
