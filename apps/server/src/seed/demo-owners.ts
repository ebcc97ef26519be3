import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { recordAudit } from '../staff/audit-log';
import { addStaffMember } from '../staff/staff-members';
import { demoVenues } from './seed-demo';

/*
 * The demo restaurants' owners (issue 32): the POS opens with a person's account, so the demo
 * seeds one owner per demo company on its first start, all with one password: DEMO_OWNER_PASSWORD
 * when set (the journeys set it), else one generated and printed by that start's banner. They are
 * people like any other: `pnpm staff set-password` gives one a new password.
 */

/** A demo owner: who signs in, and at which company. */
export interface DemoOwner {
  email: string;
  name: string;
  companyKey: string;
}

/** The owner of each demo company: owner@<company key>.example. */
export function demoOwners(): DemoOwner[] {
  const { cafe, kuwait } = demoVenues();
  return [cafe, kuwait].map((file) => ({
    email: `owner@${file.company.key}.example`,
    name: `${file.company.profile.name} owner`,
    companyKey: file.company.key,
  }));
}

/** Adds the demo owners with `password`, each with its audit line, in one transaction. */
export async function seedDemoOwners(db: Database, password: string): Promise<DemoOwner[]> {
  const owners = demoOwners();
  const rows = await db
    .select({ id: companies.id, key: companies.key })
    .from(companies)
    .where(
      inArray(
        companies.key,
        owners.map((owner) => owner.companyKey),
      ),
    );
  const companyIds = new Map(rows.map((row) => [row.key, row.id]));
  await db.transaction(async (tx) => {
    for (const owner of owners) {
      const companyId = companyIds.get(owner.companyKey);
      if (companyId === undefined) throw new Error(`no demo company ${owner.companyKey}`);
      const row = await addStaffMember(tx, companyId, {
        name: owner.name,
        email: owner.email,
        role: 'owner',
        password,
      });
      await recordAudit(tx, {
        companyId,
        outletId: null,
        staffId: null,
        action: 'staff.createOwner',
        subject: `owner ${row.email}`,
        details: { staff_id: row.id, name: row.name, by: 'the demo seed' },
      });
    }
  });
  return owners;
}
