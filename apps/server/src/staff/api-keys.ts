import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@tabula/api-client';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { apiKeys } from '../db/schema';
import { checkRoleOutlet } from './staff-members';

/*
 * A company's API keys (docs/staff-accounts.md): the credential of a machine client, such as a
 * kitchen display or a script, made from the command line (`pnpm staff add-key`). A key holds a
 * role and an outlet as a person does, and opens the POS calls that role may make, at its
 * company only. The key is shown once; the database keeps only its SHA-256, and a revoked key
 * opens nothing.
 */

/** A company's API key as stored. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** What starts every key, so a leaked one is recognised in a log or a scan. */
export const API_KEY_PREFIX = 'tbk_';

const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * Makes a key for the company.
 *
 * @returns the stored row and the key itself, which is never readable again
 * @throws HttpError 422 for an outlet that does not fit the role (checkRoleOutlet)
 */
export async function createApiKey(
  tx: Queryable,
  input: { companyId: number; outletId: number | null; role: StaffRole; name: string },
): Promise<{ row: ApiKeyRow; key: string }> {
  await checkRoleOutlet(tx, input.companyId, input.role, input.outletId);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await tx
    .insert(apiKeys)
    .values({ ...input, keyHash: digest(key) })
    .returning();
  if (!row) throw new Error('The API key was not stored');
  return { row, key };
}

/** The live key a bearer names, or null. */
export async function findApiKey(db: Queryable, sent: string): Promise<ApiKeyRow | null> {
  if (!sent.startsWith(API_KEY_PREFIX)) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, digest(sent)), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** The company's live keys, oldest first. */
export async function companyApiKeys(db: Queryable, companyId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.id));
}

/** Revokes a key of the company; null when it has no such live key. */
export async function revokeApiKey(
  db: Queryable,
  companyId: number,
  id: number,
  now: Date,
): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}
