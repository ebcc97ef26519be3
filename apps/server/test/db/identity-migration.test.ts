import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statements } from '../support/migrations';

/*
 * Issue 12, item 1: the migration that brings proven identities marks a mobile number proven only
 * where a code sent to it was entered, and leaves every existing e-mail unproven. The migrations
 * are the SQL files both databases run at start; this applies them one by one around old rows.
 */

interface Row {
  id: number;
  phone_verified_at: Date | null;
  email_verified_at: Date | null;
}

describe('the verified-identities migration', () => {
  let db: PGlite;
  const entered = new Date('2026-11-01T10:01:00Z');

  beforeAll(async () => {
    db = new PGlite();
    for (const statement of statements('0000_init.sql')) await db.exec(statement);
    await db.exec(`
      insert into companies (id, profile, plan_id, tips, time_zone)
        values (1, '{}', 'sapaad_direct', '{}', 'UTC');
      insert into users (id, company_id, name, email, phone_number, dialing_code, is_guest) values
        (1, 1, 'Entered', 'one@example.com', '91111111', '65', false),
        (2, 1, 'Never entered', 'two@example.com', '92222222', '+65', false),
        (3, 1, 'E-mail only', 'three@example.com', '93333333', '65', false),
        (4, 1, null, null, null, '65', true);
      -- 1: the sign-up code was entered at 10:01.
      insert into one_time_codes
        (company_id, channel, address, code_hash, requested_by, created_at, expires_at, used_at)
      values
        (1, 'sms', '+6591111111', 'h', 'ip', '2026-11-01T10:00:00Z', '2026-11-01T10:10:00Z',
          '${entered.toISOString()}'),
      -- 2: the first code was killed by the second (same instant), which was never entered.
        (1, 'sms', '+6592222222', 'h', 'ip', '2026-11-01T11:00:00Z', '2026-11-01T11:10:00Z',
          '2026-11-01T11:00:40Z'),
        (1, 'sms', '+6592222222', 'h', 'ip', '2026-11-01T11:00:40Z', '2026-11-01T11:10:40Z',
          null),
      -- 3: a code to the e-mail was entered; the number never saw one.
        (1, 'email', 'three@example.com', 'h', 'ip', '2026-11-01T12:00:00Z',
          '2026-11-01T12:10:00Z', '2026-11-01T12:01:00Z');
    `);
    for (const statement of statements('0001_verified_identities.sql')) await db.exec(statement);
  });
  afterAll(() => db.close());

  const row = async (id: number) =>
    (
      await db.query<Row>(
        'select id, phone_verified_at, email_verified_at from users where id = $1',
        [id],
      )
    ).rows[0];

  it('marks a number proven where a code sent to it was entered, at that time', async () => {
    expect((await row(1))?.phone_verified_at?.toISOString()).toBe(entered.toISOString());
  });

  it('leaves a number unproven whose codes were only killed or never entered', async () => {
    expect((await row(2))?.phone_verified_at).toBeNull();
    expect((await row(3))?.phone_verified_at).toBeNull();
  });

  it('leaves every existing e-mail unproven, and guests untouched', async () => {
    for (const id of [1, 2, 3, 4]) expect((await row(id))?.email_verified_at).toBeNull();
    expect((await row(4))?.phone_verified_at).toBeNull();
  });

  it('lets an unproven identity sit on two accounts, but a proven one on one only', async () => {
    await db.exec(
      `insert into users (id, company_id, email, phone_number, dialing_code) values (5, 1, 'x@example.com', '91111111', '65')`,
    );
    await expect(
      db.exec(
        `insert into users (id, company_id, phone_number, dialing_code, phone_verified_at) values (6, 1, '91111111', '65', now())`,
      ),
    ).rejects.toThrow(/users_company_verified_phone/);
  });
});
