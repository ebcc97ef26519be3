import type { Queryable } from '../db/client';
import { notFound, unprocessable } from '../http/http-error';
import { exportVenue } from './export-venue';
import { venueFileSchema, type VenueFile } from './venue-file-schema';
import { formatPath, venueFileProblems } from './venue-file-problems';

/**
 * Checks a change of the company's own things made in the back office (its promotions, coupons,
 * loyalty programme) as an import checks a venue file: the company's file as the database holds
 * it, with `change` applied, is read by the file's schema and rules. Only the problems under
 * `scope` (e.g. `promotions[2].`, named from there: `definition.action.value`) and the company's
 * own (`company.loyalty.point_value`) count.
 *
 * @param change - the file after the change and the path prefix of what it changed
 * @throws HttpError 422 `errorId` naming the first problem, every problem in `details.problems`
 */
export async function checkCompanyChange(
  tx: Queryable,
  companyId: number,
  change: (venue: VenueFile) => { file: unknown; scope: string },
  errorId: string,
): Promise<void> {
  const { file, scope } = change(await exportVenue(tx, companyId));
  throwScopedProblems(file, scope, errorId);
}

/**
 * Checks a change made in the back office to one outlet as an import checks a venue file: the
 * company's file as the database holds it, with `change` applied, is read by the file's schema
 * and rules. Only the changed outlet's problems (named from the outlet:
 * `menu.categories[3].items[0].unit_price`) and the company's own (`company.tips[1]`) count; the
 * rest of the file is as it was imported.
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
  throwScopedProblems(change(venue, index), `outlets[${String(index)}].`, errorId);
}

/** Reads `file` as an import would and throws the problems under `scope` and the company's. */
function throwScopedProblems(file: unknown, scope: string, errorId: string): void {
  const parsed = venueFileSchema.safeParse(file);
  const problems = parsed.success
    ? venueFileProblems(parsed.data)
    : parsed.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issue.message,
      }));
  const ours = problems.flatMap((each) => {
    if (each.path.startsWith(scope)) return [{ ...each, path: each.path.slice(scope.length) }];
    return each.path.startsWith('company.') ? [each] : [];
  });
  const problem = ours[0];
  if (problem !== undefined) {
    throw unprocessable(`${problem.path}: ${problem.message}`, errorId, { problems: ours });
  }
}
