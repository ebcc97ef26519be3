import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { companies, diningTables, outlets, qrCodes } from '../db/schema';
import { lockKeys } from '../db/locks';
import { tableInUse } from '../tables/table-in-use';
import { lockTable } from '../tables/table-tab';
import { applyVenue } from './apply-venue';
import { exportVenue } from './export-venue';
import type { VenueFile } from './venue-file-schema';
import { planImport, planIsEmpty, type ImportPlan } from './venue-plan';

/*
 * `pnpm venue import FILE` and the demo seed (ADR 0009): plan what a venue file changes, check
 * that nothing a diner is using would be taken away, then apply it, all in one transaction under
 * a lock of the company's key, so two imports of one company are decided one after the other.
 */

/** What an import did, or would do with `dryRun`. */
export interface ImportResult {
  plan: ImportPlan;
  /** The company's id; null on a dry run of a company the database does not hold. */
  companyId: number | null;
  /** Whether anything was written (false on a dry run and when the plan is empty). */
  applied: boolean;
}

/** An import that cannot be applied as it stands, with every reason. */
export class ImportRefused extends Error {
  constructor(
    readonly plan: ImportPlan,
    readonly problems: string[],
  ) {
    super(`the import was not applied:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ImportRefused';
  }
}

/** Tokens of the file already printed for another place (another outlet, table or counter). */
async function tokenConflicts(
  tx: Queryable,
  venue: VenueFile,
  outletIds: Map<string, number>,
): Promise<string[]> {
  const wanted = venue.outlets.flatMap((outlet) => [
    ...outlet.tables.flatMap((table) =>
      table.qr_token === undefined
        ? []
        : [{ token: table.qr_token, outlet: outlet.key, number: table.number, label: null }],
    ),
    ...outlet.counters.flatMap((counter) =>
      counter.qr_token === undefined
        ? []
        : [{ token: counter.qr_token, outlet: outlet.key, number: null, label: counter.label }],
    ),
  ]);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({
      token: qrCodes.token,
      outletId: qrCodes.outletId,
      label: qrCodes.label,
      number: diningTables.number,
    })
    .from(qrCodes)
    .leftJoin(diningTables, eq(diningTables.id, qrCodes.tableId))
    .where(
      inArray(
        qrCodes.token,
        wanted.map((w) => w.token),
      ),
    );
  const byToken = new Map(rows.map((row) => [row.token, row]));
  return wanted.flatMap((want) => {
    const row = byToken.get(want.token);
    if (row === undefined) return [];
    const samePlace =
      row.outletId === outletIds.get(want.outlet) &&
      (want.number === null
        ? row.number === null && row.label === want.label
        : row.number === want.number);
    const place = want.number === null ? `counter ${want.label}` : `table ${want.number}`;
    return samePlace
      ? []
      : [`outlet ${want.outlet}, ${place}: the QR token ${want.token} is another place's code`];
  });
}

/** The tables the plan retires that a diner is using: an open tab, or a bill not yet paid. */
async function busyTables(
  tx: Queryable,
  plan: ImportPlan,
  outletIds: Map<string, number>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const outlet of plan.outlets) {
    const outletId = outletIds.get(outlet.key);
    if (outletId === undefined || outlet.tables.retire.length === 0) continue;
    const rows = await tx
      .select({ id: diningTables.id, number: diningTables.number })
      .from(diningTables)
      .where(
        and(
          eq(diningTables.outletId, outletId),
          inArray(diningTables.number, outlet.tables.retire),
        ),
      );
    for (const row of rows) {
      // Under the table's lock, so no tab opens between this check and the retirement.
      await lockTable(tx, row.id);
      const use = await tableInUse(tx, { id: row.id, outletId });
      if (use === 'open_tab') {
        problems.push(
          `outlet ${outlet.key}, table ${row.number}: it has an open tab; close the tab before retiring the table`,
        );
      } else if (use === 'unpaid_bill') {
        problems.push(
          `outlet ${outlet.key}, table ${row.number}: its bill is not paid; settle it before retiring the table`,
        );
      }
    }
  }
  return problems;
}

/**
 * Takes the company's venue lock until the transaction ends: an import and each back-office
 * change of its tables or counters run one after the other.
 */
export async function lockVenue(tx: Queryable, companyKey: string): Promise<void> {
  await lockKeys(tx, [`venue-import:${companyKey}`]);
}

/**
 * Imports a venue file (already read and checked by readVenueFile): plans it against the company
 * with the file's key, refuses it with every reason when it would take away an outlet, reuse
 * another place's QR token or retire a table in use, and otherwise applies it, unless `dryRun`.
 *
 * @throws ImportRefused when the file cannot be applied as it stands
 */
export async function importVenue(
  db: Database,
  venue: VenueFile,
  options: { dryRun?: boolean; now?: Date } = {},
): Promise<ImportResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockVenue(tx, venue.company.key);
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.key, venue.company.key));
    const companyId = company?.id ?? null;
    const current = companyId === null ? null : await exportVenue(tx, companyId);
    const plan = planImport(current, venue);
    const outletIds = new Map(
      companyId === null
        ? []
        : (
            await tx
              .select({ id: outlets.id, key: outlets.key })
              .from(outlets)
              .where(eq(outlets.companyId, companyId))
          ).map((row) => [row.key, row.id]),
    );
    const problems = [
      ...plan.missingOutlets.map(
        (key) =>
          `outlet ${key}: the database holds it and the file leaves it out; an import never retires an outlet, so list it`,
      ),
      ...(await tokenConflicts(tx, venue, outletIds)),
      ...(await busyTables(tx, plan, outletIds)),
    ];
    if (problems.length > 0) throw new ImportRefused(plan, problems);
    if (options.dryRun === true || planIsEmpty(plan)) {
      return { plan, companyId, applied: false };
    }
    const id = await applyVenue(tx, venue, plan, companyId, now);
    return { plan, companyId: id, applied: true };
  });
}
