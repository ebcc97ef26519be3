import type { PosAuditEntry } from '@tabula/api-client';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { apiKeys, auditLog, outlets, staffMembers } from '../db/schema';

/*
 * Who changed what, and when (issue 32): a refund, a code replaced, a table added or retired, a
 * person added or removed. Written in the transaction of the change it records, so a change
 * that rolls back leaves no line; read by owners, fifty lines a page, newest first.
 */

/** Lines a page of the audit log holds. */
export const AUDIT_PAGE = 50;

/**
 * Who made a change: a person, a company's API key, or (both null) the operator's token or a
 * command line.
 */
export interface AuditActor {
  staffId: number | null;
  apiKeyId?: number | null;
}

/** One change to record. */
export interface AuditLine extends AuditActor {
  /** The company; read from the outlet when left out. */
  companyId?: number;
  outletId: number | null;
  action: string;
  subject: string;
  details?: Record<string, unknown>;
}

/**
 * What a change changed, for an audit line's details: each field whose value differs, as
 * `{ from, to }` (a missing value is null), under its name with `prefix` (`profile.service_type`).
 */
export function auditChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  prefix = '',
): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed[`${prefix}${key}`] = { from: before[key] ?? null, to: after[key] ?? null };
    }
  }
  return changed;
}

/** Records a change (in the transaction that makes it, when it has one). */
export async function recordAudit(tx: Queryable, line: AuditLine): Promise<void> {
  let companyId = line.companyId;
  if (companyId === undefined && line.outletId !== null) {
    const [outlet] = await tx
      .select({ companyId: outlets.companyId })
      .from(outlets)
      .where(eq(outlets.id, line.outletId));
    companyId = outlet?.companyId;
  }
  if (companyId === undefined) throw new Error(`audit line ${line.action} names no company`);
  await tx.insert(auditLog).values({ ...line, companyId, details: line.details ?? {} });
}

/** A page of the company's audit log, newest first, older than `before` when given. */
export async function readAuditLog(
  db: Queryable,
  companyId: number,
  before: number | undefined,
): Promise<PosAuditEntry[]> {
  const rows = await db
    .select({ line: auditLog, name: staffMembers.name, key: apiKeys.name })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .where(
      and(
        eq(auditLog.companyId, companyId),
        before === undefined ? undefined : lt(auditLog.id, before),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE);
  return rows.map(({ line, name, key }) => ({
    id: line.id,
    at: line.createdAt.toISOString(),
    by: name ?? (key === null ? 'staff token' : `API key "${key}"`),
    staff_id: line.staffId,
    outlet_id: line.outletId,
    action: line.action,
    subject: line.subject,
    details: line.details as Record<string, unknown>,
  }));
}
