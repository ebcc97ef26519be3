import { z } from 'zod';
import { noContentSchema } from './common';
import {
  dateTimeSchema,
  emailSchema,
  idSchema,
  localeSchema,
  nonEmptyStringSchema,
  urlIdSchema,
} from '../schemas/primitives';
import { defineEndpoint, type AnyEndpoint } from './endpoint';
import { posIdParamsSchema } from './pos';

/*
 * Staff accounts (issue 32, docs/staff-accounts.md): each person signs in with an e-mail address
 * and a password, and holds one role at one company: an owner (every outlet of the company, and
 * its staff), a manager (one outlet: its tables, codes and refunds) or a member of staff (one
 * outlet: orders, tables and payments). The spec names no such call: every path, input and
 * answer below is our choice.
 */

const CHOICE = 'path: the spec does not show it (A§6, B§6 POS staff; issue 32 staff accounts)';

/** The roles, least first: each may do all the one before it may. */
export const STAFF_ROLES = ['staff', 'manager', 'owner'] as const;
/** A person's role at their company. */
export const staffRoleSchema = z.enum(STAFF_ROLES);
/** A person's role at their company. */
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * The POS calls a member of staff may not make, with the least role each needs; every other
 * staff call needs the role staff. One list, read by the server (which refuses with 403) and
 * by the POS (which hides what the person may not do).
 */
const ROLE_NEEDED: Readonly<Record<string, StaffRole>> = {
  'pos.refundPayment': 'manager',
  'pos.voidPayment': 'manager',
  'pos.qrSvg': 'manager',
  'pos.qrPng': 'manager',
  'pos.qrSheet': 'manager',
  'pos.rotateTableCode': 'manager',
  'pos.places': 'manager',
  'pos.addTable': 'manager',
  'pos.changeTable': 'manager',
  'pos.retireTable': 'manager',
  'pos.addCounter': 'manager',
  'pos.changeCounter': 'manager',
  'pos.retireCounter': 'manager',
  'pos.menuEditor': 'manager',
  'pos.addCategory': 'manager',
  'pos.changeCategory': 'manager',
  'pos.retireCategory': 'manager',
  'pos.addMenuItem': 'manager',
  'pos.changeMenuItem': 'manager',
  'pos.retireMenuItem': 'manager',
  'pos.uploadImage': 'manager',
  'pos.outletSettings': 'manager',
  'pos.changeOutletSettings': 'manager',
  'pos.changeTips': 'owner',
  'pos.offers': 'manager',
  'pos.savePromotion': 'owner',
  'pos.saveCoupon': 'owner',
  'pos.changeLoyalty': 'owner',
  'pos.staffMembers': 'owner',
  'pos.addStaffMember': 'owner',
  'pos.removeStaffMember': 'owner',
  'pos.auditLog': 'owner',
};

/** The least role a staff call needs. */
export function roleNeededFor(endpoint: Pick<AnyEndpoint, 'name'>): StaffRole {
  return ROLE_NEEDED[endpoint.name] ?? 'staff';
}

/** Whether a person with `role` may make the call. */
export function roleMayCall(role: StaffRole, endpoint: Pick<AnyEndpoint, 'name'>): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(roleNeededFor(endpoint));
}

/** A password as sent: at least 10 characters (docs/staff-accounts.md), at most 200. */
export const staffPasswordSchema = z
  .string()
  .min(10, { error: 'must be at least 10 characters' })
  .max(200);

/** A person's name as colleagues read it. */
export const staffNameSchema = nonEmptyStringSchema.max(80);

/** A person who works at a company. */
export const posStaffMemberSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  name: nonEmptyStringSchema,
  email: emailSchema,
  role: staffRoleSchema,
  /** The one outlet a manager or a member of staff works at; null for an owner (every one). */
  outlet_id: idSchema.nullable(),
});
/** A person who works at a company. */
export type PosStaffMember = z.infer<typeof posStaffMemberSchema>;

/** The signed-in person, and the CSRF token every change they make must carry. */
export const posStaffSessionSchema = z.object({
  staff: posStaffMemberSchema,
  csrf_token: nonEmptyStringSchema,
});
/** The signed-in person. */
export type PosStaffSession = z.infer<typeof posStaffSessionSchema>;

/** POST /pos/api/session: sign in. */
export const posSignInBodySchema = z.strictObject({
  email: emailSchema,
  /** Any length: a wrong one is refused like any other. */
  password: z.string().min(1).max(200),
});

/** How many digits a staff sign-in code has (docs/staff-accounts.md). */
export const STAFF_CODE_LENGTH = 6;

/** POST /pos/api/session/code: e-mail the person a one-time code. */
export const posSignInCodeRequestSchema = z.strictObject({
  email: emailSchema,
  /** The language the e-mail is written in: the console's; English when left out. */
  language: localeSchema.optional(),
});

/** POST /pos/api/session/code/sign-in: sign in with the code the e-mail carried. */
export const posCodeSignInBodySchema = z.strictObject({
  email: emailSchema,
  code: z.string().regex(new RegExp(`^\\d{${String(STAFF_CODE_LENGTH)}}$`), {
    error: `must be the ${String(STAFF_CODE_LENGTH)} digits of the e-mail`,
  }),
});

/** POST /pos/api/session/password: the signed-in person changes their own password. */
export const posPasswordChangeSchema = z.strictObject({
  current_password: z.string().min(1).max(200),
  new_password: staffPasswordSchema,
});
/** A password change, as sent. */
export type PosPasswordChange = z.output<typeof posPasswordChangeSchema>;

/** POST /pos/api/staff: an owner adds a person. */
export const posNewStaffMemberSchema = z.strictObject({
  name: staffNameSchema,
  email: emailSchema,
  role: staffRoleSchema,
  /** Required for a manager or a member of staff; null (or left out) for an owner. */
  outlet_id: idSchema.nullable().optional(),
  password: staffPasswordSchema,
});
/** A new person, as sent. */
export type PosNewStaffMember = z.output<typeof posNewStaffMemberSchema>;

/** One line of the audit log. */
export const posAuditEntrySchema = z.object({
  id: idSchema,
  at: dateTimeSchema,
  /** Who: the person's name, or "staff token" for the machine credential. */
  by: nonEmptyStringSchema,
  staff_id: idSchema.nullable(),
  outlet_id: idSchema.nullable(),
  /** The call's name, e.g. pos.refundPayment. */
  action: nonEmptyStringSchema,
  /** What it was done to, e.g. "table T2". */
  subject: nonEmptyStringSchema,
  details: z.record(z.string(), z.unknown()),
});
/** One line of the audit log. */
export type PosAuditEntry = z.infer<typeof posAuditEntrySchema>;

/** GET /pos/api/audit-log?before=: fifty lines, newest first, older than `before` when given. */
export const posAuditLogQuerySchema = z.strictObject({ before: urlIdSchema.optional() });

/** The staff account calls of the POS. */
export const posStaff = {
  signIn: defineEndpoint({
    name: 'pos.signIn',
    method: 'POST',
    path: '/pos/api/session',
    body: posSignInBodySchema,
    response: posStaffSessionSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { staff, csrf_token } and the HttpOnly session cookie; a wrong e-mail or password is a 401, five in a row lock the account for 15 minutes (429)`,
  }),
  sendSignInCode: defineEndpoint({
    name: 'pos.sendSignInCode',
    method: 'POST',
    path: '/pos/api/session/code',
    body: posSignInCodeRequestSchema,
    response: noContentSchema,
    responseKind: 'empty',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: 204 whether or not the address has an account (nothing tells who works where); a person's code is e-mailed in the language given, lives 10 minutes, and a new one replaces it; within 30 s of the last, or after 5 in an hour, none is sent`,
  }),
  signInWithCode: defineEndpoint({
    name: 'pos.signInWithCode',
    method: 'POST',
    path: '/pos/api/session/code/sign-in',
    body: posCodeSignInBodySchema,
    response: posStaffSessionSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: as pos.signIn; a wrong, used, replaced or expired code is a 401 staff_sign_in_failed; a wrong one counts toward the same lock as a wrong password (429 account_locked)`,
  }),
  currentStaff: defineEndpoint({
    name: 'pos.currentStaff',
    method: 'GET',
    path: '/pos/api/session',
    response: posStaffSessionSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { staff, csrf_token } for the session cookie; 401 without one`,
  }),
  signOut: defineEndpoint({
    name: 'pos.signOut',
    method: 'DELETE',
    path: '/pos/api/session',
    response: noContentSchema,
    responseKind: 'empty',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: 204; this device's session ends`,
  }),
  signOutEverywhere: defineEndpoint({
    name: 'pos.signOutEverywhere',
    method: 'POST',
    path: '/pos/api/session/everywhere',
    response: noContentSchema,
    responseKind: 'empty',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: 204; every session of the person ends, this one too`,
  }),
  changePassword: defineEndpoint({
    name: 'pos.changePassword',
    method: 'POST',
    path: '/pos/api/session/password',
    body: posPasswordChangeSchema,
    response: noContentSchema,
    responseKind: 'empty',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: 204; a wrong current password is a 422 current_password_wrong; every other session of the person ends, this one stays`,
  }),
  staffMembers: defineEndpoint({
    name: 'pos.staffMembers',
    method: 'GET',
    path: '/pos/api/staff',
    response: z.object({ staff: z.array(posStaffMemberSchema) }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { staff }, the owner's company's people who may sign in`,
  }),
  addStaffMember: defineEndpoint({
    name: 'pos.addStaffMember',
    method: 'POST',
    path: '/pos/api/staff',
    body: posNewStaffMemberSchema,
    response: z.object({ staff: posStaffMemberSchema }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { staff }; an e-mail address already signed up is a 409`,
  }),
  removeStaffMember: defineEndpoint({
    name: 'pos.removeStaffMember',
    method: 'POST',
    path: '/pos/api/staff/{id}/remove',
    params: posIdParamsSchema,
    response: noContentSchema,
    responseKind: 'empty',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: 204; the person's sessions end and they cannot sign in; an owner cannot remove themself`,
  }),
  auditLog: defineEndpoint({
    name: 'pos.auditLog',
    method: 'GET',
    path: '/pos/api/audit-log',
    query: posAuditLogQuerySchema,
    response: z.object({ entries: z.array(posAuditEntrySchema) }),
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { entries }, fifty a page, newest first; ?before= an entry's id for the next page`,
  }),
};
