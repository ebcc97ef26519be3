import type { PosStaffSession, StaffRole } from '@tabula/api-client';
import { expect } from 'vitest';
import { addStaffMember } from '../../../src/staff/staff-members';
import type { TestServer } from '../../support/harness';
import { staff } from '../../pos/support/staff';

/*
 * People of the demo companies for the staff-account tests: added straight through the module
 * the owner's call uses, then signed in over real HTTP like the POS.
 */

let next = 0;

/** A person added to a company, with the password they sign in with. */
export interface TestPerson {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
}

/** Adds a person (a fresh address each time) to the company, at the outlet unless an owner. */
export async function addPerson(
  t: TestServer,
  role: StaffRole,
  companyId: number,
  outletId: number | null,
): Promise<TestPerson> {
  next += 1;
  const email = `${role}${String(next)}.${String(Date.now())}@staff.example.com`;
  const password = `correct horse ${String(next)}`;
  const row = await addStaffMember(t.context.db, companyId, {
    name: `${role} ${String(next)}`,
    email,
    role,
    outlet_id: outletId,
    password,
  });
  return { id: row.id, email, password, role };
}

/** A signed-in device: its cookie and CSRF token, and the options that make staff() use them. */
export interface SignedIn {
  cookie: string;
  csrf: string;
  session: PosStaffSession;
  /** Options for staff(): the cookie and CSRF token, no bearer. */
  as: { token: null; headers: Record<string, string> };
}

/** Signs the person in over HTTP. */
export async function signIn(t: TestServer, person: TestPerson): Promise<SignedIn> {
  const answer = await staff<PosStaffSession>(
    t,
    'POST',
    '/pos/api/session',
    { email: person.email, password: person.password },
    { token: null },
  );
  expect(answer.status, answer.text).toBe(200);
  const setCookie = answer.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  const csrf = answer.body.csrf_token;
  return {
    cookie,
    csrf,
    session: answer.body,
    as: { token: null, headers: { cookie, 'x-csrf-token': csrf } },
  };
}
