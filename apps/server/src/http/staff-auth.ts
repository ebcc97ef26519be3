import { CSRF_HEADER, roleMayCall, type AnyEndpoint, type StaffRole } from '@tabula/api-client';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { findStaffSession, STAFF_COOKIE } from '../staff/staff-sessions';
import type { StaffRow } from '../staff/staff-members';
import type { StaffScope } from '../staff/staff-scope';
import { findApiKey, type ApiKeyRow } from '../staff/api-keys';
import type { AuditActor } from '../staff/audit-log';
import { bearerOf, carriesBearer, isSameSecret } from './bearer-token';
import { forbidden, unauthorized } from './http-error';

/**
 * Whether a text sent by a client is the staff token, compared in constant time
 * (bearer-token.ts).
 */
export function isStaffToken(sent: string, staffToken: string): boolean {
  return isSameSecret(sent, staffToken);
}

/** Whether an Authorization header carries the staff token (`Bearer {token}`). */
// spec: A§6, B§6 POS staff; issue 4: the POS console needs the staff token.
export function isStaffAuthorization(
  header: string | undefined,
  staffToken: string | null,
): boolean {
  return staffToken !== null && carriesBearer(header, staffToken);
}

/**
 * Who makes a staff call (docs/staff-accounts.md): a signed-in person (the session cookie), a
 * company's API key (a machine client, with a role and an outlet like a person), or the server
 * operator's STAFF_TOKEN, which acts as an owner of every company.
 */
export type StaffCaller =
  | { kind: 'token' }
  | { kind: 'key'; key: ApiKeyRow }
  | { kind: 'person'; member: StaffRow; sessionId: string; csrfToken: string };

/** The caller's role: the operator's token acts as an owner. */
export function callerRole(caller: StaffCaller): StaffRole {
  if (caller.kind === 'token') return 'owner';
  return (caller.kind === 'key' ? caller.key.role : caller.member.role) as StaffRole;
}

/** Who the audit log names for the caller's changes. */
export function callerActor(caller: StaffCaller): AuditActor {
  if (caller.kind === 'person') return { staffId: caller.member.id, apiKeyId: null };
  return { staffId: null, apiKeyId: caller.kind === 'key' ? caller.key.id : null };
}

/** Where the caller may act. */
export function callerScope(caller: StaffCaller): StaffScope {
  if (caller.kind === 'token') return { kind: 'everywhere' };
  const { companyId, outletId } = caller.kind === 'key' ? caller.key : caller.member;
  return outletId === null
    ? { kind: 'company', companyId }
    : { kind: 'outlet', companyId, outletId };
}

/** The session cookie's secret, or null. */
export function staffCookie(request: FastifyRequest): string | null {
  const secret = request.cookies[STAFF_COOKIE];
  return secret === undefined || secret === '' ? null : secret;
}

/** The machine client a sent key proves: the operator's token or a live API key; else null. */
export async function machineCaller(
  app: AppContext,
  sent: string,
): Promise<Extract<StaffCaller, { kind: 'token' | 'key' }> | null> {
  if (app.config.staffToken !== null && isStaffToken(sent, app.config.staffToken)) {
    return { kind: 'token' };
  }
  const key = await findApiKey(app.db, sent);
  return key ? { kind: 'key', key } : null;
}

/**
 * Who calls, checked before the body is read: a bearer must be the operator's token or a live
 * API key (401), else the
 * session cookie must open a live session (401), whose CSRF token every change carries (403).
 */
export async function authenticateStaff(
  app: AppContext,
  request: FastifyRequest,
): Promise<StaffCaller> {
  const bearer = bearerOf(request.headers.authorization);
  if (bearer !== null) {
    const machine = await machineCaller(app, bearer);
    if (machine) return machine;
    throw unauthorized('Staff token missing or invalid', 'staff_unauthorized');
  }
  const secret = staffCookie(request);
  const session = secret === null ? null : await findStaffSession(app.db, secret, app.now());
  if (!session) throw unauthorized('Please sign in', 'staff_unauthorized');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const sent = request.headers[CSRF_HEADER.toLowerCase()];
    if (typeof sent !== 'string' || !isStaffToken(sent, session.csrfToken)) {
      throw forbidden('CSRF token missing or invalid; reload the page', 'csrf_invalid');
    }
  }
  return {
    kind: 'person',
    member: session.member,
    sessionId: session.id,
    csrfToken: session.csrfToken,
  };
}

/**
 * Refuses a call the caller's role may not make (403), naming the role it needs.
 */
export function requireRole(caller: StaffCaller, endpoint: AnyEndpoint): void {
  if (!roleMayCall(callerRole(caller), endpoint)) {
    throw forbidden('Your role may not do this; ask a manager or the owner', 'role_forbidden');
  }
}
