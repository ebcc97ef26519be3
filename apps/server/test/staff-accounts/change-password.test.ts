import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import { addPerson, signIn } from './support/people';

/*
 * A person changes their own password from the POS (issue 32): the current one must be right,
 * the new one follows the same rule as any, every other device of theirs is signed out and this
 * one stays, and the audit log says so.
 */

describe.each(DATABASE_KINDS)('changing one’s password on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const PATH = '/pos/api/session/password';

  it('needs the current password, then signs out every other device and keeps this one', async () => {
    const person = await addPerson(t, 'staff', t.seed.cafe.companyId, t.seed.cafe.outletId);
    const here = await signIn(t, person);
    const elsewhere = await signIn(t, person);
    const next = 'a much longer kopi password';

    const wrong = await staff<ErrorBody>(
      t,
      'POST',
      PATH,
      { current_password: 'not it at all', new_password: next },
      here.as,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error_id).toBe('current_password_wrong');
    const short = await staff<ErrorBody>(
      t,
      'POST',
      PATH,
      { current_password: person.password, new_password: 'short' },
      here.as,
    );
    expect(short.status).toBe(400);
    // Nothing changed: both devices are still signed in, the old password still works.
    expect((await staff(t, 'GET', '/pos/api/session', undefined, elsewhere.as)).status).toBe(200);

    const changed = await staff(
      t,
      'POST',
      PATH,
      { current_password: person.password, new_password: next },
      here.as,
    );
    expect(changed.status, changed.text).toBe(204);
    expect((await staff(t, 'GET', '/pos/api/session', undefined, here.as)).status).toBe(200);
    expect((await staff(t, 'GET', '/pos/api/session', undefined, elsewhere.as)).status).toBe(401);

    const old = await staff(
      t,
      'POST',
      '/pos/api/session',
      { email: person.email, password: person.password },
      { token: null },
    );
    expect(old.status).toBe(401);
    await signIn(t, { ...person, password: next });

    const lines = await t.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pos.changePassword'));
    const line = lines.find((row) => row.staffId === person.id);
    expect(line?.details).toEqual({ staff_id: person.id, sessions_ended: 1 });
  });

  it('is a person’s own: the machine token and a signed-out device are refused', async () => {
    const body = { current_password: 'whatever it is', new_password: 'a long new password' };
    const token = await staff<ErrorBody>(t, 'POST', PATH, body);
    expect(token.status).toBe(401);
    const nobody = await staff<ErrorBody>(t, 'POST', PATH, body, { token: null });
    expect(nobody.status).toBe(401);
  });
});
