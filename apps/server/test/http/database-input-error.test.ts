import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/db/client';
import { databaseInputErrorCode } from '../../src/http/database-input-error';
import { registerErrorHandler } from '../../src/http/error-handler';
import { DATABASE_KINDS, openTestDatabase } from '../support/databases';

/*
 * The last line of defence behind the contract's primitives: if a value the database cannot hold
 * ever passes validation, the database's own refusal is a 400, not a 500. Each case makes the
 * database raise its real error, on both databases.
 */

const CASES = [
  ['an integer beyond int4', '22003', sql`select ${2 ** 31}::int4`],
  ['a NUL byte in text', '22021', sql`select ${'pay_\u0000'}::text`],
  ['a NUL escape in jsonb', '22P05', sql`select ${'"pay_\\u0000"'}::jsonb`],
] as const;

describe.each(DATABASE_KINDS)('database input errors on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const failure = async (query: (typeof CASES)[number][2]): Promise<unknown> => {
    try {
      await database.db.execute(query);
    } catch (error) {
      return error;
    }
    throw new Error('the query did not fail');
  };

  it.each(CASES)('reads %s as SQLSTATE %s', async (_label, code, query) => {
    expect(databaseInputErrorCode(await failure(query))).toBe(code);
  });

  it.each(CASES)('answers %s with a 400', async (_label, _code, query) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/probe', async () => database.db.execute(query));
    const answer = await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error_id: 'invalid_request' });
  });

  it('leaves every other database error a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/probe', async () => database.db.execute(sql`select 1 / 0`));
    const answer = await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    expect(answer.statusCode).toBe(500);
    expect(databaseInputErrorCode(new Error('plain'))).toBeNull();
  });
});
