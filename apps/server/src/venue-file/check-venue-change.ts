import type { Queryable } from '../db/client';
import { notFound, unprocessable } from '../http/http-error';
import { exportVenue } from './export-venue';
import { venueFileSchema, type VenueFile } from './venue-file-schema';
import { formatPath, venueFileProblems } from './venue-file-problems';

/**
 * Checks a change made in the back office as an import checks a venue file: the company's file
 * as the database holds it, with `change` applied, is read by the file's schema and rules. Only
 * the changed outlet's problems (named from the outlet: `menu.categories[3].items[0].unit_price`)
 * and the company's own (`company.tips[1]`) count; the rest of the file is as it was imported.
 *
 * @param change - the file after the change, from the exported file and the outlet's index in it
 * @throws HttpError 404 when the company has no outlet `outletKey`; 422 `errorId` naming the
 *   first problem, every problem in `details.problems`
 */
export async function checkVenueChange(
  tx: Queryable,
  companyId: number,
  outletKey: string,
  change: (venue: VenueFile, outletIndex: number) => unknown,
  errorId: string,
): Promise<void> {
  const venue = await exportVenue(tx, companyId);
  // The export lists the company's outlets by key, which is unique within the company.
  const index = venue.outlets.findIndex((each) => each.key === outletKey);
  if (index < 0) throw notFound('No such outlet', 'not_found');
  const parsed = venueFileSchema.safeParse(change(venue, index));
  const problems = parsed.success
    ? venueFileProblems(parsed.data)
    : parsed.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issue.message,
      }));
  const prefix = `outlets[${String(index)}].`;
  const ours = problems.flatMap((each) => {
    if (each.path.startsWith(prefix)) return [{ ...each, path: each.path.slice(prefix.length) }];
    return each.path.startsWith('company.') ? [each] : [];
  });
  const problem = ours[0];
  if (problem !== undefined) {
    throw unprocessable(`${problem.path}: ${problem.message}`, errorId, { problems: ours });
  }
}
