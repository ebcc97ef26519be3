import type { Database } from '../../src/db/client';
import { openTables } from '../../src/venue-file/venue-codes';
import { exportVenue } from '../../src/venue-file/export-venue';
import { importVenue, type ImportResult } from '../../src/venue-file/import-venue';
import { venueFileSchema, type VenueFile } from '../../src/venue-file/venue-file-schema';

/*
 * Changing a venue in a test as a restaurant does: export the company, edit the file, import it
 * (ADR 0009), so a test's extra table or price goes through the importer like any other.
 */

/** Exports the company, lets `edit` change the file, and imports the result. */
export async function editVenue(
  db: Database,
  companyId: number,
  edit: (file: VenueFile) => void,
): Promise<ImportResult> {
  const file = await exportVenue(db, companyId);
  edit(file);
  return importVenue(db, venueFileSchema.parse(file));
}

/** An open table of an outlet by its number, with its open code's token. */
export async function tableByNumber(
  db: Database,
  outletId: number,
  number: string,
): Promise<{ id: number; number: string; token: string }> {
  const row = (await openTables(db, outletId)).find((table) => table.number === number);
  if (!row) throw new Error(`outlet ${String(outletId)} has no open table ${number}`);
  return { id: row.id, number: row.number, token: row.code.token };
}
